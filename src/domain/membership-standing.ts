import { Temporal } from 'temporal-polyfill';
import { MEMBERSHIP_EXPIRING_SOON_MS } from './limits';

/**
 * Where a company stands with its membership, as the card shows it (part 2 §4): active, expiring
 * (within 3 days of its end), expired (status not active), unpaid (only an unpaid one, waiting in
 * the cart), or none.
 */
export type MembershipStanding = 'active' | 'expiring' | 'expired' | 'unpaid' | 'none';

type Shown = { status: 'active' | 'expired' | 'unpaid'; endDate: string | null };

export function membershipStanding(paid: Shown | null, unpaid: Shown | null, now: number): MembershipStanding {
  if (!paid) return unpaid ? 'unpaid' : 'none';
  if (paid.status !== 'active' || !paid.endDate) return 'expired';
  const left = Date.parse(paid.endDate) - now;
  if (left <= 0) return 'expired';
  return left <= MEMBERSHIP_EXPIRING_SOON_MS ? 'expiring' : 'active';
}

/** Whole days (rounded up) until `endDate`: 'expires in 2 days' for anything from a day and a bit to two. */
export function daysLeft(endDate: string, now: number): number {
  const left = Temporal.Instant.from(endDate).since(Temporal.Instant.fromEpochMilliseconds(now));
  return Math.max(0, Math.ceil(left.total({ unit: 'hours' }) / 24));
}
