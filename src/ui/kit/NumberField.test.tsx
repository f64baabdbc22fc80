// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBundledI18n } from '../../i18n-bundled';
import { cleanNumberText, NumberField } from './NumberField';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

function Days({ lang, decimals, seen, min, max, negative, placeholder }: {
  lang: 'en' | 'ar'; decimals?: number; seen: (number | null)[]; min?: number; max?: number; negative?: boolean; placeholder?: string;
}) {
  const [value, setValue] = useState<number | string | null>(null);
  return (
    <I18nextProvider i18n={createBundledI18n(lang)}>
      <NumberField label="Days" value={value} decimals={decimals} min={min} max={max} negative={negative} placeholder={placeholder}
        onChange={(n, text) => { seen.push(n); setValue(decimals || negative ? text : n); }} />
    </I18nextProvider>
  );
}

describe('NumberField', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`takes Arabic-Indic, Persian and Latin digits as a number and shows the page's digits (${lang})`, () => {
      const seen: (number | null)[] = [];
      render(<Days lang={lang} seen={seen} />);
      const input = screen.getByLabelText('Days') as HTMLInputElement;
      fireEvent.change(input, { target: { value: '٣' } });
      expect(seen.at(-1)).toBe(3);
      expect(input.value).toBe(lang === 'ar' ? '٣' : '3');
      fireEvent.change(input, { target: { value: '۱۲' } });
      expect(seen.at(-1)).toBe(12);
      expect(input.value).toBe(lang === 'ar' ? '١٢' : '12');
      fireEvent.change(input, { target: { value: '4x5' } });
      expect(seen.at(-1)).toBe(45);
      fireEvent.change(input, { target: { value: '' } });
      expect(seen.at(-1)).toBe(null);
      expect(input.value).toBe('');
    });

    it(`keeps a KWD amount's dot and three decimals, in either script (${lang})`, () => {
      const seen: (number | null)[] = [];
      render(<Days lang={lang} seen={seen} decimals={3} />);
      const input = screen.getByLabelText('Days') as HTMLInputElement;
      fireEvent.change(input, { target: { value: '١٢٫٥٠٠٩' } });
      expect(seen.at(-1)).toBe(12.5);
      expect(input.value).toBe(lang === 'ar' ? '١٢٫٥٠٠' : '12.500');
    });

    it(`shows its example number in the page's digits (${lang})`, () => {
      render(<Days lang={lang} seen={[]} decimals={3} placeholder="0.000" />);
      expect((screen.getByLabelText('Days') as HTMLInputElement).placeholder).toBe(lang === 'ar' ? '٠٫٠٠٠' : '0.000');
    });

    it(`keeps a leading minus when negative numbers are allowed, and only then (${lang})`, () => {
      const seen: (number | null)[] = [];
      render(<Days lang={lang} seen={seen} decimals={6} negative />);
      const input = screen.getByLabelText('Days') as HTMLInputElement;
      fireEvent.change(input, { target: { value: '-' } });
      expect(seen.at(-1)).toBe(null);
      expect(input.value).toBe('-');
      fireEvent.change(input, { target: { value: '-٤٨٫٠٧٥٨' } });
      expect(seen.at(-1)).toBe(-48.0758);
      expect(input.value).toBe(lang === 'ar' ? '-٤٨٫٠٧٥٨' : '-48.0758');
      fireEvent.change(input, { target: { value: '\u061c-1-2' } });
      expect(seen.at(-1)).toBe(-12);
      cleanup();
      const unsigned: (number | null)[] = [];
      render(<Days lang={lang} seen={unsigned} decimals={3} />);
      fireEvent.change(screen.getByLabelText('Days'), { target: { value: '-5' } });
      expect(unsigned.at(-1)).toBe(5);
    });
  }

  it('is a spinbutton with min and max, stepping with the arrows', () => {
    const seen: (number | null)[] = [];
    render(<Days lang="ar" seen={seen} min={1} max={3} />);
    const input = screen.getByRole('spinbutton', { name: 'Days' }) as HTMLInputElement;
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(seen.at(-1)).toBe(1);
    expect(input.value).toBe('١');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(seen.at(-1)).toBe(1);
  });

  it('cleans typed text', () => {
    expect(cleanNumberText('۰۹٩')).toBe('099');
    expect(cleanNumberText('.5', 3)).toBe('0.5');
    expect(cleanNumberText('1.2.3', 3)).toBe('1.23');
    expect(cleanNumberText('−.5', 3, true)).toBe('-0.5');
    expect(cleanNumberText('5-', 0, true)).toBe('5');
  });
});
