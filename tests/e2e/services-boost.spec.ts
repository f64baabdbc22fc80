// The boost dialog (part 2 §2/§4/§9): opened by the products list's link
// (/services?openDialog=boost&product=…), the seller picks the days and keepTop5 with a top-5 day,
// reviews the §9 sum, pays through the sandbox and the product shows boosted in /products. A day
// whose top-5 places are all booked cannot be chosen and is refused when restored; once in Arabic.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { kwdDigits, PaymentPage } from './pages/payment.page';
import { ProductsPage } from './pages/products.page';
import { createProduct, kuwaitDay, type Product } from './pages/services.page';
import { expectOneDigitSystem } from './support/digits';
import { creditsLeft, useUpCredits } from './support/credits';
import { expectNoOverflow } from './support/no-overflow';

test.describe.configure({ timeout: 90_000 });

const TOKEN = `Bst${Date.now().toString(36)}`;
/** The seed's Premium membership: boost 2.500 KWD a day; inTop 1 KWD a top-5 day (the settings). */
const PER_DAY = 2_500;
const IN_TOP = 1_000;
/** Top-5 places a day (settings boostTopSlotsPerDay). */
const TOP_PLACES = 5;

type Headers = Record<string, string>;

async function headersOf(request: APIRequestContext, user: string): Promise<Headers> {
  const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

const created: Product[] = [];
let demo: Headers;
/** A day whose top-5 places are all taken (by unpaid boosts of products made for it). */
const fullDay = kuwaitDay(1);

test.beforeAll(async ({ request }) => {
  demo = await headersOf(request, 'demo');
  // Top-5 places the day has left (another spec may hold some): one unpaid boost of a new product each.
  const isFull = async () => {
    const reply = await request.get(`/api/offers/calendar?startDate=${fullDay}&endDate=${fullDay}`, { headers: demo });
    return ((await reply.json()) as { data: Array<{ date: string; reserved: boolean }> }).data.some((d) => d.date === fullDay && d.reserved);
  };
  for (let i = 0; i < TOP_PLACES && !(await isFull()); i += 1) {
    const filler = await createProduct(request, demo, `${TOKEN} filler ${i}`);
    created.push(filler);
    const booked = await request.post('/api/memberships/services/18/cart', { headers: demo, data: { productId: filler.id, date: fullDay, days: 1, inTop: [fullDay] } });
    expect(booked.status(), await booked.text()).toBe(201);
  }
  expect(await isFull()).toBe(true);
});

test.afterAll(async ({ request }) => {
  for (const product of created) {
    await request.delete(`/api/memberships/services/18/cart?productId=${product.id}`, { headers: demo });
    expect((await request.delete(`/api/products/${product.id}`, { headers: demo })).status()).toBe(204);
  }
});

const texts = {
  en: {
    dialog: 'Boost ad', start: 'Start date', days: 'Number of days', keepTop5: 'Keep in the top 5', topDays: 'Top-5 days', next: 'Next',
    submit: 'Submit and pay', nextMonth: 'Next month', booked: 'Fully booked', backToProducts: 'Back to products', boosted: 'Boosted',
    taken: 'Some selected dates are no longer available',
  },
  ar: {
    dialog: 'ترويج إعلان', start: 'تاريخ البدء', days: 'عدد الأيام', keepTop5: 'الإبقاء ضمن أول ٥', topDays: 'أيام أول ٥', next: 'التالي',
    submit: 'إرسال والدفع', nextMonth: 'الشهر التالي', booked: 'محجوز بالكامل', backToProducts: 'العودة إلى المنتجات', boosted: 'مُروَّج',
    taken: 'بعض التواريخ المختارة لم تعد متاحة',
  },
};
type Lang = keyof typeof texts;

const localDigits = (n: number, lang: Lang) => (lang === 'ar' ? String(n).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]) : String(n));

class BoostDialog {
  constructor(readonly page: Page, readonly lang: Lang) {}
  get t() { return texts[this.lang]; }
  get dialog() { return this.page.getByRole('dialog', { name: this.t.dialog }); }
  get topDays() { return this.dialog.getByRole('region', { name: this.t.topDays }); }
  get total() { return this.dialog.getByTestId('boost-total'); }

  async open(product: Product, query = '') {
    await this.page.goto(`/services?${new URLSearchParams({ openDialog: 'boost', product: product.slug, productId: String(product.id) })}${query}`);
    await expect(this.dialog.getByRole('heading', { name: this.t.dialog })).toBeVisible();
  }

  /** The day's button in a month grid, moving on a month when the grid shows `from`'s month and the day is in the next. */
  async day(grid: ReturnType<Page['getByRole']>, day: string, from: string) {
    if (day.slice(0, 7) !== from.slice(0, 7)) await grid.getByRole('button', { name: this.t.nextMonth }).click();
    return grid.getByRole('grid').getByRole('button').filter({ hasText: new RegExp(`^${localDigits(Number(day.slice(8)), this.lang)}$`) });
  }

