import { useTranslation } from 'react-i18next';
import type { MembershipService } from '../../../api/schemas/memberships';
import { serviceText } from './membership-text';

/** The services a membership (or a plan) includes, each with its credits: left, or brought each period. */
/** `narrow`: one column, for a plan's card among three (two columns there squeeze the names onto their credits). */
export function MembershipServices({ services, creditsAre, labelledBy, narrow = false }: { services: MembershipService[]; creditsAre: 'left' | 'a-period'; labelledBy?: string; narrow?: boolean }) {
  const { t } = useTranslation('membership');
  if (!services.length) return <p className="text-sm text-slate-500">{t('card.no-services')}</p>;
  return (
    <ul aria-labelledby={labelledBy} className={narrow ? 'grid gap-2' : 'grid gap-2 sm:grid-cols-2'}>
      {services.map((service) => (
        <li key={service.type} className="flex items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm">
          <span className="min-w-0 font-medium text-slate-800">{serviceText(t, service.type)}</span>
          <span className="shrink-0 text-slate-600">
            {t(creditsAre === 'left' ? 'card.credits-left' : 'card.credits-a-period', { count: service.remainingValue })}
          </span>
        </li>
      ))}
    </ul>
  );
}
