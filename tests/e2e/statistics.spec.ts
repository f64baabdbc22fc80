// /statistics: the charts show what the statistics API answers for the demo company (read from
// the API here, never a seeded count), a month switch changes them, the top products / categories toggle,
// an employee has no per-member chart, and once in Arabic (Arabic digits, month names from Intl).
// STATS_SHOTS=<folder> also saves a PNG of the screen at 1440 and 390 px in each language.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { ProductSalesReply, CategorySalesReply, SalesNumberReply, SalesReply } from '../../src/api/schemas/statistics';
import { todayInKuwait } from '../../src/domain/calendar';
import { formatKwd } from '../../src/domain/money';
import { addMonthsTo, monthOf } from '../../src/domain/statistics-period';
import { LoginPage, PASSWORD } from './pages/login.page';
import { expectOneDigitSystem } from './support/digits';
import { expectNoOverflow } from './support/no-overflow';

type Query = { type: 'monthly'; month: string };

async function statisticsOf(request: APIRequestContext, user: string) {
  const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  return async <T>(path: string, query: Query): Promise<T> => {
    const reply = await request.get(`/api/statics/dashboard/${path}`, { headers, params: query });
    expect(reply.status(), `${path} ${JSON.stringify(query)}`).toBe(200);
    return reply.json() as Promise<T>;
  };
}

const monthly = (month: string): Query => ({ type: 'monthly', month });
const number = (n: number, locale = 'en-KW') => new Intl.NumberFormat(locale).format(n);
const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** The donut card shows the month's sales and trade-ins, or says the month had none. */
async function expectSalesInNumbers(page: Page, figures: SalesNumberReply) {
  const card = page.getByTestId('chart-sales-in-numbers');
  if (figures.sales + figures.tradIn === 0) {
    await expect(card.getByTestId('chart-empty')).toBeVisible();
    return;
  }
  await expect(card.getByTestId('in-numbers-sales')).toContainText(number(figures.sales));
  await expect(card.getByTestId('in-numbers-tradIn')).toContainText(number(figures.tradIn));
}

/** The sales card draws its chart with a table of every point, or says the month sold nothing. */
async function expectSales(page: Page, figures: SalesReply) {
  const card = page.getByTestId('chart-sales');
  if (figures.data.every((p) => p.revenue === 0 && p.sales === 0)) {
    await expect(card.getByTestId('chart-empty')).toBeVisible();
    return;
  }
  await expect(card.locator('canvas').first()).toBeVisible();
  const best = figures.data.reduce((a, b) => (b.revenue > a.revenue ? b : a));
  await card.getByRole('button', { name: 'Show as table' }).click();
  const table = card.getByTestId('chart-table');
  await expect(table.locator('tbody tr')).toHaveCount(figures.data.length);
  await expect(table).toContainText(formatKwd(best.revenue, 'en'));
  await card.getByRole('button', { name: 'Hide table' }).click();
}

test('the charts show the API figures; a month switch changes them; the top toggle', async ({ page, request }) => {
  test.setTimeout(90_000);
  const get = await statisticsOf(request, 'demo');
  const month = monthOf(todayInKuwait());
  const now = { sales: await get<SalesReply>('sales', monthly(month)), number: await get<SalesNumberReply>('sales/number', monthly(month)) };
  // A month of the last year whose figures differ from this one's (the seed has a year of history).
  let other: { month: string; sales: SalesReply; number: SalesNumberReply } | null = null;
  for (let back = 1; back <= 12 && !other; back++) {
    const m = addMonthsTo(month, -back);
    const number = await get<SalesNumberReply>('sales/number', monthly(m));
    if (number.sales !== now.number.sales || number.tradIn !== now.number.tradIn) other = { month: m, number, sales: await get<SalesReply>('sales', monthly(m)) };
  }
  expect(other, 'a month of the last year with other figures than this one').not.toBeNull();

  await new LoginPage(page).storeSessionOf('demo');
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByTestId('statistics-period')).toHaveText(monthName(month, 'en-KW'));
  await expect(page.getByRole('combobox', { name: 'Month' })).toHaveValue(month);
  // No future month: the next arrow stops at this month, and the list starts with it.
  await expect(page.getByRole('button', { name: 'Next month' })).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Month' }).locator('option').first()).toHaveAttribute('value', month);
  await expectSalesInNumbers(page, now.number);
  await expectSales(page, now.sales);
  await expect(page.getByTestId('chart-user-sales')).toBeVisible();

  await page.getByRole('combobox', { name: 'Month' }).selectOption(other!.month);
  await expect(page.getByTestId('statistics-period')).toHaveText(monthName(other!.month, 'en-KW'));
  await expectSalesInNumbers(page, other!.number);
  await expectSales(page, other!.sales);

  // The toggle: top products, then top categories, each share as the API gives it.
  const products = await get<ProductSalesReply>('products/sales', monthly(other!.month));
  const categories = await get<CategorySalesReply>('categories/sales', monthly(other!.month));
  const top = page.getByTestId('chart-top-sales');
  await expect(top.getByRole('heading', { name: 'Top products' })).toBeVisible();
  await expect(top.getByTestId('top-row')).toHaveCount(products.data.length);
  await top.getByRole('button', { name: 'Categories' }).click();
  await expect(top.getByRole('heading', { name: 'Top categories' })).toBeVisible();
  await expect(top.getByTestId('top-row')).toHaveCount(categories.data.length);
  if (categories.data.length) {
    await expect(top.getByTestId('top-share').first()).toHaveText(new Intl.NumberFormat('en-KW', { style: 'percent', maximumFractionDigits: 1 }).format(categories.data[0].categoriesSalesPercent / 100));
  }
  await expect(top.getByRole('button', { name: 'Categories' })).toHaveAttribute('aria-pressed', 'true');

  // The year view: the twelve months ending with the month chosen.
  await page.getByRole('button', { name: '12 months' }).click();
  await expect(page.getByTestId('statistics-period')).toContainText('–');
  await expect(page.getByTestId('chart-sales').locator('canvas').first()).toBeVisible();
  await shots(page, 'en');
});

