import { Temporal } from 'temporal-polyfill';
import type { OverviewQuery, StatisticsQuery } from '../../../src/api/schemas/statistics';
import { SELLER_TIME_ZONE } from '../seller-time';

/** A statistics period on the seller's calendar: its days, their instants, and the chart's points. */
export interface Period {
  /** First and last Kuwait day, inclusive ('YYYY-MM-DD'). */
  firstDay: string;
  lastDay: string;
  /** [from, to): Kuwait midnight of the first day to Kuwait midnight after the last. */
  from: Date;
  to: Date;
  unit: 'day' | 'month';
  /**
   * Every point of the chart up to today in Kuwait, in order ('YYYY-MM-DD' or 'YYYY-MM'), so an empty day
   * still has its zero and a day (or month) still to come has no point at all.
   */
  points: string[];
}

/** A range of up to 31 days is drawn day by day; longer (a year view), month by month. */
const DAILY_UP_TO = 31;

const midnight = (day: Temporal.PlainDate) => new Date(day.toZonedDateTime({ timeZone: SELLER_TIME_ZONE }).epochMilliseconds);

/** Today on the seller's calendar. */
export const kuwaitToday = (now: Date) => Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(SELLER_TIME_ZONE).toPlainDate();

function periodOf(first: Temporal.PlainDate, last: Temporal.PlainDate, now: Date): Period {
  const days = first.until(last, { largestUnit: 'days' }).days + 1;
  const unit = days <= DAILY_UP_TO ? 'day' : 'month';
  const today = kuwaitToday(now);
  const points: string[] = [];
  if (unit === 'day') {
    const end = Temporal.PlainDate.compare(last, today) < 0 ? last : today;
    for (let d = first; Temporal.PlainDate.compare(d, end) <= 0; d = d.add({ days: 1 })) points.push(d.toString());
  } else {
    const lastMonth = last.toPlainYearMonth();
    const thisMonth = today.toPlainYearMonth();
    const end = Temporal.PlainYearMonth.compare(lastMonth, thisMonth) < 0 ? lastMonth : thisMonth;
    for (let m = first.toPlainYearMonth(); Temporal.PlainYearMonth.compare(m, end) <= 0; m = m.add({ months: 1 })) points.push(m.toString());
  }
  return { firstDay: first.toString(), lastDay: last.toString(), from: midnight(first), to: midnight(last.add({ days: 1 })), unit, points };
}

/** The period a validated query names (the schema has already refused anything else); `now` clips its points. */
export function periodFrom(query: StatisticsQuery, now: Date): Period {
  if (query.month !== undefined) {
    const month = Temporal.PlainYearMonth.from(query.month);
    return periodOf(month.toPlainDate({ day: 1 }), month.toPlainDate({ day: month.daysInMonth }), now);
  }
  return periodOf(Temporal.PlainDate.from(query.startDate!), Temporal.PlainDate.from(query.endDate!), now);
}

/** The overview's period: the one asked, or all time (undefined). */
export const optionalPeriodFrom = (query: OverviewQuery, now: Date): Period | undefined =>
  query.month !== undefined || query.startDate !== undefined ? periodFrom(query, now) : undefined;

/** The Kuwait months a period touches ('YYYY-MM-01'), and the instants of those months outside it ([from, to) each). */
export function monthsOf(period: Period): { months: string[]; outside: [Date, Date][] } {
  const first = Temporal.PlainDate.from(period.firstDay);
  const last = Temporal.PlainDate.from(period.lastDay);
  const months: string[] = [];
  const end = last.toPlainYearMonth();
  for (let m = first.toPlainYearMonth(); Temporal.PlainYearMonth.compare(m, end) <= 0; m = m.add({ months: 1 })) months.push(m.toPlainDate({ day: 1 }).toString());
  const outside: [Date, Date][] = [];
  const monthStart = first.with({ day: 1 });
  if (Temporal.PlainDate.compare(monthStart, first) < 0) outside.push([midnight(monthStart), period.from]);
  const monthEnd = last.with({ day: last.daysInMonth }).add({ days: 1 });
  if (Temporal.PlainDate.compare(last.add({ days: 1 }), monthEnd) < 0) outside.push([period.to, midnight(monthEnd)]);
  return { months, outside };
}
