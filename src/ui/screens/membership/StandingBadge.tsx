import { useTranslation } from 'react-i18next';
import type { MembershipStanding } from '../../../domain/membership-standing';
import { cx } from '../../kit/cx';

const tones: Record<MembershipStanding, string> = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  expiring: 'bg-amber-50 text-amber-900 ring-amber-300',
  expired: 'bg-rose-50 text-rose-800 ring-rose-200',
  unpaid: 'bg-sky-50 text-sky-900 ring-sky-200',
  none: 'bg-slate-100 text-slate-700 ring-slate-200',
};

/** The membership's status as a badge: active, expiring soon (flagged in amber), expired, unpaid, none. */
export function StandingBadge({ standing }: { standing: MembershipStanding }) {
  const { t } = useTranslation('membership');
  return (
    <span data-testid="membership-status" data-standing={standing} className={cx('inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-inset', tones[standing])}>
      {standing === 'expiring' && (
        <svg viewBox="0 0 20 20" className="size-3.5" fill="currentColor" aria-hidden="true">
          <path fillRule="evenodd" d="M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm.75-12.5a.75.75 0 0 0-1.5 0V10c0 .2.08.39.22.53l2.5 2.5a.75.75 0 1 0 1.06-1.06l-2.28-2.28V5.5Z" clipRule="evenodd" />
        </svg>
      )}
      {t(`card.status.${standing}`)}
    </span>
  );
}
