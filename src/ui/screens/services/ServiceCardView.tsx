// One booking on the Services screen: kind, status (upcoming shows its start date), product or title,
// description, dates, amount; Pay now while unpaid, Details for a promo offer.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear } from '../../../domain/dates';
import { formatKwd } from '../../../domain/money';
import { formatNumber } from '../../../domain/numbers';
import { Button } from '../../kit/Button';
import { UserText } from '../../kit/UserText';
import type { ServiceCard } from './service-cards.connect';
import { lastDay, ServiceStatusBadge } from './parts/ServiceStatusBadge';

export function ServiceCardView({ card, onPay, onDetails, onDelete, highlighted = false }: {
  card: ServiceCard; onPay: (path: string) => void; onDetails: () => void; onDelete?: () => void; highlighted?: boolean;
}) {
  // The booking just paid: brought into view once, and marked.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);
  const { t, i18n } = useTranslation('services');
  const locale = i18n.language;
  const titleId = `${card.key}-title`;
  const discount = card.discount && ('percent' in card.discount
    ? t('card.discount-percent', { value: formatNumber(card.discount.percent, locale) })
    : t('card.discount-fixed', { value: formatKwd(card.discount.fixed, locale) }));
  return (
    <article ref={ref} aria-labelledby={titleId} aria-current={highlighted ? 'true' : undefined} data-testid="service-card" data-kind={card.kind} data-status={card.status}
      className={`flex min-w-0 flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ${highlighted ? 'ring-2 ring-teal-600' : 'ring-1 ring-slate-200'}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">{t(`kind.${card.kind}`)}</h3>
        <ServiceStatusBadge status={card.status} from={card.from} />
      </div>
      <div className="flex min-w-0 items-center gap-3">
        {card.imageUrl && <img src={card.imageUrl} alt="" className="size-12 shrink-0 rounded-lg object-cover" />}
        <div className="flex min-w-0 flex-col">
          {card.subject && <UserText text={card.subject} className="font-medium text-slate-800" />}
          {card.description && <p dir="auto" className="text-sm break-words text-slate-600">{card.description}</p>}
          {discount && <p className="text-sm text-slate-600">{discount}</p>}
          {card.topDays > 0 && <p className="text-sm text-slate-600">{t('card.top-days', { count: card.topDays })}</p>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-500">{t('card.dates')}</dt>
        <dd className="text-slate-800">{t('card.range', { from: formatDayMonthYear(card.from, locale), to: formatDayMonthYear(lastDay(card.to), locale) })}</dd>
        <dt className="text-slate-500">{t('card.amount')}</dt>
        <dd className="text-slate-800">{formatKwd(card.amount, locale)}</dd>
      </dl>
      {(card.payPath || card.offer) && (
        <div className="mt-auto flex flex-wrap gap-2">
          {/* An unpaid booking: Delete (asked first) and Pay now. */}
          {card.payPath && onDelete && <Button variant="secondary" onClick={onDelete}>{t('card.delete')}</Button>}
          {card.payPath && <Button onClick={() => onPay(card.payPath!)}>{t('card.pay')}</Button>}
          {card.offer && <Button variant="secondary" onClick={onDetails}>{t('card.details')}</Button>}
        </div>
      )}
    </article>
  );
}
