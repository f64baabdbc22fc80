import type { Db } from '../db';
import { recordEvent, refuseWhileLocked } from '../services/throttle';

/**
 * Webhooks whose signature does not match, per sending address: the provider's own are signed and
 * never counted nor refused (however often it repeats them, whatever else comes from its address),
 * so only a flood of forged ones is refused, with 429.
 */
export const REFUSED_WEBHOOKS_PER_ADDRESS = 20;
const WINDOW_MS = 10 * 60_000;
const LOCK_MS = 15 * 60_000;

export function webhookThrottle(db: Db, address: string) {
  const key = `webhook:refused:${address}`;
  return {
    check: (now: Date) => refuseWhileLocked(db, key, 'server.too-many-attempts', now),
    refused: (now: Date) => recordEvent(db, key, { max: REFUSED_WEBHOOKS_PER_ADDRESS, windowMs: WINDOW_MS, lockMs: LOCK_MS }, now),
  };
}
