import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
describe('formatRelativeTime', () => {
  it('uses the largest whole unit, in the locale', () => {
    expect(formatRelativeTime('2026-03-10T11:59:30Z', now, 'en')).toBe('now');
    expect(formatRelativeTime('2026-03-10T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(formatRelativeTime('2026-03-09T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(formatRelativeTime('2026-02-24T12:00:00Z', now, 'en')).toBe('2 weeks ago');
    expect(formatRelativeTime('2025-01-01T12:00:00Z', now, 'en')).toBe('last year');
    expect(formatRelativeTime('2026-03-07T12:00:00Z', now, 'ar')).toMatch(/قبل|منذ/);
  });
});