  async chooseStart(day: string) {
    await this.dialog.getByRole('button', { name: new RegExp(`^${this.t.start}`) }).click();
    // The month grid's own box (its month buttons and days); only the popover's is on the page now.
    const calendar = this.page.getByRole('grid').locator('..');
    await (await this.day(calendar, day, kuwaitDay())).click();
    await expect(this.page.getByRole('grid')).toHaveCount(0);
  }

  async fill(start: string, days: number) {
    await this.chooseStart(start);
    await this.dialog.getByLabel(this.t.days).fill(String(days));
  }
}

/** Back on /products (#showDialog): the newest product's details open, boosted; closed, its row has the check mark. */
async function seeBoosted(page: Page, product: Product, lang: Lang) {
  const details = page.getByRole('dialog');
  await expect(details).toContainText(product.name);
  await expect(details.getByText(texts[lang].boosted, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(details).toHaveCount(0);
  await expect(new ProductsPage(page).row(product.name).getByRole('img', { name: texts[lang].boosted })).toBeVisible();
}

// The membership's boost credits are spent first; the paid-path tests below run once none is left.
const FREE_TITLE = 'with boost credits left: the review says Included in your plan, the boost is booked free, and no payment follows';
test.beforeEach(async ({ request }, testInfo) => {
  if (testInfo.title !== FREE_TITLE) await useUpCredits(request, demo, 18, TOKEN);
});

test(FREE_TITLE, async ({ page, request }) => {
  const before = await creditsLeft(request, demo, 18);
  expect(before).toBeGreaterThan(0);
  const product = await createProduct(page.request, demo, `${TOKEN} free`);
  created.push(product);
  await new LoginPage(page).storeSessionOf('demo');
  const boost = new BoostDialog(page, 'en');
  await boost.open(product);
  await boost.fill(kuwaitDay(2), 2);
  await boost.dialog.getByRole('button', { name: boost.t.next, exact: true }).click();
  const included = boost.dialog.getByTestId('included-in-plan');
  await expect(included).toContainText('Included in your plan');
  await expect(included).toContainText(before === 1 ? 'Uses your last included credit.' : `Uses 1 of your ${before} included credits left.`);
  await expect(boost.total).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: 'test-results/credits/boost-review-en-1440.png' });
  await boost.dialog.getByRole('button', { name: 'Book it' }).click();
  await expect(boost.dialog.getByText("Booked with one of your plan's included credits. There is nothing to pay.")).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
  expect(await creditsLeft(request, demo, 18)).toBe(before - 1);
  // Booked: a second boost of the product on one of its days is refused in the server's words.
  await boost.dialog.getByRole('button', { name: 'Close' }).click();
  const again = await request.post('/api/memberships/services/18/cart', { headers: demo, data: { productId: product.id, date: kuwaitDay(3), days: 1, inTop: [] } });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { message: string }).message).toBe('This product is already boosted on some of those dates');
});

