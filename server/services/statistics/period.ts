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
  /** Every point of the chart, in order ('YYYY-MM-DD' or 'YYYY-MM'), so an empty day still has its zero. */
  points: string[];
}

/** A range of up to 31 days is drawn day by day; longer (a year view), month by month. */
const DAILY_UP_TO = 31;

const midnight = (day: Temporal.PlainDate) => new Date(day.toZonedDateTime({ timeZone: SELLER_TIME_ZONE }).epochMilliseconds);

function periodOf(first: Temporal.PlainDate, last: Temporal.PlainDate): Period {
  const days = first.until(last, { largestUnit: 'days' }).days + 1;
  const unit = days <= DAILY_UP_TO ? 'day' : 'month';
  const points: string[] = [];
  if (unit === 'day') {
    for (let d = first; Temporal.PlainDate.compare(d, last) <= 0; d = d.add({ days: 1 })) points.push(d.toString());
  } else {
    const end = last.toPlainYearMonth();
    for (let m = first.toPlainYearMonth(); Temporal.PlainYearMonth.compare(m, end) <= 0; m = m.add({ months: 1 })) points.push(m.toString());
  }
  return { firstDay: first.toString(), lastDay: last.toString(), from: midnight(first), to: midnight(last.add({ days: 1 })), unit, points };
}

/** The period a validated query names (the schema has already refused anything else). */
export function periodFrom(query: StatisticsQuery): Period {
  if (query.month !== undefined) {
    const month = Temporal.PlainYearMonth.from(query.month);
    return periodOf(month.toPlainDate({ day: 1 }), month.toPlainDate({ day: month.daysInMonth }));
  }
  return periodOf(Temporal.PlainDate.from(query.startDate!), Temporal.PlainDate.from(query.endDate!));
}

/** The overview's period: the one asked, or all time (undefined). */
export const optionalPeriodFrom = (query: OverviewQuery): Period | undefined =>
  query.month !== undefined || query.startDate !== undefined ? periodFrom(query) : undefined;
