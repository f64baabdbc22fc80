import { expect, it } from 'vitest';
import { periodEnd, periodStart } from './membership-period';

it('ends a period on the seller calendar: a month from 31 January is the end of February, a year is a year', () => {
  // 31 Jan 2026 10:00 in Kuwait (UTC+3).
  const start = new Date('2026-01-31T07:00:00Z');
  expect(periodEnd(start, 'month', 1).toISOString()).toBe('2026-02-28T07:00:00.000Z');
  expect(periodEnd(start, 'month', 3).toISOString()).toBe('2026-04-30T07:00:00.000Z');
  expect(periodEnd(start, 'year', 1).toISOString()).toBe('2027-01-31T07:00:00.000Z');
});

it('starts a period that ends at a given instant on the seller calendar, where the UTC date is a day behind', () => {
  // 1 Dec 2026 01:18 in Kuwait is still 30 November in UTC: a month before is 1 November in Kuwait.
  expect(periodStart(new Date('2026-11-30T22:18:00Z'), 'month', 1).toISOString()).toBe('2026-10-31T22:18:00.000Z');
  // 31 March − 1 month is the end of February.
  expect(periodStart(new Date('2026-03-31T07:00:00Z'), 'month', 1).toISOString()).toBe('2026-02-28T07:00:00.000Z');
  expect(periodStart(new Date('2027-01-31T07:00:00Z'), 'year', 1).toISOString()).toBe('2026-01-31T07:00:00.000Z');
});
