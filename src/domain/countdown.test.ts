import { describe, expect, it } from 'vitest';
import { clockText, countdownOf, tickOf } from './countdown';

const H = 3_600_000;
const now = Date.parse('2026-11-27T10:00:00Z');

describe('countdown (part 2 §4)', () => {
  it('reads days and hours when more than a day is left', () => {
    expect(countdownOf(now + 3 * 24 * H + 5 * H + 59 * 60_000, now)).toEqual({ kind: 'days', days: 3, hours: 5 });
    expect(countdownOf(now + 24 * H + 1000, now)).toEqual({ kind: 'days', days: 1, hours: 0 });
  });

  it('reads hours, minutes and seconds for a day or less', () => {
    expect(countdownOf(now + 24 * H, now)).toEqual({ kind: 'clock', hours: 24, minutes: 0, seconds: 0 });
    expect(countdownOf(now + 2 * H + 3 * 60_000 + 4_900, now)).toEqual({ kind: 'clock', hours: 2, minutes: 3, seconds: 4 });
    expect(clockText({ hours: 2, minutes: 3, seconds: 4 })).toBe('2:03:04');
  });

  it('is over at the end and after it', () => {
    expect(countdownOf(now, now)).toEqual({ kind: 'over' });
    expect(countdownOf(now - 1, now)).toEqual({ kind: 'over' });
    expect(countdownOf(Number.NaN, now)).toEqual({ kind: 'over' });
  });

  it('ticks each second on the clock, each minute over a day, not at all when over', () => {
    expect(tickOf(countdownOf(now + H, now))).toBe(1000);
    expect(tickOf(countdownOf(now + 30 * H, now))).toBe(60_000);
    expect(tickOf({ kind: 'over' })).toBeNull();
  });
});
