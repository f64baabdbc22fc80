// Switching language flips what is on screen in place: no reload, the table's server data (category
// names) in the new language, and the bell's server-written notifications fetched again in it.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ProductsPage } from './pages/products.page';
import { expectOneDigitSystem } from './support/digits';

const ARABIC = /[\u0600-\u06FF]/;
const CATEGORY_COLUMN = 4;

test('switching to Arabic on the products screen shows Arabic categories and notifications without a reload', async ({ page }) => {
  await new LoginPage(page).storeSessionOf('demo');
  const products = new ProductsPage(page);
  await products.open();
  const english = (await products.columnTexts(CATEGORY_COLUMN)).filter(Boolean);
  expect(english.length).toBeGreaterThan(0);
  expect(english.some((name) => ARABIC.test(name))).toBe(false);

  // A reload would wipe this marker.
  await page.evaluate(() => { (window as unknown as { stayedLoaded: boolean }).stayedLoaded = true; });
  const arabicNotifications = page.waitForRequest((r) => r.url().includes('/api/users/notifications') && r.headers()['accept-language'] === 'ar');
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitem', { name: 'العربية' }).click();

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(products.headers.nth(CATEGORY_COLUMN)).toHaveText('الفئة');
  await expect(async () => {
    const arabic = (await products.columnTexts(CATEGORY_COLUMN)).filter(Boolean);
    expect(arabic.length).toBe(english.length);
    expect(arabic.every((name) => ARABIC.test(name))).toBe(true);
  }).toPass();
  await expectOneDigitSystem(page, 'products (desktop, switched in place)');
  await arabicNotifications;
  expect(await page.evaluate(() => (window as unknown as { stayedLoaded?: boolean }).stayedLoaded)).toBe(true);
});
