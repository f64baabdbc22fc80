import { expect, test, type Page } from './fixtures';
import { EmployeesPage } from './pages/employees.page';
import { LoginPage } from './pages/login.page';
import { ProductsPage } from './pages/products.page';
import { RequestsPage } from './pages/requests.page';

const query = (page: Page) => new URL(page.url()).searchParams;
/** The query as a plain object (the order params were written in is not the point). */
const queryObject = (page: Page) => Object.fromEntries(query(page));
const historyLength = (page: Page) => page.evaluate(() => history.length);
/** Opens a list and waits for its first row: generous, as the machine is shared with other runs. */
async function openList(list: { page: Page; rows: ReturnType<Page['locator']> }, path: string) {
  await list.page.goto(path);
  await expect(list.rows.first()).toBeVisible({ timeout: 30_000 });
}

// The lists' filters live in the URL, so a reload, a shared link and Back/Forward show the
// same list. Filter clicks replace the entry (Back leaves the list, it does not undo each click).
test.describe('list filters in the URL', () => {
  test.describe.configure({ timeout: 120_000 });
  test('products: category, posted by, status and page size survive a reload, together with the top-bar search', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await openList(products, '/products');
    const entries = await historyLength(page);

    await products.categoryButton.click();
    await page.getByRole('button', { name: /^Electronics/ }).click();
    await page.getByRole('button', { name: 'All of Electronics' }).click();
    await products.chooseEmployee('Omar Al-Sabah');
    await page.getByRole('button', { name: /^Status:/ }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await page.getByRole('button', { name: /^Rows per page:/ }).click();
    await page.getByRole('option', { name: '50 per page' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill('a');
    await expect.poll(() => query(page).get('q')).toBe('a');

    const params = query(page);
    expect(params.get('path')).toBe('electronics');
    expect(params.get('usersIds')).toMatch(/^\d+$/);
    expect(params.get('status')).toBe('active');
    expect(params.get('perPage')).toBe('50');
    expect(await historyLength(page)).toBe(entries);

    const listed = page.waitForRequest((r) => r.url().includes('/sellers?'));
    await page.reload();
    const request = new URL((await listed).url()).searchParams;
    expect(Object.fromEntries(request)).toMatchObject({ path: 'electronics', usersIds: params.get('usersIds'), isActive: 'true', perPage: '50', q: 'a' });
    await expect(page.getByRole('navigation', { name: 'Category' })).toHaveText('Electronics');
    await expect(products.employeeButton).toContainText('Omar Al-Sabah');
    await expect(page.getByRole('button', { name: /^Status:/ })).toContainText('Active');
    await expect(page.getByRole('button', { name: /^Rows per page:/ })).toContainText('50');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('a');

    // Reset clears the bar and its params; the search and the page size stay.
    await page.getByRole('button', { name: 'Reset filters' }).first().click();
    await expect.poll(() => queryObject(page)).toEqual({ q: 'a', perPage: '50' });
  });

  test('products: Back to the list after another screen shows the filtered list; the drawer link is the unfiltered one', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await openList(products, '/products');
    await page.getByRole('button', { name: /^Status:/ }).click();
    await page.getByRole('option', { name: 'Inactive', exact: true }).click();
    await expect.poll(() => query(page).get('status')).toBe('inactive');

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Requests' }).click();
    await expect(page).toHaveURL(/\/requests$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?status=inactive$/);
    await expect(page.getByRole('button', { name: /^Status:/ })).toContainText('Inactive');

    // The drawer's Products link opens the list as it says (no filters); Back returns to the filtered one.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('button', { name: /^Status:/ })).toContainText('All statuses');
    await page.goBack();
    await expect(page.getByRole('button', { name: /^Status:/ })).toContainText('Inactive');
  });

  test('a link with unknown or broken values opens the default list, never fails', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const products = new ProductsPage(page);
    await openList(products, '/products?path=no-such-category&usersIds=999999&status=sold&perPage=7');
    await expect(products.categoryButton).toContainText('All categories');
    await expect(products.employeeButton).toContainText('Everyone');
    await expect(page.getByRole('button', { name: /^Status:/ })).toContainText('All statuses');
    await expect(page.getByRole('button', { name: /^Rows per page:/ })).toContainText('20');
    // The unknown category and member leave the URL once the company's lists are in.
    await expect.poll(() => query(page).has('path') || query(page).has('usersIds')).toBe(false);

    const requests = new RequestsPage(page);
    await openList(requests, '/requests?type=gift&date=2026-02-30&perPage=abc');
    await expect(page.getByRole('button', { name: /^Type:/ })).toContainText('All types');

    const employees = new EmployeesPage(page);
    await openList(employees, '/employees?status=fired&perPage=-1');
    await expect(employees.statusButton).toContainText('Active');
  });

  test('requests: type, receiver name and page size survive a reload', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const requests = new RequestsPage(page);
    await openList(requests, '/requests');
    await page.getByRole('button', { name: /^Type:/ }).click();
    await page.getByRole('option', { name: 'Bartering' }).click();
    await page.getByRole('searchbox', { name: 'Receiver name' }).fill('Sara');
    await page.getByRole('button', { name: /^Rows per page:/ }).click();
    await page.getByRole('option', { name: '30 per page' }).click();
    await expect.poll(() => queryObject(page)).toEqual({ type: 'bartering', perPage: '30', receiverName: 'Sara' });

    const listed = page.waitForRequest((r) => /\/api\/requests\?/.test(r.url()));
    await page.reload();
    expect(Object.fromEntries(new URL((await listed).url()).searchParams)).toMatchObject({ type: 'bartering', receiverName: 'Sara', perPage: '30' });
    await expect(page.getByRole('button', { name: /^Type:/ })).toContainText('Bartering');
    await expect(page.getByRole('searchbox', { name: 'Receiver name' })).toHaveValue('Sara');
    await expect(page.getByRole('button', { name: /^Rows per page:/ })).toContainText('30');
  });

  test('employees: status survives a reload; a shared link opens the same list in Arabic', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const employees = new EmployeesPage(page);
    await openList(employees, '/employees');
    await employees.statusButton.click();
    await page.getByRole('option', { name: 'All', exact: true }).click();
    await expect.poll(() => query(page).get('status')).toBe('all');
    const link = page.url();

    await page.evaluate(() => localStorage.setItem('souqdesk.locale', 'ar'));
    const listed = page.waitForRequest((r) => /\/api\/employees\?/.test(r.url()));
    await page.goto(link);
    expect(new URL((await listed).url()).searchParams.get('status')).toBe('all');
    await expect(employees.statusButton).toContainText('الكل');
  });
});
