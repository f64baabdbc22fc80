import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { bearerOf } from './pages/payment.page';
import { ProductsPage } from './pages/products.page';
import { createProduct, kuwaitDay } from './pages/services.page';

test.describe('the products list', () => {
  test('drills down the category filter and back, shows the path as a chip, and clears it', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await products.open();

    await products.categoryButton.click();
    await page.getByRole('button', { name: /^Electronics/ }).click();
    await expect(page.getByRole('button', { name: 'All of Electronics' })).toBeVisible();
    await page.getByRole('button', { name: /^Mobile phones/ }).click();
    await page.getByRole('button', { name: 'iPhone', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Category' })).toHaveText('Electronics›Mobile phones›iPhone');
    await expect(async () => expect(new Set(await products.columnTexts(4))).toEqual(new Set(['iPhone']))).toPass();

    // Reopened at the chosen level: back up one level and take all of Electronics.
    await products.categoryButton.click();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('button', { name: /^Computers/ })).toBeVisible();
    await page.getByRole('button', { name: 'All of Electronics' }).click();
    await expect(page.getByRole('navigation', { name: 'Category' })).toHaveText('Electronics');
    await expect(async () => expect((await products.columnTexts(4)).length).toBeGreaterThan(1)).toPass();
    expect(new Set(await products.columnTexts(4)).size).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'Clear category' }).click();
    await expect(products.categoryButton).toContainText('All categories');
  });

  test('filters by employee: only their products remain', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await products.open();
    await products.chooseEmployee('Omar Al-Sabah');
    await expect(products.employeeButton).toContainText('Omar Al-Sabah');
    await expect(async () => expect(new Set(await products.columnTexts(6))).toEqual(new Set(['Omar Al-Sabah']))).toPass();
    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await expect(async () => expect(new Set(await products.columnTexts(6)).size).toBeGreaterThan(1)).toPass();
  });

  test('scrolling to the end loads the next page (rows grow past 20, from the cursor)', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await products.open();
    await expect.poll(() => products.lastRowIndex()).toBeLessThanOrEqual(20);
    const nextPage = page.waitForRequest((r) => r.url().includes('/sellers?') && r.url().includes('cursor='));
    await products.scrollToEnd();
    await nextPage;
    await expect.poll(async () => {
      await products.scrollToEnd();
      return products.lastRowIndex();
    }).toBeGreaterThan(20);
  });

  test('a first page too short to fill a tall box pulls the next one without a scroll', async ({ page }) => {
    // The box is the viewport less 17rem high: 2,400 px leaves room for about 33 rows, a page is 20.
    await page.setViewportSize({ width: 1440, height: 2400 });
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    const nextPage = page.waitForRequest((r) => r.url().includes('/sellers?') && r.url().includes('cursor='));
    await products.open();
    await nextPage;
    await expect.poll(() => products.lastRowIndex()).toBeGreaterThan(20);
  });

  test('in Arabic the table mirrors: the first column header sits at the right edge', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('souqdesk.locale', 'ar'));
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await products.open();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const table = (await products.table.boundingBox())!;
    const first = (await products.headers.first().boundingBox())!;
    const second = (await products.headers.nth(1).boundingBox())!;
    await expect(products.headers.first()).toHaveText('الرقم');
    expect(first.x).toBeGreaterThan(second.x);
    expect(table.x + table.width - (first.x + first.width)).toBeLessThan(24);
    // English names (isolated with dir="auto") keep to the page's side: Chromium aligned them left.
    const gaps = await products.table.locator('.user-text').evaluateAll((names) => names
      .filter((el) => /^[A-Za-z]/.test(el.textContent ?? '') && el.scrollWidth <= el.clientWidth)
      .map((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return { toRight: Math.round(box.right - text.right), toLeft: Math.round(text.left - box.left) };
      }));
    expect(gaps.length, 'English names shown in the Arabic table').toBeGreaterThan(0);
    for (const gap of gaps) expect(gap.toRight, JSON.stringify(gap)).toBeLessThanOrEqual(gap.toLeft);
  });

  test('an employee sees edit and delete only on their own products (sara, not omar)', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('sara');
    const products = new ProductsPage(page);
    await products.open();
    await expect.poll(async () => (await products.rowPermissions()).length).toBeGreaterThan(3);
    const rows = await products.rowPermissions();
    expect(rows.some((r) => r.postedBy === 'Sara Al-Ahmad')).toBe(true);
    expect(rows.some((r) => r.postedBy !== 'Sara Al-Ahmad')).toBe(true);
    for (const row of rows) expect(row, row.postedBy).toEqual({ postedBy: row.postedBy, edit: row.postedBy === 'Sara Al-Ahmad', del: row.postedBy === 'Sara Al-Ahmad' });

    await products.chooseEmployee('Omar Al-Sabah');
    await expect(async () => expect(new Set(await products.columnTexts(6))).toEqual(new Set(['Omar Al-Sabah']))).toPass();
    await expect(products.table.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(products.table.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });

  test('a paid boost that has not started yet shows booked, not a Boost button, in English and Arabic', async ({ page, request }) => {
    const headers = await bearerOf(request, 'demo');
    const product = await createProduct(request, headers, `Booked lamp ${Date.now().toString(36)}`);
    // Paid with one of demo's boost credits, from the day after tomorrow.
    const booked = await request.post('/api/memberships/services/18/direct', { headers, data: { productId: product.id, date: kuwaitDay(2), days: 3, inTop: [] } });
    expect(booked.status(), await booked.text()).toBe(201);
    try {
      await new LoginPage(page).storeSessionOf('demo');
      const products = new ProductsPage(page);
      await products.open(`/products?q=${encodeURIComponent(product.name)}`);
      const row = products.row(product.name);
      await expect(row.getByRole('img', { name: 'Boost booked, not started yet' })).toBeVisible();
      await expect(row.getByRole('link', { name: 'Boost' })).toHaveCount(0);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.screenshot({ path: 'test-results/credits/products-booked-en-1440.png' });
      await page.evaluate(() => localStorage.setItem('souqdesk.locale', 'ar'));
      await page.reload();
      await expect(row.getByRole('img', { name: 'الترويج محجوز ولم يبدأ بعد' })).toBeVisible();
      await expect(row.getByRole('link', { name: 'ترويج' })).toHaveCount(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.screenshot({ path: 'test-results/credits/products-booked-ar-390.png' });
    } finally {
      expect((await request.delete(`/api/products/${product.id}`, { headers })).status()).toBe(204);
    }
  });

  test('a Boost link goes to services with the boost dialog, the product slug and its id', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await products.open();
    const link = products.table.getByRole('link', { name: 'Boost' }).first();
    await expect(link).toHaveAttribute('href', /^\/services\?openDialog=boost&product=[\w-]+&productId=\d+$/);
    await link.click();
    // The services screen restores the dialog from the query, then clears it (part 2 §2).
    await expect(page).toHaveURL(/\/services$/);
  });
});
