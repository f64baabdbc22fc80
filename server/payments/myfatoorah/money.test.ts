import { describe, expect, it } from 'vitest';
import { amountToFils, filsToKwd, kwdDisplay, kwdToFils } from './money';

describe('KWD amounts', () => {
  it('turns 12345 fils into 12.345 KWD and back exactly', () => {
    expect(filsToKwd(12345)).toBe(12.345);
    expect(JSON.stringify({ InvoiceValue: filsToKwd(12345) })).toBe('{"InvoiceValue":12.345}');
    expect(kwdToFils(12.345)).toBe(12345);
  });

  it('keeps every fils value from 0 to 100 KWD exact both ways', () => {
    for (let fils = 0; fils <= 100_000; fils++) {
      const kwd = filsToKwd(fils);
      if ((String(kwd).split('.')[1]?.length ?? 0) > 3) throw new Error(`${fils} fils sent as ${kwd}`);
      if (kwdToFils(kwd) !== fils) throw new Error(`${fils} fils came back as ${kwdToFils(kwd)}`);
    }
  });

  it('refuses fractions of a fils instead of rounding money', () => {
    expect(() => kwdToFils(1.2345)).toThrow(RangeError);
    expect(() => filsToKwd(1.5)).toThrow(RangeError);
  });

  it('reads the provider’s text amounts digit by digit', () => {
    expect(amountToFils('12.345')).toBe(12345);
    expect(amountToFils('12.5')).toBe(12500);
    expect(amountToFils('12,345.000')).toBe(12345000);
    expect(amountToFils(0.1 + 0.2 - 0.3 + 7.007)).toBe(7007);
    expect(() => amountToFils('1.2345')).toThrow(RangeError);
  });

  it('displays as the provider does', () => {
    expect(kwdDisplay(12500)).toBe('12.500 KD');
    expect(kwdDisplay(12345000)).toBe('12,345.000 KD');
  });
});
