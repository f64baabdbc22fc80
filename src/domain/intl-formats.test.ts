import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats';

describe('Intl formats built once', () => {
  it('gives the same formatter for the same locale and options, and another for other ones', () => {
    expect(numberFormat('ar-KW', { useGrouping: true })).toBe(numberFormat('ar-KW', { useGrouping: true }));
    expect(numberFormat('ar-KW', { useGrouping: true })).not.toBe(numberFormat('ar-KW', { useGrouping: false }));
    expect(numberFormat('en-KW')).not.toBe(numberFormat('ar-KW'));
    expect(dateTimeFormat('en-US', { timeZone: 'UTC' })).toBe(dateTimeFormat('en-US', { timeZone: 'UTC' }));
    expect(dateTimeFormat('en-US', { timeZone: 'UTC' })).not.toBe(dateTimeFormat('en-US', { timeZone: 'Asia/Kuwait' }));
  });

  it('formats as a formatter built with the same arguments does', () => {
    expect(numberFormat('ar-KW', { useGrouping: true }).format(12345)).toBe(new Intl.NumberFormat('ar-KW', { useGrouping: true }).format(12345));
    const day = new Date('2026-03-05T12:00:00Z');
    expect(dateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)).toBe('Mar 5, 2026');
  });
});
