import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent, localDigits } from './numbers';

describe('formatNumber', () => {
  it('writes Arabic-Indic digits in Arabic and Latin ones in English', () => {
    expect(formatNumber(28, 'ar')).toBe('٢٨');
    expect(formatNumber(28, 'en')).toBe('28');
  });

  it('does not group unless asked: a year stays 2017', () => {
    expect(formatNumber(2017, 'en')).toBe('2017');
    expect(formatNumber(2017, 'ar')).toBe('٢٠١٧');
    expect(formatNumber(12345, 'en', { grouping: true })).toBe('12,345');
  });
});

describe('localDigits', () => {
  it('changes only the digits of a built text', () => {
    expect(localDigits('3:19', 'ar')).toBe('٣:١٩');
    expect(localDigits('3:19', 'en')).toBe('3:19');
  });
});

describe('formatPercent', () => {
  it('writes the zoom in the locale', () => {
    expect(formatPercent(1.5, 'en')).toBe('150%');
    expect(formatPercent(1.5, 'ar')).toMatch(/^١٥٠/);
  });
});
