import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_EXPIRING_SOON_MS } from './limits';
import { daysLeft, membershipStanding } from './membership-standing';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const endingIn = (ms: number) => ({ status: 'active' as const, endDate: new Date(NOW + ms).toISOString() });
const unpaid = { status: 'unpaid' as const, endDate: null };

describe('membership standing (part 2 §4)', () => {
  it('is expiring within 3 days of the end, active before, expired after', () => {
    expect(MEMBERSHIP_EXPIRING_SOON_MS).toBe(259_200_000);
    expect(membershipStanding(endingIn(MEMBERSHIP_EXPIRING_SOON_MS + 1), null, NOW)).toBe('active');
    expect(membershipStanding(endingIn(MEMBERSHIP_EXPIRING_SOON_MS), null, NOW)).toBe('expiring');
    expect(membershipStanding(endingIn(1), null, NOW)).toBe('expiring');
    expect(membershipStanding(endingIn(0), null, NOW)).toBe('expired');
  });

  it('is expired when the status is not active, whatever the end date', () => {
    expect(membershipStanding({ status: 'expired', endDate: new Date(NOW + 10 * 86_400_000).toISOString() }, null, NOW)).toBe('expired');
  });

  it('is unpaid only without a paid membership; none without either', () => {
    expect(membershipStanding(null, unpaid, NOW)).toBe('unpaid');
    expect(membershipStanding(endingIn(30 * 86_400_000), unpaid, NOW)).toBe('active');
    expect(membershipStanding(null, null, NOW)).toBe('none');
  });

  it('counts days left rounded up, never below zero', () => {
    expect(daysLeft(new Date(NOW + 2 * 86_400_000).toISOString(), NOW)).toBe(2);
    expect(daysLeft(new Date(NOW + 36 * 3_600_000).toISOString(), NOW)).toBe(2);
    expect(daysLeft(new Date(NOW - 1).toISOString(), NOW)).toBe(0);
  });
});
