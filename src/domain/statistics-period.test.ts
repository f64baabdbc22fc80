import { describe, expect, it } from 'vitest';
import { isChoosableMonth, isFutureMonth, listedMonths, periodQuery } from './statistics-period';

describe('statistics periods (Kuwait months)', () => {
  it('asks for a month as type=monthly', () => {
    expect(periodQuery('month', '2026-03', '2026-11-27')).toEqual({ type: 'monthly', month: '2026-03' });
  });

  it('asks for the twelve months ending with the month, up to today in this month', () => {
    expect(periodQuery('year', '2026-11', '2026-11-27')).toEqual({ startDate: '2025-12-01', endDate: '2026-11-27' });
    expect(periodQuery('year', '2026-02', '2026-11-27')).toEqual({ startDate: '2025-03-01', endDate: '2026-02-28' });
    expect(periodQuery('year', '2000-05', '2026-11-27')).toEqual({ startDate: '2000-01-01', endDate: '2000-05-31' });
  });

  it('offers no future month', () => {
    expect(isFutureMonth('2026-12', '2026-11-30')).toBe(true);
    expect(isFutureMonth('2026-11', '2026-11-30')).toBe(false);
    expect(isChoosableMonth('2026-12', '2026-11-30')).toBe(false);
    expect(isChoosableMonth('1999-12', '2026-11-30')).toBe(false);
    expect(isChoosableMonth('2026-1', '2026-11-30')).toBe(false);
    expect(listedMonths('2026-11-30', 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(listedMonths('2000-02-01')).toEqual(['2000-02', '2000-01']);
  });
});
