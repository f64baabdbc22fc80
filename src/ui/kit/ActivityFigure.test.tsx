// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../api/schemas/common';
import { createBundledI18n } from '../../i18n-bundled';
import { ActivityFigure } from './ActivityFigure';

afterEach(cleanup);

const figure = (percent: number, locale: Locale = 'en') => render(
  <I18nextProvider i18n={createBundledI18n(locale)}><ActivityFigure percent={percent} /></I18nextProvider>,
).container.firstElementChild as HTMLElement;

describe('ActivityFigure (part 2 §9)', () => {
  it('says its band in words beside the colour: green high, orange medium, red low', () => {
    const high = figure(80);
    expect(high.textContent).toBe('80% (High)');
    expect(high.className).toMatch(/emerald/);
    const medium = figure(50);
    expect(medium.textContent).toBe('50% (Medium)');
    expect(medium.className).toMatch(/orange/);
    const low = figure(49);
    expect(low.textContent).toBe('49% (Low)');
    expect(low.className).toMatch(/rose/);
  });

  it('speaks Arabic with Arabic digits', () => {
    // Intl writes the Arabic percent sign with its letter mark (U+061C).
    expect(figure(75, 'ar').textContent).toBe('٧٥٪\u061C (مرتفع)');
  });
});
