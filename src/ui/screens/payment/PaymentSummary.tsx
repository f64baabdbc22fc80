// What is being paid (or was paid) and how much: the cart item as the server priced it (never a
// client's price) and what it pays for: the service, its product, banner title or
// plan, the days it runs, the amount; on /payment and on the success page alike.
import { useTranslation } from 'react-i18next';
import type { CartItem, CartItemDetails } from '../../../api/schemas/memberships';
import { formatDayMonthYear } from '../../../domain/dates';
import { formatKwd } from '../../../domain/money';
import { useLocale } from '../../app-context';
import { UserText } from '../../kit/UserText';

const hasDetails = (item: CartItem | CartItemDetails): item is CartItemDetails => 'kind' in item;
const MEMBERSHIP_KINDS: CartItemDetails['kind'][] = ['subscription', 'renewal'];

/** The rows: the service, what it is for, the days and what a renewal leads to. */
export function summaryRows(item: CartItemDetails, locale: string) {
  const membership = MEMBERSHIP_KINDS.includes(item.kind);
  const subject = locale === 'ar' && item.subjectAr ? item.subjectAr : item.subject;
  // A booking's `to` is the instant after its last day; a membership's is its end.
  const last = item.to && !membership ? new Date(Date.parse(item.to) - 1).toISOString() : item.to;
  return {
    kind: `payment:item-kinds.${item.kind}`,
    subjectLabel: membership ? 'payment:plan' : item.kind === 'premium' || item.kind === 'sliding' || item.kind === 'double' ? 'payment:banner-title' : 'payment:product',
    subject,
    from: item.from ? formatDayMonthYear(item.from, locale) : null,
    to: last ? formatDayMonthYear(last, locale) : null,
    renewal: item.kind === 'renewal',
  };
}

export function PaymentSummary({ item }: { item: CartItem | CartItemDetails }) {
  const { t, i18n } = useTranslation('payment');
  const [locale] = useLocale();
  const typeKey = `payment:item-types.${item.paymentForType}`;
  const rows = hasDetails(item) ? summaryRows(item, locale) : null;
  return (
    <section aria-label={t('summary')} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="payment-summary">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {rows ? (
          <>
            <dt className="text-slate-500">{t('for')}</dt>
            <dd className="text-end font-medium text-slate-900" data-testid="payment-kind">{t(rows.kind)}</dd>
            {rows.subject && (
              <>
                <dt className="text-slate-500">{t(rows.subjectLabel)}</dt>
                <dd className="flex justify-end font-medium text-slate-900" data-testid="payment-subject"><UserText text={rows.subject} truncate={false} /></dd>
              </>
            )}
            {rows.renewal && rows.to ? (
              <>
                <dt className="text-slate-500">{t('new-end')}</dt>
                <dd className="text-end font-medium text-slate-900" data-testid="payment-dates">{rows.to}</dd>
              </>
            ) : rows.from && rows.to && (
              <>
                <dt className="text-slate-500">{t('dates')}</dt>
                <dd className="text-end font-medium text-slate-900" data-testid="payment-dates">{t('range', { from: rows.from, to: rows.to })}</dd>
              </>
            )}
          </>
        ) : i18n.exists(typeKey) && (
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
