import { describe, expect, it } from 'vitest';
import { sellerDay, sellerDayRange, sellerMonth } from './seller-time';

describe('seller time (Asia/Kuwait, UTC+3)', () => {
  it('maps a calendar day to its instants there', () => {
    expect(sellerDayRange('2026-03-02')).toEqual({ from: new Date('2026-03-01T21:00:00Z'), to: new Date('2026-03-02T21:00:00Z') });
    expect(sellerDayRange('2026-12-31').to).toEqual(new Date('2026-12-31T21:00:00Z'));
    expect(sellerDayRange('2028-02-29').to).toEqual(new Date('2028-02-29T21:00:00Z'));
  });

  it('names the month there, not in UTC', () => {
    expect(sellerMonth(new Date('2026-03-31T20:59:59Z'))).toBe('2026-03');
    expect(sellerMonth(new Date('2026-03-31T21:00:00Z'))).toBe('2026-04');
    expect(sellerMonth(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01');
  });

  it('names the day there, not in UTC', () => {
    expect(sellerDay(new Date('2026-03-01T20:59:59Z'))).toBe('2026-03-01');
    expect(sellerDay(new Date('2026-03-01T21:00:00Z'))).toBe('2026-03-02');
  });
});
