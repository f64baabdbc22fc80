// A booking's status as a badge (part 2 §4 Service card status): active, expired, awaiting payment,
// or upcoming with its first day.
import { useTranslation } from 'react-i18next';
import { formatDayMonthYear } from '../../../../domain/dates';
import type { ServiceStatus } from '../../../../domain/service-status';
import { cx } from '../../../kit/cx';

const BADGE = {
  active: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  upcoming: 'bg-sky-50 text-sky-900 ring-sky-200',
  expired: 'bg-slate-100 text-slate-600 ring-slate-200',
  unpaid: 'bg-amber-50 text-amber-900 ring-amber-200',
} as const;

/** The last day of a booking that ends at `to` (the instant after it). */
export const lastDay = (to: string) => new Date(Date.parse(to) - 1).toISOString();

export function ServiceStatusBadge({ status, from }: { status: ServiceStatus; from: string }) {
  const { t, i18n } = useTranslation('services');
  return (
    <span className={cx('rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset', BADGE[status])}>
      {status === 'upcoming' ? t('status.upcoming-from', { date: formatDayMonthYear(from, i18n.language) }) : t(`status.${status}`)}
    </span>
  );
}
