import { and, asc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { daySlots } from '../../db/schema';
import { HttpError } from '../../http/errors';

/** Part 2 §8: the reply when a day's places went to someone else. */
export const datesUnavailable = () => new HttpError(409, 'server.dates-unavailable');

/**
 * Takes one place on each of `days` in `pool`, or none (the caller's transaction rolls back on the
 * throw). The rows are created, then locked in day order (two bookings never wait on each other in
 * a cycle), then raised only where `used < capacity`: a booking that waited for another's last place
 * sees it taken once that one commits, and is refused.
 */
export async function takeSlots(tx: Db, pool: string, days: string[], capacity: number): Promise<void> {
  if (days.length === 0) return;
  const sorted = [...new Set(days)].sort();
  await tx.insert(daySlots).values(sorted.map((day) => ({ pool, day }))).onConflictDoNothing();
  await tx.select({ day: daySlots.day }).from(daySlots)
    .where(and(eq(daySlots.pool, pool), inArray(daySlots.day, sorted))).orderBy(asc(daySlots.day)).for('update');
  const raised = await tx.update(daySlots).set({ used: sql`${daySlots.used} + 1` })
    .where(and(eq(daySlots.pool, pool), inArray(daySlots.day, sorted), lt(daySlots.used, capacity)))
    .returning({ day: daySlots.day });
  if (raised.length !== sorted.length) throw datesUnavailable();
}

/** Gives back the places of a booking removed unpaid. */
export async function releaseSlots(tx: Db, pool: string, days: string[]): Promise<void> {
  if (days.length === 0) return;
  const sorted = [...new Set(days)].sort();
  await tx.select({ day: daySlots.day }).from(daySlots)
    .where(and(eq(daySlots.pool, pool), inArray(daySlots.day, sorted))).orderBy(asc(daySlots.day)).for('update');
  await tx.update(daySlots).set({ used: sql`${daySlots.used} - 1` })
    .where(and(eq(daySlots.pool, pool), inArray(daySlots.day, sorted)));
}

/**
 * At fulfilment: locks the days' rows of `pool` and tells whether each exists and holds no
 * more than `capacity` places, paid and unpaid together (the booking being paid counts itself).
 */
export async function withinCapacity(tx: Db, pool: string, days: string[], capacity: number): Promise<boolean> {
  if (days.length === 0) return true;
  const sorted = [...new Set(days)].sort();
  const rows = await tx.select({ used: daySlots.used }).from(daySlots)
    .where(and(eq(daySlots.pool, pool), inArray(daySlots.day, sorted))).orderBy(asc(daySlots.day)).for('update');
  return rows.length === sorted.length && rows.every((r) => r.used <= capacity);
}

/** The days of [start, end] in `pool` with any place taken, and how many. */
export async function slotsBetween(db: Db, pool: string, start: string, end: string): Promise<{ day: string; used: number }[]> {
  return db.select({ day: daySlots.day, used: daySlots.used }).from(daySlots)
    .where(and(eq(daySlots.pool, pool), gte(daySlots.day, start), lte(daySlots.day, end), sql`${daySlots.used} > 0`))
    .orderBy(asc(daySlots.day));
}
