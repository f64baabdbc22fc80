// What is being paid and how much: the cart item as the server priced it (never a client's price).
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../api/schemas/memberships';
import { formatKwd } from '../../../domain/money';
import { useLocale } from '../../app-context';

export function PaymentSummary({ item }: { item: CartItem }) {
  const { t, i18n } = useTranslation('payment');
  const [locale] = useLocale();
  const typeKey = `payment:item-types.${item.paymentForType}`;
  return (
    <section aria-label={t('summary')} className="rounded-xl border border-slate-200 bg-white p-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {i18n.exists(typeKey) && (
          <>
            <dt className="text-slate-500">{t('for')}</dt>
            <dd className="text-end font-medium text-slate-900">{t(typeKey)}</dd>
          </>
        )}
        <dt className="text-slate-500">{t('amount')}</dt>
        <dd className="text-end text-lg font-bold text-slate-900" data-testid="payment-amount">{formatKwd(item.amount, locale)}</dd>
      </dl>
    </section>
  );
}
