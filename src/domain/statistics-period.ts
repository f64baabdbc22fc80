// The statistics screen's periods on the Kuwait calendar (part 2 §2 Statistics screen): a month, or the
// twelve months that end with it (a rolling year: in January a calendar year would be nearly empty).
import { Temporal } from 'temporal-polyfill';

export type StatisticsView = 'month' | 'year';

/** The first month the server accepts (src/api/schemas/statistics.ts `Month`). */
export const FIRST_MONTH = '2000-01';

/** How many months the month selector lists, the current one first. */
export const MONTHS_LISTED = 24;

/** What the charts' calls send (the `StatisticsQuery` of the contract). */
export type PeriodQuery = { type: 'monthly'; month: string } | { startDate: string; endDate: string };

/** Today's month in Kuwait ('YYYY-MM'). */
export const monthOf = (day: string) => day.slice(0, 7);

/** Is `month` after the month of `today` (a future month, which the selector never offers)? */
export const isFutureMonth = (month: string, today: string) => Temporal.PlainYearMonth.compare(month, monthOf(today)) > 0;

/** Is `month` one the server and the selector accept: from FIRST_MONTH up to this month? */
export const isChoosableMonth = (month: string, today: string) =>
  /^\d{4}-\d{2}$/.test(month) && Temporal.PlainYearMonth.compare(month, FIRST_MONTH) >= 0 && !isFutureMonth(month, today);

export const addMonthsTo = (month: string, months: number) => Temporal.PlainYearMonth.from(month).add({ months }).toString();

/**
 * The call's period: the month itself, or the twelve months ending with it (from the first day of the
 * month eleven before, to the month's last day or today when it is this month; never over a year).
 */
export function periodQuery(view: StatisticsView, month: string, today: string): PeriodQuery {
  if (view === 'month') return { type: 'monthly', month };
  const end = Temporal.PlainYearMonth.from(month);
  const last = end.toPlainDate({ day: end.daysInMonth });
  const endDate = Temporal.PlainDate.compare(last, today) > 0 ? today : last.toString();
  const start = end.subtract({ months: 11 });
  const first = Temporal.PlainYearMonth.compare(start, FIRST_MONTH) < 0 ? Temporal.PlainYearMonth.from(FIRST_MONTH) : start;
  return { startDate: first.toPlainDate({ day: 1 }).toString(), endDate };
}

/** The months the selector lists: this one first, back MONTHS_LISTED months (never before FIRST_MONTH). */
export function listedMonths(today: string, count = MONTHS_LISTED): string[] {
  const months: string[] = [];
  for (let m = monthOf(today); months.length < count && Temporal.PlainYearMonth.compare(m, FIRST_MONTH) >= 0; m = addMonthsTo(m, -1)) months.push(m);
  return months;
}
