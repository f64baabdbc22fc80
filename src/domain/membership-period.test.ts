import { expect, it } from 'vitest';
import { periodEnd } from './membership-period';

it('ends a period on the seller calendar: a month from 31 January is the end of February, a year is a year', () => {
  // 31 Jan 2026 10:00 in Kuwait (UTC+3).
  const start = new Date('2026-01-31T07:00:00Z');
  expect(periodEnd(start, 'month', 1).toISOString()).toBe('2026-02-28T07:00:00.000Z');
  expect(periodEnd(start, 'month', 3).toISOString()).toBe('2026-04-30T07:00:00.000Z');
  expect(periodEnd(start, 'year', 1).toISOString()).toBe('2027-01-31T07:00:00.000Z');
});
