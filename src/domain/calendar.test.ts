import { describe, expect, it } from 'vitest';
import { addDays, addMonths, LAST_DAY, monthWeeks, weekEdge } from './calendar';

describe('the date picker month', () => {
  it('starts its weeks on Saturday, with blanks before the 1st', () => {
    // 1 Nov 2026 is a Sunday: one blank (Saturday) before it.
    const weeks = monthWeeks('2026-11-23');
    expect(weeks[0]).toEqual([null, '2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });

  it('moves by days, weeks and months inside the accepted range', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addDays(LAST_DAY, 7)).toBe(LAST_DAY);
    expect(weekEdge('2026-11-23', 0)).toBe('2026-11-21');
    expect(weekEdge('2026-11-23', 6)).toBe('2026-11-27');
  });
});
