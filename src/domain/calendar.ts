// The month grid of the date picker, on Temporal plain dates (a day, no time zone, 'YYYY-MM-DD').
import { Temporal } from 'temporal-polyfill';

/** The days the server accepts (src/api/schemas/common.ts `Day`). */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';
/** Weeks start on Saturday in Kuwait (ISO weekday 6), in both languages. */
export const WEEK_STARTS_ON = 6;

const clamp = (day: Temporal.PlainDate) =>
  Temporal.PlainDate.compare(day, Temporal.PlainDate.from(FIRST_DAY)) < 0 ? FIRST_DAY
    : Temporal.PlainDate.compare(day, Temporal.PlainDate.from(LAST_DAY)) > 0 ? LAST_DAY : day.toString();

export const todayInKuwait = () => Temporal.Now.plainDateISO('Asia/Kuwait').toString();

/** The month's weeks as shown, Saturday first; null where a week runs into the next or previous month. */
export function monthWeeks(day: string): Array<Array<string | null>> {
  const first = Temporal.PlainDate.from(day).with({ day: 1 });
  const lead = (first.dayOfWeek - WEEK_STARTS_ON + 7) % 7;
  const cells: Array<string | null> = [...Array<null>(lead).fill(null), ...Array.from({ length: first.daysInMonth }, (_, i) => first.add({ days: i }).toString())];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** A few days or weeks away, kept inside the accepted range. */
export const addDays = (day: string, days: number) => clamp(Temporal.PlainDate.from(day).add({ days }));
/** The same day of another month (the 31st becomes the month's last day). */
export const addMonths = (day: string, months: number) => clamp(Temporal.PlainDate.from(day).add({ months }));
/** The first (0) or last (6) day of the day's week. */
export const weekEdge = (day: string, edge: 0 | 6) => {
  const d = Temporal.PlainDate.from(day);
  return clamp(d.add({ days: edge - ((d.dayOfWeek - WEEK_STARTS_ON + 7) % 7) }));
};
export const sameMonth = (a: string, b: string) => a.slice(0, 7) === b.slice(0, 7);