test('from the products list: three days with a top-5 day, the booked day refused, paid by card, and the product shows boosted', async ({ page }) => {
  const product = await createProduct(page.request, demo, `${TOKEN} lamp`);
  created.push(product);
  await new LoginPage(page).storeSessionOf('demo');
  const boost = new BoostDialog(page, 'en');
  await boost.open(product);
  // The Services screen restores the dialog, then clears the address (§2).
  await expect(page).not.toHaveURL(/openDialog/);
  await expect(boost.dialog.getByRole('listitem').filter({ hasText: 'Dates' })).toHaveAttribute('aria-current', 'step');

  const start = kuwaitDay();
  await boost.fill(start, 3);
  await boost.dialog.getByRole('switch', { name: boost.t.keepTop5 }).click();
  const booked = await boost.day(boost.topDays, fullDay, start);
  await expect(booked).toHaveAttribute('aria-disabled', 'true');
  await expect(booked).toHaveAccessibleName(new RegExp(`${boost.t.booked}$`));
  // Reachable by keys (it is no hole in the grid), but Enter does not choose it.
  await booked.focus();
  await page.keyboard.press('Enter');
  await expect(booked.locator('xpath=..')).toHaveAttribute('aria-selected', 'false');

  // The third day is free: chosen as the top-5 day.
  const third = await boost.day(boost.topDays, kuwaitDay(2), fullDay);
  await third.click();
  await expect(third.locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
  await expect(boost.dialog.getByTestId('boost-chosen-count')).toHaveText('1 day chosen');
  await boost.dialog.getByRole('button', { name: boost.t.next, exact: true }).click();

  const sum = PER_DAY * 3 + IN_TOP;
  await expect(boost.total).toHaveText(new RegExp(kwdDigits(sum).replace('.', '\\.')));
  await boost.dialog.getByRole('button', { name: boost.t.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=3&productId=${product.id}&itemId=\\d+&fromBoost=1&openDialog=boost&step=3&`));
  const payment = new PaymentPage(page);
  // The server's amount is the review's.
  await expect(payment.amount).toContainText(kwdDigits(sum));
  await payment.payByCard();
  await payment.providerAnswers('Success');
  await expect(page).toHaveURL(/\/payment-success\?paymentId=\d+/);

  await page.getByRole('link', { name: boost.t.backToProducts }).click();
  await expect(page).toHaveURL(/\/products\?fromBoost=1$/);
  await seeBoosted(page, product, 'en');
});

test('a restored review whose top-5 day was booked meanwhile goes back to the form and says so', async ({ page }) => {
  const product = await createProduct(page.request, demo, `${TOKEN} vase`);
  created.push(product);
  await new LoginPage(page).storeSessionOf('demo');
  const boost = new BoostDialog(page, 'en');
  const start = kuwaitDay();
  await boost.open(product, `&${new URLSearchParams({ step: '3', startDate: start, duration: '2', keepTop5: 'true', selectedDates: fullDay })}`);
  await expect(boost.dialog.getByRole('alert')).toHaveText(boost.t.taken);
  await expect(boost.dialog.getByTestId('boost-chosen-count')).toHaveText('No days chosen');
  await expect(await boost.day(boost.topDays, fullDay, start)).toHaveAttribute('aria-disabled', 'true');
});

test('an unpaid boost of the product already in the cart: the warning, Delete it, then the new one goes to payment', async ({ page }) => {
  const product = await createProduct(page.request, demo, `${TOKEN} chair`);
  created.push(product);
  const earlier = await page.request.post('/api/memberships/services/18/cart', { headers: demo, data: { productId: product.id, date: kuwaitDay(20), days: 2, inTop: [] } });
  expect(earlier.status(), await earlier.text()).toBe(201);
  const { itemId: earlierItem } = (await earlier.json()) as { itemId: number };
  await new LoginPage(page).storeSessionOf('demo');
  const boost = new BoostDialog(page, 'en');
  await boost.open(product, `&${new URLSearchParams({ step: '3', startDate: kuwaitDay(), duration: '1' })}`);
  await expect(boost.total).toHaveText(/2\.500/);
  await boost.dialog.getByRole('button', { name: boost.t.submit }).click();
  const warning = boost.dialog.getByRole('alert');
  await expect(warning).toContainText('A boost is waiting for payment');
  await expect(warning).toContainText(product.name);
  await expect(boost.dialog.getByRole('button', { name: 'Pay it' })).toBeVisible();
  await boost.dialog.getByRole('button', { name: 'Delete it' }).click();
  await expect(boost.dialog.getByRole('status').filter({ hasText: 'Service deleted successfully!' })).toBeVisible();
  await boost.dialog.getByRole('button', { name: boost.t.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=3&productId=${product.id}&itemId=\\d+&fromBoost=1&openDialog=boost&step=3&`));
  expect(new URL(page.url()).searchParams.get('itemId')).not.toBe(String(earlierItem));
});

test('an unpaid boost updated: the warning changes it to the dialog\'s days (same cart item, repriced), and the payment asks the new amount', async ({ page }) => {
  const product = await createProduct(page.request, demo, `${TOKEN} desk`);
  created.push(product);
  const earlier = await page.request.post('/api/memberships/services/18/cart', { headers: demo, data: { productId: product.id, date: kuwaitDay(20), days: 2, inTop: [] } });
  expect(earlier.status(), await earlier.text()).toBe(201);
  const { itemId: earlierItem } = (await earlier.json()) as { itemId: number };
  await new LoginPage(page).storeSessionOf('demo');
  const boost = new BoostDialog(page, 'en');
  await boost.open(product, `&${new URLSearchParams({ step: '3', startDate: kuwaitDay(4), duration: '3' })}`);
  await boost.dialog.getByRole('button', { name: boost.t.submit }).click();
  await expect(boost.dialog.getByRole('alert').first()).toContainText('A boost is waiting for payment');
  await boost.dialog.getByRole('button', { name: 'Change it to these dates' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=3&productId=${product.id}&itemId=${earlierItem}&`));
  await expect(new PaymentPage(page).amount).toContainText(kwdDigits(3 * PER_DAY));
  const unpaid = await page.request.get(`/api/offers/unactive?serviceType=18&productId=${product.id}`, { headers: demo });
  const [offer] = ((await unpaid.json()) as { data: Array<{ fromDate: string; toDate: string; itemId: number; amount: number }> }).data;
  expect(offer).toMatchObject({ itemId: earlierItem, amount: 3 * PER_DAY });
  expect(kuwaitDayOf(offer.fromDate)).toBe(kuwaitDay(4));
});

test('an unpaid boost\'s card on /services has Delete and Pay now; Delete asks first, Keep it keeps it, Delete removes it from the cart', async ({ page }) => {
  const product = await createProduct(page.request, demo, `${TOKEN} card`);
  created.push(product);
  const booked = await page.request.post('/api/memberships/services/18/cart', { headers: demo, data: { productId: product.id, date: kuwaitDay(15), days: 1, inTop: [] } });
  expect(booked.status(), await booked.text()).toBe(201);
  await new LoginPage(page).storeSessionOf('demo');
  await page.goto('/services');
  const card = page.getByTestId('service-card').filter({ hasText: product.name });
  await expect(card.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this unpaid booking?' });
  await expect(confirm).toContainText(product.name);
  await expect(confirm).toContainText(/The ad boost for .+ will be removed from your cart and its dates given back\./);
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  const unpaid = await page.request.get(`/api/offers/unactive?serviceType=18&productId=${product.id}`, { headers: demo });
  expect(unpaid.status()).toBe(204);
});

/** The day in Kuwait (+03:00) of an instant. */
const kuwaitDayOf = (iso: string) => new Date(Date.parse(iso) + 3 * 3_600_000).toISOString().slice(0, 10);

/** A declined card, then Back to Services reopens the dialog at its review with the draft; submitting again pays the same booking. */
async function failedPaymentComesBack(page: Page, lang: Lang) {
  const product = await createProduct(page.request, demo, `${TOKEN} ${lang} back`);
  created.push(product);
  await new LoginPage(page).storeSessionOf('demo');
  const boost = new BoostDialog(page, lang);
  await boost.open(product);
  await boost.fill(kuwaitDay(5), 2);
  await boost.dialog.getByRole('button', { name: boost.t.next, exact: true }).click();
  const total = lang === 'ar' ? '٥٫٠٠٠' : '5.000';
  await expect(boost.total).toContainText(total);
  await boost.dialog.getByRole('button', { name: boost.t.submit }).click();
  await expect(page).toHaveURL(/\/payment\?/);
  const itemId = new URL(page.url()).searchParams.get('itemId');
  const payment = new PaymentPage(page);
  await payment.payByCard();
  await payment.providerAnswers('MF002');
  await expect(page).toHaveURL(/\/check-out\?paymentId=\d+/);

  await page.getByRole('link', { name: lang === 'ar' ? 'العودة إلى الخدمات' : 'Back to Services' }).click();
  // The same dialog, at its review, with the product, the days and the sum it had.
  await expect(boost.dialog.getByRole('listitem').filter({ hasText: lang === 'ar' ? 'المراجعة' : 'Review' })).toHaveAttribute('aria-current', 'step');
  await expect(boost.dialog).toContainText(product.name);
  await expect(boost.total).toContainText(total);
  await expect(page).not.toHaveURL(/openDialog/);
  await page.screenshot({ path: `test-results/boost/back-from-check-out-${lang}.png` });
  // Submitting again changes the booking in the cart (no 409, no second one) and pays the same item.
  await boost.dialog.getByRole('button', { name: lang === 'ar' ? 'حفظ التغييرات والدفع' : 'Save changes and pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=3&productId=${product.id}&itemId=${itemId}&`));
}

test('a failed payment: Back to Services reopens the boost at its review with the draft intact, and paying again pays the same booking', async ({ page }) => {
  await failedPaymentComesBack(page, 'en');
});

test.describe('in Arabic', () => {
  test('a failed payment comes back into the boost review with its draft (Arabic)', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
    await page.setViewportSize({ width: 390, height: 844 });
    await failedPaymentComesBack(page, 'ar');
  });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  });

  test('two days without top-5, paid, and the product shows boosted; Arabic digits, nothing off a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const product = await createProduct(page.request, demo, `${TOKEN} مصباح`);
    created.push(product);
    await new LoginPage(page).storeSessionOf('demo');
    const boost = new BoostDialog(page, 'ar');
    await boost.open(product);
    await boost.fill(kuwaitDay(), 2);
    await boost.dialog.getByRole('button', { name: boost.t.next, exact: true }).click();
    await expect(boost.total).toContainText('٥٫٠٠٠');
    await expectOneDigitSystem(page, 'boost review');
    await expectNoOverflow(page, 'boost review');
    await boost.dialog.getByRole('button', { name: boost.t.submit }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?type=3&productId=${product.id}&itemId=\\d+&fromBoost=1&openDialog=boost&step=3&`));
    const payment = new PaymentPage(page);
    await payment.payByCard();
    await payment.providerAnswers('Success');
    await page.getByRole('link', { name: boost.t.backToProducts }).click();
    await seeBoosted(page, product, 'ar');
  });
});
