// The month selector (Kuwait months, this one first, no future month) and the switch between the month
// and the twelve months ending with it.
import { useTranslation } from 'react-i18next';
import { addMonthsTo, FIRST_MONTH, listedMonths, monthOf, type StatisticsView } from '../../../domain/statistics-period';
import { cx } from '../../kit/cx';
import { monthName } from './statistics-format';

type Props = {
  view: StatisticsView;
  month: string;
  today: string;
  onView: (view: StatisticsView) => void;
  onMonth: (month: string) => void;
};

const Chevron = ({ className }: { className?: string }) => (
  <svg viewBox="0 0 20 20" className={cx('size-5 rtl:-scale-x-100', className)} fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
    <path d="M12.5 4.5 7 10l5.5 5.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const arrow = 'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-300';

export function PeriodPicker({ view, month, today, onView, onMonth }: Props) {
  const { t, i18n } = useTranslation('statistics');
  const months = listedMonths(today);
  // A month chosen by the arrows before the list's first stays choosable in the list.
  const options = months.includes(month) ? months : [...months, month];
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div role="group" aria-label={t('period.view')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
        {(['month', 'year'] as const).map((v) => (
          <button key={v} type="button" aria-pressed={view === v} onClick={() => onView(v)}
            className="rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-teal-800 aria-pressed:shadow-sm">
            {t(`period.${v}`)}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <button type="button" className={arrow} aria-label={t('period.previous')} disabled={month <= FIRST_MONTH} onClick={() => onMonth(addMonthsTo(month, -1))}>
          <Chevron />
        </button>
        <select aria-label={t(view === 'month' ? 'period.month' : 'period.last-month')} value={month} onChange={(e) => onMonth(e.target.value)}
          className="h-10 min-w-0 rounded-lg border-0 bg-white ps-3 pe-8 text-sm text-slate-900 ring-1 ring-inset ring-slate-300">
          {options.map((m) => <option key={m} value={m}>{monthName(m, i18n.language)}</option>)}
        </select>
        <button type="button" className={arrow} aria-label={t('period.next')} disabled={month >= monthOf(today)} onClick={() => onMonth(addMonthsTo(month, 1))}>
          <Chevron className="rotate-180" />
        </button>
      </div>
    </div>
  );
}
