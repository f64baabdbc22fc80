import { expect, test, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ProductsPage } from './pages/products.page';

/** The words shown in the table in place of the rows (the failed page's alert, with its retry). */
const tableFailure = (page: Page) =>
  page.getByRole('alert').filter({ has: page.getByRole('button', { name: /^(Try again|أعد المحاولة)$/ }) });

const serverFails = (page: Page) =>
  page.route('**/api/products/*/sellers*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'relation "products" does not exist' }) }));

async function signInIn(page: Page, locale: 'en' | 'ar') {
  if (locale === 'ar') {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('souqdesk.locale', 'ar'));
  }
  await new LoginPage(page).signInAs('demo');
}

// Part 2 §8, the general interceptor, on a real screen: the products list's own 'Failed to load
// products' gives way to the table's words when the server fails or the line is down, in the
// snackbar and in the table alike.
test.describe('the error table on the products screen', () => {
  test("a 500 shows 'Server error. Please try again later.' (error), never the server's text", async ({ page }) => {
    await signInIn(page, 'en');
    await serverFails(page);
    await page.goto('/products');
    const snackbar = page.getByTestId('snackbar');
    await expect(snackbar).toContainText('Server error. Please try again later.');
    await expect(snackbar).toHaveAttribute('data-severity', 'error');
    await expect(tableFailure(page)).toHaveText(/Server error\. Please try again later\./);
    await expect(tableFailure(page)).not.toContainText('Failed to load products');
    await expect(page.getByText('relation "products" does not exist')).toHaveCount(0);
  });

  test("offline shows 'Please check your internet connection' (warning), not 'Failed to load products'", async ({ page, context }) => {
    await signInIn(page, 'en');
    const products = new ProductsPage(page);
    await products.open();
    await context.setOffline(true);
    // A filter asks for page 1 again, with the line down.
    await products.chooseEmployee('Omar Al-Sabah');
    const snackbar = page.getByTestId('snackbar');
    await expect(snackbar).toContainText('Please check your internet connection');
    await expect(snackbar).toHaveAttribute('data-severity', 'warning');
    await expect(snackbar).not.toContainText('Failed to load products');
    await expect(tableFailure(page)).toHaveText(/Please check your internet connection/);
    await expect(tableFailure(page)).not.toContainText('Failed to load products');
    // The retry stays, and works once the line is back.
    await context.setOffline(false);
    await tableFailure(page).getByRole('button').click();
    await expect(tableFailure(page)).toHaveCount(0);
    await expect(products.rows.first()).toBeVisible();
  });

  test('in Arabic the 500 reads in Arabic, in the snackbar and in the table', async ({ page }) => {
    await signInIn(page, 'ar');
    await serverFails(page);
    await page.goto('/products');
    await expect(page.getByTestId('snackbar')).toContainText('خطأ في الخادم');
    await expect(tableFailure(page)).toHaveText(/خطأ في الخادم\. يرجى المحاولة لاحقاً\./);
    await expect(tableFailure(page)).not.toContainText('تعذّر تحميل المنتجات');
  });

  test('in Arabic offline reads in Arabic in the table', async ({ page, context }) => {
    await signInIn(page, 'ar');
    const products = new ProductsPage(page);
    await products.open();
    await context.setOffline(true);
    await products.chooseEmployee('Omar Al-Sabah');
    await expect(page.getByTestId('snackbar')).toContainText('يرجى التحقق من اتصالك بالإنترنت');
    await expect(tableFailure(page)).toHaveText(/يرجى التحقق من اتصالك بالإنترنت/);
    await expect(tableFailure(page)).not.toContainText('تعذّر تحميل المنتجات');
    await context.setOffline(false);
  });
});
