// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBundledI18n } from '../../i18n-bundled';
import { DateCalendar } from './DateCalendar';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

const day = (name: RegExp) => screen.getByRole('button', { name });

describe('DateCalendar', () => {
  it('as before: one chosen day, any day chosen, the focused day has the focus on opening', () => {
    const onChoose = vi.fn();
    render(<I18nextProvider i18n={createBundledI18n('en')}><DateCalendar value="2030-03-10" onChoose={onChoose} /></I18nextProvider>);
    expect(screen.getByRole('grid').getAttribute('aria-multiselectable')).toBeNull();
    expect(document.activeElement).toBe(day(/March 10, 2030/));
    expect(day(/March 10, 2030/).closest('td')!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(day(/March 12, 2030/));
    expect(onChoose).toHaveBeenCalledWith('2030-03-12');
  });

  it('several chosen days, disabled days refused and named, opening at a given month without taking the focus', () => {
    const onChoose = vi.fn();
    render(
      <I18nextProvider i18n={createBundledI18n('en')}>
        <button type="button">before</button>
        <DateCalendar
          value=""
          initialDay="2030-03-05"
          autoFocus={false}
          chosen={new Set(['2030-03-05', '2030-03-07'])}
          isDisabled={(d) => d === '2030-03-06'}
          dayNote={(d) => (d === '2030-03-06' ? 'Fully booked' : null)}
          onChoose={onChoose}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('grid').getAttribute('aria-multiselectable')).toBe('true');
    expect(document.activeElement).toBe(document.body);
    const selected = screen.getAllByRole('gridcell').filter((c) => c.getAttribute('aria-selected') === 'true');
    expect(selected.map((c) => c.textContent)).toEqual(['5', '7']);
    const booked = day(/March 6, 2030, Fully booked/);
    expect(booked.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(booked);
    expect(onChoose).not.toHaveBeenCalled();
    fireEvent.click(day(/March 7, 2030/));
    expect(onChoose).toHaveBeenCalledWith('2030-03-07');
    // Keys still move through every day, the disabled one too.
    fireEvent.keyDown(screen.getByRole('grid'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(booked);
  });
});
