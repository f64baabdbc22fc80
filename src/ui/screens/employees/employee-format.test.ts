import { describe, expect, it } from 'vitest';
import { formatDate } from './employee-format';

describe('the employees table dates', () => {
  it('follow the spec’s one format, as the other screens do (not "Nov 23, 2026")', () => {
    expect(formatDate('2026-11-23T08:00:00Z', 'en')).toBe('23 Nov, 2026');
    expect(formatDate('2026-11-23T08:00:00Z', 'ar')).toMatch(/^٢٣ .+، ٢٠٢٦$/);
  });
});
