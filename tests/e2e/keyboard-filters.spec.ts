// Keyboard alone through the list filters: each filter of the products, requests and
// employees lists opened, changed and applied with keys, then reset, with focus kept on the page.
// The URL is the proof that each choice took (the lists keep their filters there). No mouse clicks.
import { expect, test, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { ProductsPage } from './pages/products.page';
import { expectFocusNotLost, expectFocusRing, tabTo } from './support/keyboard';

type Locator = ReturnType<Page['locator']>;

const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Opens a listbox filter with Enter, moves with the arrows to the option named `name`, chooses it with Enter. */
async function chooseByArrows(page: Page, button: Locator, name: string | RegExp, { multiple = false } = {}) {
  await tabTo(page, button, { max: 100 });
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const target = listbox.getByRole('option', { name, exact: typeof name === 'string' });
  for (let i = 0; i < 30 && !(await target.evaluate((el) => el.hasAttribute('data-focus'))); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toHaveAttribute('data-focus', '');
  await page.keyboard.press('Enter');
  // A single choice closes the list; several stay open until Escape.
  if (multiple) {
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
  }
  await expect(listbox).toHaveCount(0);
  await expect(button).toBeFocused();
}

const TEXTS = {
  en: { status: /^Status:/, active: 'Active', perPage: /^Rows per page:/, fifty: '50 per page', reset: 'Reset filters', electronics: 'Electronics', allOf: 'All of Electronics', postedBy: /^Posted by:/, category: /^Category:/ },
  ar: { status: /^الحالة:/, active: 'نشط', perPage: /^عدد الصفوف في الصفحة:/, fifty: '٥٠ في الصفحة', reset: 'إعادة ضبط عوامل التصفية', electronics: 'إلكترونيات', allOf: 'كل إلكترونيات', postedBy: /^أضافه:/, category: /^الفئة:/ },
};

test.describe('keyboard alone: list filters', () => {
  for (const lang of ['en', 'ar'] as const) {
    test(`products (${lang}): category drill-down, posted by, status and page size chosen by keys, then reset`, async ({ page }) => {
      const t = TEXTS[lang];
      await new LoginPage(page).storeSessionOf('demo', { locale: lang === 'ar' ? 'ar' : undefined });
      const products = new ProductsPage(page);
      await products.open();

      // The category popover: Enter opens it, Tab moves down its list, Enter drills into a branch and
      // the focus stays in the panel to choose "All of …" with Enter.
      const category = page.getByRole('button', { name: t.category });
      await tabTo(page, category);
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: new RegExp(`^${t.electronics}`) }));
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByRole('button', { name: t.allOf, exact: true }));
      await page.keyboard.press('Enter');
      await expect.poll(() => query(page).path).toBe('electronics');
      await expect(page.getByRole('navigation', { name: lang === 'ar' ? 'الفئة' : 'Category' })).toHaveText(t.electronics);
      await expectFocusNotLost(page);

      await chooseByArrows(page, page.getByRole('button', { name: t.postedBy }), /Omar|عمر/, { multiple: true });
      await expect.poll(() => query(page).usersIds).toMatch(/^\d+$/);
      await chooseByArrows(page, page.getByRole('button', { name: t.status }), t.active);
      await expect.poll(() => query(page).status).toBe('active');
      await chooseByArrows(page, page.getByRole('button', { name: t.perPage }), t.fifty);
      await expect.poll(() => query(page).perPage).toBe('50');
      await expect(products.rows.first()).toBeVisible();

      // Reset, next in the bar, clears its filters (the page size stays) and hands the focus to the bar's start.
      await tabTo(page, page.getByRole('button', { name: t.reset }).first());
      await page.keyboard.press('Enter');
      await expect.poll(() => query(page)).toEqual({ perPage: '50' });
      await expect(category).toBeFocused();
    });
  }

  test('requests (en): type and page size by arrows, a day from the calendar by keys, the receiver typed, then reset', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    await page.goto('/requests');
    await expect(page.getByRole('table')).toBeVisible();

    await chooseByArrows(page, page.getByRole('button', { name: /^Type:/ }), 'Bartering');
    await expect.poll(() => query(page).type).toBe('bartering');
    await chooseByArrows(page, page.getByRole('button', { name: /^Rows per page:/ }), '50 per page');
    await expect.poll(() => query(page).perPage).toBe('50');

    // The calendar: Enter opens it on today, an arrow moves a day back, Enter chooses it.
    const date = page.getByRole('button', { name: /^Date/ });
    await tabTo(page, date, { back: true });
    await page.keyboard.press('Enter');
    const grid = page.getByRole('grid');
    await expect(grid).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(grid).toHaveCount(0);
    await expect.poll(() => query(page).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const receiver = page.getByRole('searchbox', { name: 'Receiver name' });
    await tabTo(page, receiver, { back: true });
    await page.keyboard.type('Sara');
    await expect.poll(() => query(page).receiverName).toBe('Sara');

    await tabTo(page, page.getByRole('button', { name: 'Reset filters' }).first());
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page)).toEqual({ perPage: '50' });
    await expect(receiver).toBeFocused();
  });

  test('employees (ar): status by arrows, then reset', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo', { locale: 'ar' });
    await page.goto('/employees');
    await expect(page.getByRole('table')).toBeVisible();
    await chooseByArrows(page, page.getByRole('button', { name: /^الحالة:/ }), 'محذوف');
    await expect.poll(() => query(page).status).toBe('deleted');
    await tabTo(page, page.getByRole('button', { name: 'إعادة ضبط التصفية' }).first());
    await page.keyboard.press('Enter');
    await expect.poll(() => query(page).status).toBeUndefined();
    await expect(page.getByRole('button', { name: /^الحالة:/ })).toBeFocused();
  });
});
