import type { FailureCode } from './constants';
import { FAILURE_TEXTS } from './constants';

// The sandbox pages' words. They stand in for the provider's own pages, so they live with the
// sandbox rather than in the app's locale files; each has its English and Arabic.

export type SandboxLanguage = 'en' | 'ar';

export const PAGE_TEXTS = {
  en: {
    title: 'MyFatoorah sandbox',
    knetTitle: 'KNET payment (sandbox)',
    cardTitle: 'Card payment (sandbox)',
    amount: 'Amount',
    invoice: 'Invoice',
    reference: 'Reference',
    testCards: 'Test cards',
    knetCard: 'KNET test card',
    anyPin: 'any PIN',
    expiry: 'expiry',
    cvv: 'CVV',
    anyValue: 'any',
    cardNumber: 'Card number',
    outcome: 'Outcome of this payment',
    success: 'Success',
    pay: 'Pay',
    note: 'This is a local test page: no money moves. Pick what the provider should answer.',
    notFound: 'This invoice does not exist.',
    badLink: 'This payment link is not valid.',
    alreadyPaid: 'This invoice has already been paid.',
    badForm: 'Pick an outcome and a card number of digits only.',
    comma: ', ',
  },
  ar: {
    title: 'بيئة اختبار ماي فاتورة',
    knetTitle: 'الدفع عبر كي نت (بيئة اختبار)',
    cardTitle: 'الدفع بالبطاقة (بيئة اختبار)',
    amount: 'المبلغ',
    invoice: 'الفاتورة',
    reference: 'المرجع',
    testCards: 'بطاقات الاختبار',
    knetCard: 'بطاقة كي نت للاختبار',
    anyPin: 'أي رقم سري',
    expiry: 'تاريخ الانتهاء',
    cvv: 'رمز الأمان',
    anyValue: 'أي قيمة',
    cardNumber: 'رقم البطاقة',
    outcome: 'نتيجة هذه الدفعة',
    success: 'نجاح',
    pay: 'ادفع',
    note: 'هذه صفحة اختبار محلية ولا تُنقل فيها أي أموال. اختر ما يجب أن يجيب به مزود الدفع.',
    notFound: 'هذه الفاتورة غير موجودة.',
    badLink: 'رابط الدفع هذا غير صالح.',
    alreadyPaid: 'تم دفع هذه الفاتورة مسبقًا.',
    badForm: 'اختر نتيجة ورقم بطاقة من أرقام فقط.',
    comma: '، ',
  },
} as const satisfies Record<SandboxLanguage, Record<string, string>>;

export const failureText = (code: FailureCode, language: SandboxLanguage) => FAILURE_TEXTS[code][language];

/** `12.500 KD` / `١٢٫٥٠٠ د.ك.` */
export function amountText(fils: number, language: SandboxLanguage): string {
  const number = new Intl.NumberFormat(language === 'ar' ? 'ar-KW' : 'en-US', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(fils / 1000);
  return language === 'ar' ? `${number} د.ك.` : `${number} KD`;
}
