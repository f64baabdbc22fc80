import { expect, it } from 'vitest';
import { expiringMonth } from './seed-memberships';

const DAY = 86_400_000;

it("rival's month ends exactly two days after the seed at any hour, its start a calendar month earlier", () => {
  // 28 Nov 22:18 UTC is 29 Nov 01:18 in Kuwait: a start taken a UTC month back (30 October 22:18 UTC,
  // 31 October in Kuwait) ran through a Kuwait month ends on 30 November, one day after the seed, not two.
  for (const now of ['2026-11-28T22:18:00Z', '2026-11-28T09:00:00Z', '2026-02-26T23:30:00Z', '2026-12-29T21:05:00Z']) {
    const { start, end } = expiringMonth(new Date(now));
    expect(end.getTime() - Date.parse(now), now).toBe(2 * DAY);
    expect(start.getTime(), now).toBeLessThan(end.getTime() - 27 * DAY);
    expect(start.getTime(), now).toBeGreaterThan(end.getTime() - 32 * DAY);
  }
});
