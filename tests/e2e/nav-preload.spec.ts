import { expect, test, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ProductsPage } from './pages/products.page';
import { RequestsPage } from './pages/requests.page';

// A drawer item hovered or focused starts loading its screen (chunk and texts)
// before the click, so the first visit does not wait for the download.
test.describe('drawer items preload their screen', () => {
  test('hovering Products fetches its screen and texts before the click; focusing Requests fetches its screen', async ({ page }) => {
    await new LoginPage(page).signInAs('demo');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));
    const productsScreen = page.waitForRequest((r) => /\/ProductsScreen-[^/]*\.js$/.test(new URL(r.url()).pathname));
    const productsTexts = page.waitForRequest((r) => /\/products-[^/]*\.js$/.test(new URL(r.url()).pathname));

    await nav.getByRole('link', { name: 'Products', exact: true }).hover();
    await productsScreen;
    await productsTexts;
    await expect(page).toHaveURL(/\/$/);

    const requestsScreen = page.waitForRequest((r) => /\/RequestsScreen-[^/]*\.js$/.test(new URL(r.url()).pathname));
    await nav.getByRole('link', { name: 'Requests', exact: true }).focus();
    await requestsScreen;
    await expect(page).toHaveURL(/\/$/);

    // The click then finds the screen loaded: it renders without asking for its chunk again.
    const before = fetched.filter((p) => /ProductsScreen-/.test(p)).length;
    await nav.getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    expect(fetched.filter((p) => /ProductsScreen-/.test(p)).length).toBe(before);
  });
});

// Hover or focus also asks for the screen's first data (the same request as its arrival), which the
// screen then takes: rows show without asking again.
const SCREENS = [
  { link: 'Products', how: 'hover', data: [/^\/api\/products\/\d+\/sellers\?perPage=20$/], rows: (page: Page) => new ProductsPage(page).rows.first() },
  { link: 'Requests', how: 'focus', data: [/^\/api\/requests\?perPage=20$/], rows: (page: Page) => new RequestsPage(page).rows.first() },
  { link: 'Services', how: 'hover', data: [/^\/api\/offers\/users$/, /^\/api\/banners\/user$/], rows: (page: Page) => page.getByTestId('service-card').first() },
] as const;

for (const { link, how, data, rows } of SCREENS) {
  test(`${how === 'hover' ? 'hovering' : 'focusing'} ${link} fetches its first data before the click; arriving there does not ask for it again`, async ({ page }, testInfo) => {
    await new LoginPage(page).signInAs('demo');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const item = nav.getByRole('link', { name: link, exact: true });
    await expect(item).toBeVisible();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(request.url()));
    const answered = data.map((pattern) => page.waitForResponse((r) => { const url = new URL(r.url()); return pattern.test(url.pathname + url.search) && r.ok(); }));
    await (how === 'hover' ? item.hover() : item.focus());
    // The very requests the hover made (path and query), counted from here on.
    const urls = (await Promise.all(answered)).map((r) => r.url());
    const count = () => asked.filter((url) => urls.includes(url)).length;
    await expect(page).toHaveURL(/\/$/);
    expect(count()).toBe(data.length);

    const clicked = Date.now();
    await item.click();
    await expect(rows(page)).toBeVisible();
    // A figure for the report, not an assertion (timings depend on the machine's load).
    testInfo.annotations.push({ type: 'click-to-rows-ms', description: String(Date.now() - clicked) });
    expect(count()).toBe(data.length);
  });
}
