import { describe, expect, it } from 'vitest';
import { durationOf, formatDuration } from './duration';

describe('durationOf', () => {
  it('picks the largest unit the duration fills, to one decimal', () => {
    expect(durationOf(0)).toEqual({ value: 0, unit: 'seconds' });
    expect(durationOf(42)).toEqual({ value: 42, unit: 'seconds' });
    expect(durationOf(90)).toEqual({ value: 1.5, unit: 'minutes' });
    expect(durationOf(5_400)).toEqual({ value: 1.5, unit: 'hours' });
    expect(durationOf(2 * 86_400)).toEqual({ value: 2, unit: 'days' });
    expect(durationOf(40 * 86_400)).toEqual({ value: 40, unit: 'days' });
  });

  it('rounds up into the next unit instead of showing 60 minutes or 24 hours', () => {
    expect(durationOf(3_599)).toEqual({ value: 1, unit: 'hours' });
    expect(durationOf(86_399)).toEqual({ value: 1, unit: 'days' });
    expect(durationOf(59.97)).toEqual({ value: 1, unit: 'minutes' });
  });

  it('reads a negative or sub-second time as 0 seconds', () => {
    expect(durationOf(-5)).toEqual({ value: 0, unit: 'seconds' });
    expect(durationOf(0.04)).toEqual({ value: 0, unit: 'seconds' });
  });
});

describe('formatDuration', () => {
  it('writes the number and the unit in English', () => {
    expect(formatDuration(5_400, 'en')).toBe('1.5 hours');
    expect(formatDuration(60, 'en')).toBe('1 minute');
    expect(formatDuration(3 * 86_400, 'en')).toBe('3 days');
    expect(formatDuration(12, 'en')).toBe('12 seconds');
  });

  it('writes Arabic digits and an Arabic unit in Arabic', () => {
    const text = formatDuration(5_400, 'ar');
    expect(text).toMatch(/١٫٥/);
    expect(text).toMatch(/ساع/);
    expect(formatDuration(45 * 60, 'ar')).toMatch(/٤٥ دقيقة/);
  });
});
