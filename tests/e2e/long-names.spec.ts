import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { findLeaf, imageFile } from './pages/wizard.page';
import { atWidths } from './support/at-widths';
import { expectNoOverflow } from './support/no-overflow';
import { animationsSettled } from './support/settled';

// A name of 200 letters without a space (100 for a person, the server's cap) wraps or is
// cut with its full text in a title, in the details title, the delete confirmations and the table
// cells: never past the viewport, never over a button, on a desktop and a phone, in both languages.
const TOKEN = `Lng${Date.now().toString(36)}`;
const PRODUCT_NAME = `${TOKEN}${'W'.repeat(200 - TOKEN.length)}`;
const PERSON_NAME = `${TOKEN}${'M'.repeat(100 - TOKEN.length)}`;

async function tokenOf(request: APIRequestContext, user: string) {
  const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  return ((await login.json()) as { access_token: string }).access_token;
}

let created: { headers: Record<string, string>; productId: number; employeeId: number } | undefined;

test.beforeAll(async ({ request }) => {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'demo')}` };
  const leaf = await findLeaf(request, 0);
  const image = await imageFile('long.png');
  const product = await request.post('/api/products', {
    headers,
    multipart: { path: JSON.stringify(leaf.trail.map((n) => n.slug)), name: PRODUCT_NAME, price: '5000', sellType: 'sell', images: image },
  });
  expect(product.status(), await product.text()).toBe(201);
  const employee = await request.post('/api/employees', {
    headers,
    data: { fullName: PERSON_NAME, phone: '55501234', email: `${TOKEN.toLowerCase()}@souq.example`, userName: TOKEN.toLowerCase(), password: 'Long@12345', passwordConfirmation: 'Long@12345', roles: ['employee'], admin: false },
  });
  expect(employee.status(), await employee.text()).toBeLessThan(300);
  created = { headers, productId: ((await product.json()) as { id: number }).id, employeeId: ((await employee.json()) as { id: number }).id };
});

// The long name would otherwise top the demo's list for the specs after this one.
test.afterAll(async ({ request }) => {
  if (!created) return;
  const { headers, productId, employeeId } = created;
  expect((await request.delete(`/api/products/${productId}`, { headers })).status()).toBe(204);
  expect((await request.delete(`/api/employees/${employeeId}`, { headers })).status()).toBe(204);
});

type Locator = ReturnType<Page['locator']>;
type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 && inner.y >= outer.y - 1 && inner.x + inner.width <= outer.x + outer.width + 1 && inner.y + inner.height <= outer.y + outer.height + 1;

/** The text's box stays in the dialog's panel (the dialog element itself has no box) and clear of each of its buttons. */
async function expectClear(dialog: Locator, text: Locator, what: string) {
  await animationsSettled(dialog.page());
  const box = (await text.boundingBox())!;
  const panel = (await dialog.locator('[id^="headlessui-dialog-panel"]').boundingBox())!;
  expect(inside(box, panel), `${what} stays inside its dialog`).toBe(true);
  for (const button of await dialog.getByRole('button').all()) {
    const b = await button.boundingBox();
    if (b) expect(overlaps(box, b), `${what} over the button "${await button.textContent()}"`).toBe(false);
  }
}

async function signIn(page: Page, locale: 'en' | 'ar') {
  await page.goto('/login');
  await page.evaluate((l) => localStorage.setItem('souqdesk.locale', l), locale);
  await new LoginPage(page).signInAs('demo');
}

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Checks a screen at 1440 and at 390 px in one visit; LONG_NAME_SHOTS=<folder> also saves a PNG of each. */
function atBothWidths(page: Page, screen: string, check: (at: string) => Promise<void>) {
  return atWidths(page, [DESKTOP, PHONE], screen, check, process.env.LONG_NAME_SHOTS);
}

for (const locale of ['en', 'ar'] as const) {
  test.describe(`${locale}, at 1440 and 390 px`, () => {
    test.describe.configure({ timeout: 120_000 });
    test.use({ viewport: DESKTOP });

    test('products: the table cell, the details title and the delete confirmation', async ({ page }) => {
      await signIn(page, locale);
      await page.goto(`/products?q=${TOKEN}`);
      const cell = page.locator(`span[title="${PRODUCT_NAME}"]`);
      await expect(cell).toBeVisible({ timeout: 30_000 });
      await atBothWidths(page, `products ${locale}`, async (at) => {
        await expect(cell).toBeVisible();
        await expectNoOverflow(page, at);
      });

      await cell.click();
      const details = page.getByRole('dialog');
      const title = details.getByRole('heading', { name: PRODUCT_NAME });
      await expect(title).toBeVisible({ timeout: 30_000 });
      await atBothWidths(page, `details ${locale}`, async (at) => {
        await expectNoOverflow(page, at);
        await expectClear(details, title, `the details title (${at})`);
      });

      await details.getByRole('button', { name: /^(Delete|حذف)$/ }).click();
      const confirm = page.getByRole('dialog').filter({ hasText: PRODUCT_NAME });
      const question = confirm.locator('p').filter({ hasText: PRODUCT_NAME });
      await expect(question).toBeVisible();
      await atBothWidths(page, `delete ${locale}`, async (at) => {
        await expectNoOverflow(page, at);
        await expectClear(confirm, question, `the delete question (${at})`);
      });
    });

    test('employees: the table cell and the delete confirmation', async ({ page }) => {
      await signIn(page, locale);
      await page.goto(`/employees?q=${TOKEN}`);
      const cell = page.locator(`span[title="${PERSON_NAME}"]`);
      await expect(cell).toBeVisible({ timeout: 30_000 });
      await atBothWidths(page, `employees ${locale}`, async (at) => {
        await expect(cell).toBeVisible();
        await expectNoOverflow(page, at);
      });

      await page.getByRole('row').filter({ has: cell }).getByRole('button', { name: /^(Delete|حذف)/ }).click();
      const confirm = page.getByRole('dialog');
      const question = confirm.locator('p').filter({ hasText: PERSON_NAME });
      await expect(question).toBeVisible();
      await atBothWidths(page, `employee delete ${locale}`, async (at) => {
        await expectNoOverflow(page, at);
        await expectClear(confirm, question, `the employee delete question (${at})`);
      });
    });
  });
}
