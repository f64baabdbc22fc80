// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBundledI18n } from '../../../i18n-bundled';
import { ChartCard, type ChartStatus } from './ChartCard';
import { SalesInNumbersCard } from './SalesInNumbersCard';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

const table = { caption: 'Sales', columns: ['Date', 'Revenue'], rows: [['01 Nov, 2026', 'KWD 12.500']] };
const card = (status: ChartStatus, lang: 'en' | 'ar' = 'en') => render(
  <I18nextProvider i18n={createBundledI18n(lang)}>
    <ChartCard title="Sales" status={status} error="Failed" emptyText="No sales in this period" onRetry={() => {}} table={table} testId="card">
      <div data-testid="drawn" />
    </ChartCard>
  </I18nextProvider>,
);

describe('a chart card', () => {
  it('keeps its figures as a table a screen reader reaches, and shows it to copy on "Show as table"', () => {
    card('shown');
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    const holder = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    // Hidden from sight only: still in the accessibility tree, with its caption and cells.
    expect(holder.className).toContain('sr-only');
    expect(within(holder).getByRole('table', { name: 'Sales' })).toBeTruthy();
    expect(within(holder).getByRole('rowheader', { name: '01 Nov, 2026' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(holder.className).not.toContain('sr-only');
    expect(screen.getByRole('button', { name: 'Hide table' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('says an empty period in words instead of drawing an empty frame', () => {
    card('empty');
    expect(screen.getByText('No sales in this period')).toBeTruthy();
    expect(screen.queryByTestId('drawn')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a failure with its retry', () => {
    card('failed');
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the sales-in-numbers donut', () => {
  it('draws one arc for each kind sold and writes the counts in Arabic digits in Arabic', () => {
    render(<I18nextProvider i18n={createBundledI18n('ar')}><SalesInNumbersCard status="shown" error={null} figures={{ sales: 3, tradIn: 1 }} onRetry={() => {}} /></I18nextProvider>);
    const donut = screen.getByTestId('donut');
    expect(donut.querySelectorAll('circle[data-part]')).toHaveLength(2);
    expect(donut.textContent).toBe('٤');
    expect(screen.getByTestId('in-numbers-sales').textContent).toMatch(/٣ \(٧٥٪\u061C?\)/);
  });
});
