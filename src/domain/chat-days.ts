// Part 1 §2 Chats: messages grouped by their day in Kuwait, the two nearest named Today and Yesterday.
import { Temporal } from 'temporal-polyfill';
import { addDays } from './calendar';

/** The Kuwait calendar day ('YYYY-MM-DD') of an instant. */
export const kuwaitDay = (iso: string) => Temporal.Instant.from(iso).toZonedDateTimeISO('Asia/Kuwait').toPlainDate().toString();

/** 'today', 'yesterday', or null for an older day (shown as its date). */
export function dayName(day: string, today: string): 'today' | 'yesterday' | null {
  if (day === today) return 'today';
  return day === addDays(today, -1) ? 'yesterday' : null;
}

/** Items in order, cut into runs of the same day (`dayOf` may give null for items of no day). */
export function groupByDay<T, D extends string | null = string>(items: T[], dayOf: (item: T) => D): Array<{ day: D; items: T[] }> {
  const groups: Array<{ day: D; items: T[] }> = [];
  for (const item of items) {
    const day = dayOf(item);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
