import { sellerDay, sellerDayRange } from '../seller-time';

/** The calendar day `n` days after `day` (YYYY-MM-DD; calendar arithmetic, no time zone involved). */
export function addDays(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** `days` consecutive calendar days from `start`. */
export const daysFrom = (start: string, days: number): string[] => Array.from({ length: days }, (_, i) => addDays(start, i));

/** A booking of `days` days from `start`, as instants on the seller's calendar: [first day's start, day after the last's start). */
export function bookingRange(start: string, days: number): { from: Date; to: Date } {
  return { from: sellerDayRange(start).from, to: sellerDayRange(addDays(start, days)).from };
}

/** Today on the seller's calendar. */
export const today = (now: Date) => sellerDay(now);
