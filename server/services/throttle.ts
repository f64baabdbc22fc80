import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { throttles } from '../db/schema';

/**
 * At most `max` events per `windowMs`; reaching it locks the key for `lockMs`, or until the window
 * ends. Without `max` the key only counts (a counter that slows down rather than refuses).
 */
export interface ThrottleRule {
  max?: number;
  windowMs: number;
  lockMs?: number;
}

/** Milliseconds until every one of `keys` is unlocked (0 when none is locked). */
export async function lockedForMs(db: Db, keys: string[], now: Date): Promise<number> {
  if (keys.length === 0) return 0;
  const rows = await db
    .select({ lockedUntil: throttles.lockedUntil })
    .from(throttles)
    .where(and(inArray(throttles.key, keys), gt(throttles.lockedUntil, now)));
  return Math.max(0, ...rows.map((r) => r.lockedUntil!.getTime() - now.getTime()));
}

/** Counts one event; a window that ran out, or a lock that expired, starts the count again. */
export async function recordEvent(db: Db, key: string, rule: ThrottleRule, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(throttles).values({ key, count: 0, windowStart: now }).onConflictDoNothing();
    // The row lock makes concurrent failures from several server processes count one by one.
    const [row] = await tx.select().from(throttles).where(eq(throttles.key, key)).for('update');
    const windowOver = row.windowStart.getTime() <= now.getTime() - rule.windowMs;
    const lockOver = row.lockedUntil !== null && row.lockedUntil <= now;
    const fresh = windowOver || lockOver;
    const count = fresh ? 1 : row.count + 1;
    const windowStart = fresh ? now : row.windowStart;
    const lockedUntil =
      rule.max !== undefined && count >= rule.max
        ? new Date(rule.lockMs !== undefined ? now.getTime() + rule.lockMs : windowStart.getTime() + rule.windowMs)
        : fresh ? null : row.lockedUntil;
    await tx.update(throttles).set({ count, windowStart, lockedUntil }).where(eq(throttles.key, key));
  });
}

export async function clearThrottles(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(throttles).where(inArray(throttles.key, keys));
}

/** Events counted for `key` in its current window (0 when the window ran out or nothing was counted). */
export async function countInWindow(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db.select({ count: throttles.count, windowStart: throttles.windowStart }).from(throttles).where(eq(throttles.key, key));
  return row && row.windowStart.getTime() > now.getTime() - windowMs ? row.count : 0;
}