test('an employee sees the charts of its own products, without the per-member chart', async ({ page }) => {
  await new LoginPage(page).storeSessionOf('sara');
  let askedUserSales = false;
  page.on('request', (r) => { if (r.url().includes('/statics/dashboard/users/sales')) askedUserSales = true; });
  await page.goto('/statistics');
  await expect(page.getByTestId('chart-sales-in-numbers')).not.toHaveAttribute('data-status', 'loading');
  await expect(page.getByTestId('chart-product-views')).not.toHaveAttribute('data-status', 'loading');
  await expect(page.getByTestId('chart-user-sales')).toHaveCount(0);
  expect(askedUserSales).toBe(false);
});

test('in Arabic: Arabic digits and month names, on a phone too', async ({ page, request }) => {
  const get = await statisticsOf(request, 'demo');
  const month = monthOf(todayInKuwait());
  const figures = await get<SalesNumberReply>('sales/number', monthly(month));
  await new LoginPage(page).storeSessionOf('demo', { locale: 'ar' });
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1, name: 'الإحصائيات' })).toBeVisible();
  await expect(page.getByTestId('statistics-period')).toHaveText(monthName(month, 'ar-KW'));
  if (figures.sales + figures.tradIn > 0) {
    await expect(page.getByTestId('in-numbers-sales')).toContainText(number(figures.sales, 'ar-KW'));
  }
  for (const id of ['chart-sales', 'chart-sales-in-numbers', 'chart-top-sales', 'chart-product-views', 'chart-company-views']) {
    await expect(page.getByTestId(id)).not.toHaveAttribute('data-status', 'loading');
  }
  await expectOneDigitSystem(page, 'statistics');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoOverflow(page, 'ar statistics at 390 px');
  await shots(page, 'ar');
});

/** Where each card is and how tall, in CSS pixels. */
const boxesOf = (page: Page, ids: string[]) => page.evaluate((all) => all.map((id) => {
  const box = document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
  return { id, top: Math.round(box.top), height: Math.round(box.height) };
}), ids);

for (const width of [1280, 390]) {
  test(`at ${width} px the first cards keep their places and sizes while the figures load`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await new LoginPage(page).storeSessionOf('demo');
    let release!: () => void;
    const figures = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/api\/statics\/dashboard\//, async (route) => { await figures; await route.continue(); });
    await page.goto('/statistics');
    // The sales chart, then the donut beside the top sales (one under the other on a phone).
    const ids = ['chart-sales', 'chart-sales-in-numbers'];
    for (const id of ids) await expect(page.getByTestId(id)).toHaveAttribute('data-status', 'loading');
    const loading = await boxesOf(page, ids);
    release();
    for (const id of ids) await expect(page.getByTestId(id)).not.toHaveAttribute('data-status', 'loading');
    await expect(page.getByTestId('chart-sales').getByTestId('uplot-chart').or(page.getByTestId('chart-sales').getByTestId('chart-empty'))).toBeVisible();
    // Within a few pixels: a line of text may differ by a pixel or two between the two states.
    for (const [i, shown] of (await boxesOf(page, ids)).entries()) {
      expect(Math.abs(shown.top - loading[i].top), `${shown.id} moved`).toBeLessThanOrEqual(4);
      expect(Math.abs(shown.height - loading[i].height), `${shown.id} changed height (${loading[i].height} → ${shown.height})`).toBeLessThanOrEqual(4);
    }
  });
}

/** STATS_SHOTS: the whole screen at 1440 and 390 px. */
async function shots(page: Page, locale: string) {
  const folder = process.env.STATS_SHOTS;
  if (!folder) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByTestId('chart-sales')).not.toHaveAttribute('data-status', 'loading');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="uplot-chart"]').length === document.querySelectorAll('[data-testid="uplot-chart"] .uplot').length);
    await page.screenshot({ path: `${folder}/statistics-${locale}-${width}.png`, fullPage: true });
  }
}
