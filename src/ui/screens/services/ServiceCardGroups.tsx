// Issue 31 item 14: a tab's bookings grouped by status with their counts (awaiting payment, active,
// upcoming, expired); the expired ones, most of a long-standing seller's list, stay folded until asked
// for, so a phone shows what still matters instead of one list of 60 cards.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../kit/cx';
import { groupCards, type ServiceCard } from './service-cards.connect';
import { ServiceCardView } from './ServiceCardView';

/** `name`: what the groups' ids start with (one tab's groups beside another's). */
export function ServiceCardGroups({ name, cards, onPay, onDetails }: {
  name: string; cards: ServiceCard[]; onPay: (path: string) => void; onDetails: (card: ServiceCard) => void;
}) {
  const { t } = useTranslation('services');
  const [showExpired, setShowExpired] = useState(false);
  const id = `services-${name}`;
  const groups = groupCards(cards);
  return (
    <div className="flex flex-col gap-6">
      <div role="group" aria-label={t('groups.label')} className="flex flex-wrap gap-2 text-sm" data-testid="service-counts">
        {groups.map((g) => (
          <button key={g.status} type="button"
            className="rounded-full bg-white px-3 py-1 font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
            onClick={() => {
              if (g.status === 'expired') setShowExpired(true);
              document.getElementById(`${id}-${g.status}`)?.scrollIntoView({ block: 'start' });
            }}>
            {t('groups.count', { label: t(`groups.${g.status}`), n: g.cards.length })}
          </button>
        ))}
      </div>
      {groups.map((g) => {
        const folded = g.status === 'expired' && !showExpired;
        return (
          <section key={g.status} id={`${id}-${g.status}`} aria-labelledby={`${id}-${g.status}-title`} data-testid="service-group" data-status={g.status}
            className="flex scroll-mt-20 flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`${id}-${g.status}-title`} className="text-base font-semibold text-slate-800">
                {t(`groups.${g.status}`)} <span className="ms-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">{t('groups.n', { n: g.cards.length })}</span>
              </h3>
              {g.status === 'expired' && (
                <button type="button" aria-expanded={!folded} aria-controls={`${id}-expired-list`}
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-teal-800 ring-1 ring-teal-700/30 hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
                  onClick={() => setShowExpired(!showExpired)}>
                  {folded ? t('groups.show-expired', { n: g.cards.length }) : t('groups.hide-expired')}
                </button>
              )}
            </div>
            <div id={g.status === 'expired' ? `${id}-expired-list` : undefined} className={cx('grid gap-4 sm:grid-cols-2 xl:grid-cols-3', folded && 'hidden')}>
              {!folded && g.cards.map((card) => <ServiceCardView key={card.key} card={card} onPay={onPay} onDetails={() => onDetails(card)} />)}
            </div>
          </section>
        );
      })}
    </div>
  );
}
