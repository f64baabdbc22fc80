// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBundledI18n } from '../../i18n-bundled';
import { Countdown } from './Countdown';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const START = Date.parse('2026-11-27T10:00:00Z');
const H = 3_600_000;

function shown(lang: 'en' | 'ar', until: number) {
  render(<I18nextProvider i18n={createBundledI18n(lang)}><p data-testid="left"><Countdown until={new Date(until).toISOString()} now={Date.now} /></p></I18nextProvider>);
  return () => screen.getByTestId('left').textContent;
}

describe('Countdown (part 2 §4)', () => {
  it('reads days and hours over a day, in words and digits of the language', () => {
    vi.useFakeTimers({ now: START });
    expect(shown('en', START + 3 * 24 * H + 5 * H + 10_000)()).toBe('3 days and 5 hours');
    cleanup();
    expect(shown('ar', START + 3 * 24 * H + 5 * H + 10_000)()).toBe('٣ أيام و٥ ساعات');
  });

  it('ticks h:mm:ss each second under a day, in Arabic digits in Arabic, and says when it is over', () => {
    vi.useFakeTimers({ now: START });
    const en = shown('en', START + 2 * H + 3_500);
    expect(en()).toBe('2:00:03');
    act(() => { vi.advanceTimersByTime(1000); });
    expect(en()).toBe('2:00:02');
    cleanup();
    vi.setSystemTime(START);
    const ar = shown('ar', START + 2 * H + 3_500);
    expect(ar()).toBe('٢:٠٠:٠٣');
    act(() => { vi.advanceTimersByTime(2 * H + 4000); });
    expect(ar()).toBe('انتهت');
  });
});
