// A tab's bookings grouped by status with their counts (awaiting payment, active,
// upcoming, expired). Each group shows its first cards and "Show more" for the rest; the expired ones
// stay folded until asked for: a phone shows what still matters instead of one list of 60 cards.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceStatus } from '../../../domain/service-status';
import { groupCards, type ServiceCard } from './service-cards.connect';
import { ServiceCardView } from './ServiceCardView';

/** How many cards a group shows at first, and how many more each "Show more" adds. */
export const GROUP_PAGE = 9;
const FIRST: Record<ServiceStatus, number> = { unpaid: GROUP_PAGE, active: GROUP_PAGE, upcoming: GROUP_PAGE, expired: 0 };

/** `name`: what the groups' ids start with (one tab's groups beside another's). */
export function ServiceCardGroups({ name, cards, onPay, onDetails, onDelete, highlight = null }: {
  name: string; cards: ServiceCard[]; onPay: (path: string) => void; onDetails: (card: ServiceCard) => void; onDelete?: (card: ServiceCard) => void;
  /** The card of the booking just paid. */
  highlight?: string | null;
}) {
  const { t } = useTranslation('services');
  const [limits, setLimits] = useState(FIRST);
  const id = `services-${name}`;
  const groups = groupCards(cards);
  const more = (status: ServiceStatus) => setLimits((l) => ({ ...l, [status]: l[status] + (status === 'expired' && l.expired === 0 ? GROUP_PAGE : 2 * GROUP_PAGE) }));
  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-label={t('groups.label')} className="flex flex-wrap gap-2 text-sm" data-testid="service-counts">
        {groups.map((g) => (
          <button key={g.status} type="button"
            className="rounded-full bg-white px-3 py-1 font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
            onClick={() => {
              if (limits[g.status] === 0) more(g.status);
              document.getElementById(`${id}-${g.status}`)?.scrollIntoView({ block: 'start' });
            }}>
            {t('groups.count', { label: t(`groups.${g.status}`), n: g.cards.length })}
          </button>
        ))}
      </div>
      {groups.map((g) => {
        const shown = g.cards.slice(0, limits[g.status]);
        const left = g.cards.length - shown.length;
        return (
          <section key={g.status} id={`${id}-${g.status}`} aria-labelledby={`${id}-${g.status}-title`} data-testid="service-group" data-status={g.status}
            className="flex scroll-mt-20 flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`${id}-${g.status}-title`} className="text-base font-semibold text-slate-800">
                {t(`groups.${g.status}`)} <span className="ms-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">{t('groups.n', { n: g.cards.length })}</span>
              </h3>
              {g.status === 'expired' && shown.length > 0 && (
                <button type="button" className={LINK} onClick={() => setLimits((l) => ({ ...l, expired: 0 }))}>{t('groups.hide-expired')}</button>
              )}
            </div>
            {shown.length > 0 && (
              <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                {shown.map((card) => <ServiceCardView key={card.key} card={card} onPay={onPay} onDetails={() => onDetails(card)} onDelete={onDelete && (() => onDelete(card))} highlighted={card.key === highlight} />)}
              </div>
            )}
            {left > 0 && (
              <button type="button" className={`${LINK} self-start`} data-testid="service-group-more" onClick={() => more(g.status)}>
                {g.status === 'expired' && shown.length === 0 ? t('groups.show-expired', { n: g.cards.length }) : t('groups.show-more', { n: left })}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}

const LINK = 'rounded-lg px-3 py-1.5 text-sm font-semibold text-teal-800 ring-1 ring-teal-700/30 hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none';
