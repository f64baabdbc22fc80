import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db';
import { throttles } from '../db/schema';
import { HttpError } from '../http/errors';

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

/** 429 with `message` (worded in minutes) while `key` is locked; nothing while it is not. */
export async function refuseWhileLocked(db: Db, key: string, message: string, now: Date): Promise<void> {
  const lockedMs = await lockedForMs(db, [key], now);
  if (lockedMs <= 0) return;
  const retryAfter = Math.ceil(lockedMs / 1000);
  throw new HttpError(429, message, { vars: { count: Math.ceil(retryAfter / 60) }, retryAfter });
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

/**
 * Counts one event on every key unless one of them is locked: the check and the count happen in one
 * transaction holding the keys' rows, so a burst of concurrent requests cannot all pass a check made
 * before any of them was counted. Returns the milliseconds until the longest lock ends (0: counted,
 * go on); a refused event counts on no key.
 */
export async function takeSlot(db: Db, limits: { key: string; rule: ThrottleRule }[], now: Date): Promise<number> {
  const keys = limits.map((l) => l.key);
  return db.transaction(async (tx) => {
    await tx.insert(throttles).values(keys.map((key) => ({ key, count: 0, windowStart: now }))).onConflictDoNothing();
    // Always the same order, so two requests on overlapping keys cannot deadlock.
    const rows = await tx.select().from(throttles).where(inArray(throttles.key, keys)).orderBy(asc(throttles.key)).for('update');
    const lockedMs = Math.max(0, ...rows.map((r) => (r.lockedUntil && r.lockedUntil > now ? r.lockedUntil.getTime() - now.getTime() : 0)));
    if (lockedMs > 0) return lockedMs;
    for (const row of rows) {
      const rule = limits.find((l) => l.key === row.key)!.rule;
      const fresh = row.windowStart.getTime() <= now.getTime() - rule.windowMs || (row.lockedUntil !== null && row.lockedUntil <= now);
      const count = fresh ? 1 : row.count + 1;
      const windowStart = fresh ? now : row.windowStart;
      const lockedUntil = rule.max !== undefined && count >= rule.max
        ? new Date(rule.lockMs !== undefined ? now.getTime() + rule.lockMs : windowStart.getTime() + rule.windowMs)
        : null;
      await tx.update(throttles).set({ count, windowStart, lockedUntil }).where(eq(throttles.key, row.key));
    }
    return 0;
  });
}

/**
 * The 429 for a lock of `lockedMs`, worded in minutes, or in hours when the wait is over an hour
 * (a day's limit). `key` names both texts: `key_*` (minutes) and `key-hours_*`.
 */
export function limitReached(key: string, lockedMs: number): HttpError {
  const retryAfter = Math.ceil(lockedMs / 1000);
  const minutes = Math.ceil(retryAfter / 60);
  return minutes > 60
    ? new HttpError(429, `${key}-hours`, { vars: { count: Math.ceil(minutes / 60) }, retryAfter })
    : new HttpError(429, key, { vars: { count: minutes }, retryAfter });
}

export async function clearThrottles(db: Db, keys: string[]): Promise<void> {
  if (keys.length) await db.delete(throttles).where(inArray(throttles.key, keys));
}

/** Events counted for `key` in its current window (0 when the window ran out or nothing was counted). */
export async function countInWindow(db: Db, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db.select({ count: throttles.count, windowStart: throttles.windowStart }).from(throttles).where(eq(throttles.key, key));
  return row && row.windowStart.getTime() > now.getTime() - windowMs ? row.count : 0;
}
