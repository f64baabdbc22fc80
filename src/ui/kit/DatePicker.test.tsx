// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBundledI18n } from '../../i18n-bundled';
import { DatePicker } from './DatePicker';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

describe('DatePicker', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`greys out and refuses the days before its min, opening at the min's month (${lang})`, async () => {
      const onChange = vi.fn();
      render(<I18nextProvider i18n={createBundledI18n(lang)}><DatePicker label="Start" value="" min="2030-03-10" onChange={onChange} /></I18nextProvider>);
      fireEvent.click(screen.getByRole('button', { name: /Start/ }));
      const cells = await screen.findAllByRole('gridcell', {}, { timeout: 10_000 });
      const button = (n: number) => cells.map((c) => c.querySelector('button')).find((b) => b && b.textContent === new Intl.NumberFormat(lang === 'ar' ? 'ar-KW' : 'en-KW').format(n))!;
      expect(button(9).getAttribute('aria-disabled')).toBe('true');
      expect(button(9).className).toContain('text-slate-300');
      expect(button(10).getAttribute('aria-disabled')).toBeNull();
      fireEvent.click(button(9));
      expect(onChange).not.toHaveBeenCalled();
      fireEvent.click(button(10));
      expect(onChange).toHaveBeenCalledWith('2030-03-10');
    });
  }
});
