// The flash sale and refresh dialogs as a seller uses them: a flash sale booked, paid in
// the sandbox and its discount shown on the product; a refresh added free with a membership credit
// (no payment, one credit fewer on the membership card); an unpaid flash sale already in the cart
// deleted from its warning (in Arabic). Each test makes its own product, so none collides.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { bearerOf, PaymentPage } from './pages/payment.page';
import { ProductsPage } from './pages/product-dialogs.page';
import { findLeaf, imageFile } from './pages/wizard.page';
import { useUpCredits } from './support/credits';

test.describe.configure({ timeout: 90_000 });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());
/** The day before the same date next month (a month from 31 Jan is 28 Feb), the refresh's last day. */
function lastRefreshDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  const monthEnd = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(d, monthEnd)) - 86_400_000).toISOString().slice(0, 10);
}
/** DD Mon, YYYY as the screens write a day in English. */
const shortDate = (day: string) => new Intl.DateTimeFormat('en-US', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
  .formatToParts(new Date(`${day}T00:00:00Z`)).reduce((parts, p) => ({ ...parts, [p.type]: p.value }), {} as Record<string, string>);

type Made = { id: number; slug: string; name: string };

/** A product of demo's, priced KWD 100.000, named for this test alone. */
async function makeProduct(request: APIRequestContext, label: string): Promise<Made> {
  const headers = await bearerOf(request, 'demo');
  const leaf = await findLeaf(request, 0);
  const name = `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const reply = await request.post('/api/products', {
    headers,
    multipart: { path: JSON.stringify(leaf.trail.map((n) => n.slug)), name, price: '100000', sellType: 'sell', images: await imageFile('flash.png') },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const { id, slug } = (await reply.json()) as { id: number; slug: string };
  return { id, slug, name };
}

async function refreshCredits(request: APIRequestContext): Promise<number> {
  const reply = await request.get('/api/memberships/self', { headers: await bearerOf(request, 'demo') });
  const self = (await reply.json()) as { membership: { services: Array<{ type: number; remainingValue: number }> } };
  return self.membership.services.find((s) => s.type === 2)!.remainingValue;
}

/**
 * The footer's buttons in their order: Cancel · Back · the main action on every step, as every service
 * dialog (src/ui/kit/StepDialogActions); Close alone once the booking is done.
 */
const footerOf = (dialog: ReturnType<Page['getByRole']>) => dialog.locator('div.border-t').last().getByRole('button');

const openDialog = (page: Page, dialog: string, product: Made) =>
  page.goto(`/services?${new URLSearchParams({ openDialog: dialog, product: product.slug, productId: String(product.id) })}`);

/** Today from the start-date pill's calendar (it opens on today). */
async function chooseToday(page: Page, pill: RegExp) {
  await page.getByRole('button', { name: pill }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible();
  await grid.locator('button[tabindex="0"]').press('Enter');
  await expect(grid).toBeHidden();
}

// Flash credits are spent first (a free sale has its own unit and server tests); these walk the paid path.
test.beforeEach(async ({ request }) => {
  await useUpCredits(request, await bearerOf(request, 'demo'), 19, `Fls${Date.now().toString(36)}`);
});

test('a flash sale of 20% for 2 days is booked, paid in the sandbox, and the product shows its sale price', async ({ page, request }) => {
  const product = await makeProduct(request, 'Flash');
  await new LoginPage(page).storeSessionOf('demo');
  await openDialog(page, 'flash-sale', product);

  const dialog = page.getByRole('dialog', { name: 'Flash discount' });
  await expect(dialog.getByRole('heading', { name: 'Flash discount' })).toBeVisible();
  await expect(page).toHaveURL(/\/services(\?tab=0)?$/);
  // Step 2 of 4: the product came with the address.
  await expect(dialog.locator('[aria-current="step"]')).toContainText('Discount');
  await expect(dialog.getByText(product.name)).toBeVisible();
  await expect(footerOf(dialog)).toHaveText(['Cancel', 'Back', 'Next']);
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText('Choose a discount of 10, 20, 30, 40 or 50%')).toBeVisible();
  await dialog.getByRole('button', { name: /Choose a percentage/ }).click();
  await page.getByRole('option', { name: '20% off' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();

  await chooseToday(page, /^Start date:/);
  await dialog.getByLabel('Number of days').fill('2');
  // The price shows before the sale goes to the cart, and the button says it only adds it.
  await expect(dialog.getByTestId('flash-amount')).toHaveText(/3\.000/);
  await expect(dialog.getByRole('button', { name: 'Submit and pay' })).toHaveCount(0);
  await expect(footerOf(dialog)).toHaveText(['Cancel', 'Back', 'Add to cart']);
  await dialog.getByRole('button', { name: 'Add to cart', exact: true }).click();

  // Step 4: the booking at the server's amount (KWD 1.500 a day for the Premium plan), and the sale price.
  await expect(dialog.getByText('The flash sale is in your cart.', { exact: false })).toBeVisible();
  await expect(dialog.getByTestId('flash-sale-price')).toHaveText(/80\.000/);
  await expect(dialog.getByTestId('flash-amount')).toHaveText(/3\.000/);
  // Booked in the cart: no way back to the form, only on to pay.
  await expect(footerOf(dialog)).toHaveText(['Cancel', 'Pay']);
  await dialog.getByRole('button', { name: 'Pay' }).click();

  await expect(page).toHaveURL(new RegExp(`/payment\\?type=5&productId=${product.id}&itemId=\\d+`));
  const payment = new PaymentPage(page);
  await expect(payment.amount).toContainText('3.000');
  await payment.payByCard();
  await payment.providerAnswers('Success');
  await expect(page).toHaveURL(/\/payment-success\?paymentId=\d+/);

  const products = new ProductsPage(page);
  await products.openWith(product.name);
  const details = await products.openDetails(product.name);
  await expect(details.getByTestId('details-sale-price')).toHaveText(/80\.000/);
  await expect(details.getByTestId('details-price')).toHaveText(/100\.000/);
  await expect(details.getByText('Flash sale 20% off')).toBeVisible();

  // With its sale running, the product takes no second one: restored, the dialog says so instead of
  // the form, and its picker shows it but will not choose it.
  await openDialog(page, 'flash-sale', product);
  await expect(dialog.getByRole('alert')).toHaveText('This product already has a flash discount running. Choose another product, or come back when it ends.');
  await expect(dialog.getByLabel('Number of days')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('searchbox').fill(product.name);
  const row = dialog.getByTestId('picker-product').filter({ hasText: product.name });
  await expect(row).toContainText('Already on a flash sale');
  await expect(row).toHaveAttribute('aria-disabled', 'true');
});

test('in the three-step reading, a fixed KWD 12.500 off for a day is reviewed at 87.500 and goes to payment', async ({ page, request }) => {
  const product = await makeProduct(request, 'Three');
  await new LoginPage(page).storeSessionOf('demo');
  await page.goto(`/services?${new URLSearchParams({ openDialog: 'flash-sale', product: product.slug, productId: String(product.id), reading: 'three-steps' })}`);

  const dialog = page.getByRole('dialog', { name: 'Flash discount' });
  await expect(dialog.locator('[aria-current="step"]')).toContainText('Discount and dates');
  await dialog.getByRole('radio', { name: 'Fixed amount' }).check();
  await dialog.getByLabel('Amount off (KWD)').fill('100.001');
  await chooseToday(page, /^Start date:/);
  await dialog.getByLabel('Number of days').fill('1');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByText("The amount off must be more than 0 and at most the product's price")).toBeVisible();
  await dialog.getByLabel('Amount off (KWD)').fill('12.5');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await expect(dialog.locator('[aria-current="step"]')).toContainText('Review');
  await expect(footerOf(dialog)).toHaveText(['Cancel', 'Back', 'Add to cart and pay']);
  await expect(dialog.getByTestId('flash-sale-price')).toHaveText(/87\.500/);
  await expect(dialog.getByTestId('flash-amount')).toHaveText(/1\.500/);
  await dialog.getByRole('button', { name: 'Add to cart and pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=5&productId=${product.id}&itemId=\\d+`));
  await expect(new PaymentPage(page).amount).toContainText('1.500');
});

