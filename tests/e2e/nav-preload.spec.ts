import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';

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
