import { describe, expect, it } from 'vitest';
import { StatisticsQuery } from '../../../src/api/schemas/statistics';
import { monthsOf, periodFrom } from './period';

// Kuwait is UTC+3 all year: its midnight opening 2026-11-01 is 2026-10-31T21:00Z.
const at = (iso: string) => new Date(iso);
const month = (m: string) => StatisticsQuery.parse({ type: 'monthly', month: m });
const range = (startDate: string, endDate: string) => StatisticsQuery.parse({ startDate, endDate });

describe('statistics periods', () => {
  it("the current month's points end today in Kuwait: no zeros for days still to come", () => {
    const period = periodFrom(month('2026-11'), at('2026-11-27T10:00:00Z'));
    expect(period.points).toHaveLength(27);
    expect(period.points.at(-1)).toBe('2026-11-27');
    // The sums still cover the whole month.
    expect([period.firstDay, period.lastDay]).toEqual(['2026-11-01', '2026-11-30']);
  });

  it('today turns at Kuwait midnight, not at UTC midnight', () => {
    expect(periodFrom(month('2026-11'), at('2026-11-27T20:59:59Z')).points.at(-1)).toBe('2026-11-27');
    expect(periodFrom(month('2026-11'), at('2026-11-27T21:00:00Z')).points.at(-1)).toBe('2026-11-28');
    // Before Kuwait midnight opening November, November has no point yet; from it on, its first day.
    expect(periodFrom(month('2026-11'), at('2026-10-31T20:59:59Z')).points).toEqual([]);
    expect(periodFrom(month('2026-11'), at('2026-10-31T21:00:00Z')).points).toEqual(['2026-11-01']);
  });

  it('a past month keeps every day; a year view ends with this month', () => {
    expect(periodFrom(month('2026-10'), at('2026-11-27T10:00:00Z')).points).toHaveLength(31);
    const year = periodFrom(range('2026-01-01', '2026-12-31'), at('2026-11-27T10:00:00Z'));
    expect(year.unit).toBe('month');
    expect([year.points[0], year.points.at(-1), year.points.length]).toEqual(['2026-01', '2026-11', 11]);
    const past = periodFrom(range('2025-01-01', '2025-12-31'), at('2026-11-27T10:00:00Z'));
    expect(past.points).toHaveLength(12);
  });

  it("the months a period touches, and those months' instants outside it", () => {
    const whole = periodFrom(range('2025-11-01', '2026-10-31'), at('2026-11-27T10:00:00Z'));
    expect(monthsOf(whole)).toEqual({ months: Array.from({ length: 12 }, (_, i) => `${i < 2 ? 2025 : 2026}-${String(((i + 10) % 12) + 1).padStart(2, '0')}-01`), outside: [] });
    const ragged = periodFrom(range('2026-01-15', '2026-03-10'), at('2026-11-27T10:00:00Z'));
    expect(monthsOf(ragged)).toEqual({
      months: ['2026-01-01', '2026-02-01', '2026-03-01'],
      outside: [[at('2025-12-31T21:00:00Z'), at('2026-01-14T21:00:00Z')], [at('2026-03-10T21:00:00Z'), at('2026-03-31T21:00:00Z')]],
    });
  });
});
