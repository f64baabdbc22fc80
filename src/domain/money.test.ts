import { describe, expect, it } from 'vitest';
import { filsToKwdString, formatKwd, kwdToFils } from './money';

describe('money', () => {
  it('parses KWD text into integer fils without float drift', () => {
    expect(kwdToFils('12.5')).toBe(12_500);
    expect(kwdToFils('0.001')).toBe(1);
    expect(kwdToFils('1.105')).toBe(1_105);
    expect(() => kwdToFils('1.0001')).toThrow();
    expect(() => kwdToFils('abc')).toThrow();
  });
  it('prints three decimals', () => {
    expect(filsToKwdString(12_500)).toBe('12.500');
    expect(filsToKwdString(7)).toBe('0.007');
  });
  it('formats per locale', () => {
    expect(formatKwd(12_500, 'en')).toContain('12.500');
    expect(formatKwd(12_500, 'ar')).toMatch(/١٢٫٥٠٠/);
  });
});
