import { Temporal } from 'temporal-polyfill';

/** Plans are sold by calendar months and years (part 2 §9: 1 month, 3 months, 1 year). */
export type PeriodUnit = 'month' | 'year';

/** Kuwait: the seller's calendar, whatever the server's own time zone. */
const SELLER_TIME_ZONE = 'Asia/Kuwait';

/**
 * The end of a period that starts at `start`: calendar months and years on the seller's calendar
 * (a month from 31 January ends on the last day of February), not a fixed number of days.
 */
export function periodEnd(start: Date, unit: PeriodUnit, count: number): Date {
  const zoned = Temporal.Instant.fromEpochMilliseconds(start.getTime()).toZonedDateTimeISO(SELLER_TIME_ZONE);
  const end = zoned.add(unit === 'year' ? { years: count } : { months: count });
  return new Date(end.epochMilliseconds);
}

/**
 * The start of a period that ends at `end`, on the same calendar. Not the inverse of periodEnd at a
 * month's end (31 October + 1 month is 30 November; 30 November − 1 month is 30 October): a period
 * that must end at a given instant keeps that end rather than recomputing it from this start.
 */
export function periodStart(end: Date, unit: PeriodUnit, count: number): Date {
  const zoned = Temporal.Instant.fromEpochMilliseconds(end.getTime()).toZonedDateTimeISO(SELLER_TIME_ZONE);
  const start = zoned.subtract(unit === 'year' ? { years: count } : { months: count });
  return new Date(start.epochMilliseconds);
}
