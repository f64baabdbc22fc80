// The local provider's fixed values. Its token and secrets are not here: they are random per start
// (credentials.ts, config.ts), so nothing published lets anyone call it or sign its webhooks.

/** Where app.ts mounts the sandbox. */
export const SANDBOX_MOUNT = '/sandbox/myfatoorah';

/** The provider's test cards (test environment). */
export const TEST_CARDS = {
  knet: { number: '8888880000000001', expiry: '09/30' },
  mastercard: { number: '5123450000000008', expiry: '01/39', cvv: '100' },
  visa: { number: '4508750015741019', expiry: 'any', cvv: 'any' },
} as const;

/** What the tester can make a payment do: succeed, or fail with one of the provider's codes. */
export const OUTCOMES = ['Success', 'MF001', 'MF002', 'MF003', 'MF004', 'MF005', 'MF006', 'MF007', 'MF008', 'MF009', 'MF010', 'MF020'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export type FailureCode = Exclude<Outcome, 'Success'>;

/** The provider's error texts for each code (GetPaymentStatus `Error`), in the invoice's language. */
export const FAILURE_TEXTS: Record<FailureCode, { en: string; ar: string }> = {
  MF001: { en: '3D Secure authentication failed', ar: 'فشل التحقق من الهوية 3D Secure' },
  MF002: { en: 'Transaction declined by the issuing bank', ar: 'رفض البنك المصدر العملية' },
  MF003: { en: 'Transaction blocked', ar: 'تم حظر العملية' },
  MF004: { en: 'Insufficient funds', ar: 'الرصيد غير كافٍ' },
  MF005: { en: 'Session timeout', ar: 'انتهت مهلة الجلسة' },
  MF006: { en: 'Transaction cancelled', ar: 'تم إلغاء العملية' },
  MF007: { en: 'Expired card', ar: 'البطاقة منتهية الصلاحية' },
  MF008: { en: 'Card issuer does not respond', ar: 'البنك المصدر للبطاقة لا يستجيب' },
  MF009: { en: 'Transaction denied by risk', ar: 'رُفضت العملية بسبب المخاطر' },
  MF010: { en: 'Wrong security code', ar: 'رمز الأمان غير صحيح' },
  MF020: { en: 'Unspecified failure', ar: 'خطأ غير محدد' },
};
