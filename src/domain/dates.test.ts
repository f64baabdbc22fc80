import { describe, expect, it } from 'vitest';
import { formatDay, formatDayMonth, formatDayMonthYear } from './dates';

describe('DD MMM, YYYY', () => {
  it('uses three-letter months in English, in Kuwait time', () => {
    expect(formatDayMonthYear('2026-09-27T10:00:00Z', 'en')).toBe('27 Sep, 2026');
    // 22:30 UTC is already the next day in Kuwait.
    expect(formatDayMonthYear('2026-03-04T22:30:00Z', 'en')).toBe('05 Mar, 2026');
  });
  it('writes Arabic months and digits in Arabic', () => {
    expect(formatDayMonthYear('2026-09-27T10:00:00Z', 'ar')).toMatch(/^٢٧ .+، ٢٠٢٦$/);
  });
});

describe('a calendar day', () => {
  it('reads like an instant in the same format, whatever the time zone', () => {
    expect(formatDay('2026-03-05', 'en')).toBe('05 Mar, 2026');
    expect(formatDay('2026-03-05', 'ar')).toMatch(/^٠٥ .+، ٢٠٢٦$/);
  });
});

describe('DD MMM', () => {
  it('is the day and the month, in Kuwait time, Arabic in Arabic', () => {
    expect(formatDayMonth('2026-03-04T22:30:00Z', 'en')).toBe('05 Mar');
    expect(formatDayMonth('2026-09-27T10:00:00Z', 'ar')).toMatch(/^٢٧ [^،\d]+$/);
  });
});