test('a refresh with a credit left is added free, without payment, and the membership card counts one credit fewer', async ({ page, request }) => {
  const product = await makeProduct(request, 'Refresh');
  const before = await refreshCredits(request);
  expect(before).toBeGreaterThan(0);
  await new LoginPage(page).storeSessionOf('demo');
  await openDialog(page, 'refresh', product);

  const dialog = page.getByRole('dialog', { name: 'Ad refresh' });
  await expect(dialog.getByText(`Refresh credits left: ${before}.`, { exact: false })).toBeVisible();
  // The start is today; the last day the day before the same date next month, as the server books it
  // and the card will show it.
  const [first, last] = [today(), lastRefreshDay(today())];
  const written = (day: string) => { const p = shortDate(day); return `${p.day} ${p.month}, ${p.year}`; };
  await expect(dialog.getByTestId('refresh-ends')).toHaveText(`Runs ${written(first)} – ${written(last)} (one month)`);
  await expect(footerOf(dialog)).toHaveText(['Cancel', 'Back', 'Add free']);
  // From here the membership is asked for once: the screen reads it again and hands it to the card.
  const asked: string[] = [];
  page.on('request', (r) => { if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/memberships/self') asked.push(r.url()); });
  await dialog.getByRole('button', { name: 'Add free' }).click();

  await expect(dialog.getByText('Refresh added free, without payment.', { exact: false })).toBeVisible();
  await expect(dialog.getByTestId('refresh-credits-left')).toHaveText(`Refresh credits left: ${before - 1}`);
  expect(await refreshCredits(request)).toBe(before - 1);
  await expect(page).toHaveURL(/\/services/);
  await expect(footerOf(dialog)).toHaveText(['Close']);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog.getByRole('heading')).toBeHidden();

  const card = page.getByTestId('membership-card');
  await card.getByRole('tab', { name: /^Refresh credits/ }).click();
  await expect(card.getByRole('tabpanel')).toContainText(`Included credits left: ${before - 1}`);
  expect(asked).toHaveLength(1);
});

test('in Arabic, an unpaid flash sale in the cart shows its warning; deleting it goes on to a new sale', async ({ page, request }) => {
  const product = await makeProduct(request, 'Unpaid');
  const headers = await bearerOf(request, 'demo');
  const booked = await request.post('/api/memberships/services/19/cart', { headers, data: { productId: product.id, date: today(), days: 3, percentValue: 30 } });
  expect(booked.status(), await booked.text()).toBe(201);

  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  await new LoginPage(page).storeSessionOf('demo');
  await openDialog(page, 'flash-sale', product);

  const warning = page.getByRole('alertdialog', { name: 'تخفيض سريع غير مدفوع في سلتك' });
  // The dialog asks the server for unpaid sales before it shows anything: in one CI run at load ~12 it was
  // still asking after the usual 7 s (its steps drawn, no step open yet).
  await expect(warning.getByRole('heading', { name: 'تخفيض سريع غير مدفوع في سلتك' })).toBeVisible({ timeout: 20_000 });
  await expect(warning.getByText(product.name)).toBeVisible();
  await expect(warning.getByText('٣٠٪')).toBeVisible();
  await warning.getByRole('button', { name: 'حذف' }).click();

  const dialog = page.getByRole('dialog', { name: 'تخفيض سريع' });
  await expect(dialog.locator('[aria-current="step"]')).toContainText('الخصم');
  await expect(dialog.getByText('تم حذف الخدمة بنجاح!')).toBeVisible();
  const unpaid = await request.get(`/api/offers/unactive?serviceType=19&productId=${product.id}`, { headers });
  expect(unpaid.status()).toBe(204);
  // The same footer in Arabic, where the row starts on the right: إلغاء (Cancel) first, then رجوع (Back), then التالي (Next).
  await expect(footerOf(dialog)).toHaveText(['إلغاء', 'رجوع', 'التالي']);
  await dialog.getByRole('button', { name: 'إلغاء' }).click();
  await expect(dialog.getByRole('heading')).toBeHidden();
});

test('an unpaid flash sale changed from its warning: Change it opens its values, Save changes updates the same cart item', async ({ page, request }) => {
  const product = await makeProduct(request, 'Change');
  const headers = await bearerOf(request, 'demo');
  const booked = await request.post('/api/memberships/services/19/cart', { headers, data: { productId: product.id, date: today(), days: 3, percentValue: 30 } });
  expect(booked.status(), await booked.text()).toBe(201);
  const { itemId } = (await booked.json()) as { itemId: number };
  await new LoginPage(page).storeSessionOf('demo');
  await openDialog(page, 'flash-sale', product);

  const warning = page.getByRole('alertdialog', { name: 'Unpaid flash discount in your cart' });
  await warning.getByRole('button', { name: 'Change it' }).click();
  const dialog = page.getByRole('dialog', { name: 'Flash discount' });
  await expect(dialog.locator('[aria-current="step"]')).toContainText('Discount');
  // Its own discount came with it.
  await dialog.getByRole('button', { name: /30% off/ }).click();
  await page.getByRole('option', { name: '20% off' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  // Its own days and length came with it.
  await expect(dialog.getByLabel('Number of days')).toHaveValue(/^(3|٣)$/);
  await dialog.getByRole('button', { name: 'Save changes', exact: true }).click();
  await expect(dialog.getByTestId('flash-amount')).toHaveText(/4\.500/);
  await dialog.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=5&productId=${product.id}&itemId=${itemId}`));
  const unpaid = await request.get(`/api/offers/unactive?serviceType=19&productId=${product.id}`, { headers });
  expect(((await unpaid.json()) as { data: Array<{ percentValue: number; itemId: number }> }).data[0]).toMatchObject({ percentValue: 20, itemId });
});

test('a declined payment: Back to Services reopens the flash sale at its review with the draft, and Save changes and pay pays the same booking', async ({ page, request }) => {
  const product = await makeProduct(request, 'Back');
  await new LoginPage(page).storeSessionOf('demo');
  await page.goto(`/services?${new URLSearchParams({ openDialog: 'flash-sale', product: product.slug, productId: String(product.id), reading: 'three-steps' })}`);
  const dialog = page.getByRole('dialog', { name: 'Flash discount' });
  await dialog.getByRole('radio', { name: 'Fixed amount' }).check();
  await dialog.getByLabel('Amount off (KWD)').fill('12.5');
  await chooseToday(page, /^Start date:/);
  await dialog.getByLabel('Number of days').fill('1');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.locator('[aria-current="step"]')).toContainText('Review');
  await dialog.getByRole('button', { name: 'Add to cart and pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=5&productId=${product.id}&itemId=\\d+&openDialog=flash-sale&step=3&`));
  const itemId = new URL(page.url()).searchParams.get('itemId');
  const payment = new PaymentPage(page);
  await payment.payByCard();
  await payment.providerAnswers('MF002');
  await expect(page).toHaveURL(/\/check-out\?paymentId=\d+/);

  await page.getByRole('link', { name: 'Back to Services' }).click();
  // The same dialog, at its review, with the product, the discount, the day and the sum it had.
  await expect(dialog.locator('[aria-current="step"]')).toContainText('Review', { timeout: 20_000 });
  await expect(dialog).toContainText(product.name);
  await expect(dialog.getByTestId('flash-sale-price')).toHaveText(/87\.500/);
  await expect(dialog.getByTestId('flash-amount')).toHaveText(/1\.500/);
  // Submitting again changes the sale in the cart (no 409, no second one) and pays the same item.
  await dialog.getByRole('button', { name: 'Save changes and pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=5&productId=${product.id}&itemId=${itemId}&`));
});
