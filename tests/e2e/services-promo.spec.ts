// The promo offer (part 2 §2/§4/§5/§9): from the Ads tab's Add menu the seller picks a
// product, fills the title, dates and features (an 8th refused with its message), uploads an image
// (a text file named .png refused), reviews promo × days and lands on /payment with the server's
// amount; the new card's Details show the offer and pay it. Once in Arabic on a 390 px phone,
// restored at the details step by the address. An unpaid offer's card deletes it after asking; a
// declined payment's Back to Services reopens the review with the draft, which pays the same offer.
import { expect, test, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { bearerOf, kwdDigits, PaymentPage } from './pages/payment.page';
import { createProduct, kuwaitDay, ServicesPage, type Product } from './pages/services.page';
import { imageFile } from './pages/wizard.page';
import { expectOneDigitSystem } from './support/digits';
import { expectNoOverflow } from './support/no-overflow';

test.describe.configure({ timeout: 60_000 });

const TOKEN = `Prm${Date.now().toString(36)}`;
/** The settings' promo price: 3.000 KWD a day (§9 promo × days). */
const PER_DAY = 3_000;

const texts = {
  en: {
    dialog: 'Promo offer', next: 'Next', submit: 'Submit and pay', title: 'Offer title', days: 'Number of days', count: 'Number of features',
    feature: (n: number) => `Feature ${n}`, addFeature: 'Add a feature', max: 'A promo offer has at most 7 features'
  },
  ar: {
    dialog: 'عرض ترويجي', next: 'التالي', submit: 'إرسال والدفع', title: 'عنوان العرض', days: 'عدد الأيام', count: 'عدد المزايا',
    feature: (n: number) => `الميزة ${'٠١٢٣٤٥٦٧٨٩'[n]}`, addFeature: 'إضافة ميزة', max: 'العرض الترويجي له ٧ مزايا كحد أقصى'
  },
};
type Lang = keyof typeof texts;

/** PROMO_SHOTS=<folder>: a PNG of the new screens to look at (the unpaid card and its question, the review reopened). */
async function shot(page: Page, name: string) {
  if (process.env.PROMO_SHOTS) await page.screenshot({ path: `${process.env.PROMO_SHOTS}/${name}.png` });
}

const created: Product[] = [];
test.afterAll(async ({ request }) => {
  const headers = await bearerOf(request, 'demo');
  for (const product of created) expect((await request.delete(`/api/products/${product.id}`, { headers })).status()).toBe(204);
});

async function newProduct(page: Page, name: string) {
  const product = await createProduct(page.request, await bearerOf(page.request, 'demo'), `${TOKEN} ${name}`);
  created.push(product);
  return product;
}

class PromoDialog {
  constructor(readonly page: Page, readonly lang: Lang) {}
  get t() { return texts[this.lang]; }
  get dialog() { return this.page.getByRole('dialog', { name: this.t.dialog }); }
  get count() { return this.dialog.getByRole('spinbutton', { name: this.t.count }); }
  get features() { return this.dialog.getByRole('textbox', { name: /^(Feature|الميزة) / }); }
  feature(n: number) { return this.dialog.getByRole('textbox', { name: this.t.feature(n), exact: true }); }
  next() { return this.dialog.getByRole('button', { name: this.t.next, exact: true }).click(); }

  async upload() {
    const input = this.dialog.getByTestId('promo-images-input');
    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello, not an image') });
    await expect(this.dialog.getByRole('alert')).toHaveText(this.lang === 'en' ? 'Only PNG and JPG images are allowed' : 'يُسمح فقط بصور PNG و JPG');
    await input.setInputFiles(await imageFile('offer.png'));
    await expect(this.dialog.locator('[data-image="offer.png"]')).toBeVisible();
  }

  /** Submits the review; /payment opens with the cart item (type 9) and shows the server's amount. */
  async submitAndSeeAmount(product: Product, amount: RegExp) {
    await this.dialog.getByRole('button', { name: this.t.submit }).click();
    await expect(this.page).toHaveURL(new RegExp(`/payment\\?type=9&productId=${product.id}&itemId=\\d+&openDialog=promo-offer&step=4&`));
    await expect(new PaymentPage(this.page).amount).toContainText(amount);
    return new URL(this.page.url()).searchParams.get('itemId');
  }
}

test('from the Add menu through the four steps to /payment, an 8th feature refused; the card\'s Details show it and pay it', async ({ page }) => {
  const product = await newProduct(page, 'lamp');
  await new LoginPage(page).storeSessionOf('demo');
  const services = new ServicesPage(page);
  await services.open();
  await services.addButton.click();
  await page.getByRole('menuitem', { name: 'Promo offer' }).click();
  const promo = new PromoDialog(page, 'en');
  await promo.next();
  await expect(promo.dialog.getByRole('alert')).toHaveText('Please select a product to proceed');
  await promo.dialog.getByLabel('Search your products').fill(TOKEN);
  await promo.dialog.getByTestId('picker-product').filter({ hasText: product.name }).click();
  await promo.next();

  await expect(promo.dialog.getByRole('listitem').filter({ hasText: 'Details' })).toHaveAttribute('aria-current', 'step');
  // The service dialogs' one footer order: Cancel · Back · the main action.
  await expect(promo.dialog.getByRole('button').filter({ hasText: /^(Cancel|Back|Next)$/ })).toHaveText(['Cancel', 'Back', 'Next']);
  await promo.dialog.getByLabel(promo.t.title).fill('Eid sale');
  await promo.dialog.getByRole('button', { name: /^Start date/ }).click();
  await page.getByRole('grid').getByRole('button').filter({ hasText: new RegExp(`^${Number(kuwaitDay().slice(8))}$`) }).click();
  await promo.dialog.getByLabel(promo.t.days).fill('2');
  await promo.count.fill('7');
  await expect(promo.features).toHaveCount(7);
  for (let n = 1; n <= 7; n += 1) await promo.feature(n).fill(`Perk ${n}`);
  // §5: an 8th feature is refused, by the button and by typing 8; the seven stay.
  await promo.dialog.getByRole('button', { name: promo.t.addFeature }).click();
  await expect(promo.dialog.getByRole('alert')).toHaveText(promo.t.max);
  await promo.count.fill('8');
  await expect(promo.count).toHaveValue('7');
  await expect(promo.features).toHaveCount(7);
  await promo.next();

  await promo.upload();
  await promo.next();
  await expect(promo.dialog.getByTestId('promo-total')).toHaveText(`KWD ${kwdDigits(PER_DAY * 2)}`);
  await expect(promo.dialog).toContainText('Perk 7');
  const itemId = await promo.submitAndSeeAmount(product, new RegExp(kwdDigits(PER_DAY * 2).replace('.', '\\.')));

  // The new card (awaiting payment) opens its details, which pay the same cart item.
  await services.open();
  await services.card('promo').filter({ hasText: product.name }).getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Promo offer details' });
  await expect(details).toContainText('Eid sale');
  await expect(details).toContainText('Awaiting payment');
  await expect(details.getByRole('listitem')).toHaveText(Array.from({ length: 7 }, (_, i) => `Perk ${i + 1}`));
  await expect(details.getByRole('img', { name: 'Image 1 of 1' })).toBeVisible();
  await details.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=9&productId=${product.id}&itemId=${itemId}$`));
});

test('in Arabic on a 390 px phone: restored at the details step by the address, one feature, paid amount in Arabic digits, nothing off the screen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await newProduct(page, 'مصباح');
  await new LoginPage(page).storeSessionOf('demo');
  const query = new URLSearchParams({ openDialog: 'promo-offer', product: product.slug, productId: String(product.id), step: '2', adStartDate: kuwaitDay(), duration: '1' });
  await page.goto(`/services?${query}`);
  const promo = new PromoDialog(page, 'ar');
  await expect(promo.dialog.getByRole('listitem').filter({ hasText: 'التفاصيل' })).toHaveAttribute('aria-current', 'step');
  await expect(page).not.toHaveURL(/openDialog/);
  // The number fields show the page's digits.
  await expect(promo.dialog.getByLabel(promo.t.days)).toHaveValue('١');
  await expect(promo.count).toHaveValue('١');
  await promo.dialog.getByLabel(promo.t.title).fill('عرض العيد');
  await promo.feature(1).fill('توصيل مجاني');
  await expectNoOverflow(page, 'promo details');
  await promo.next();
  await promo.upload();
  await promo.next();
  await expect(promo.dialog.getByTestId('promo-total')).toContainText('٣٫٠٠٠');
  await expectOneDigitSystem(page, 'promo review');
  await expectNoOverflow(page, 'promo review');
  await promo.submitAndSeeAmount(product, /٣٫٠٠٠/);
});

test('an unpaid promo offer\'s card: Delete asks first, Keep it keeps it, and Delete takes it out of the cart', async ({ page }) => {
  const product = await newProduct(page, 'vase');
  const headers = await bearerOf(page.request, 'demo');
  const image = await imageFile('vase.png');
  const added = await page.request.post('/api/offers/promo', {
    headers,
    multipart: { name: 'Vase week', productId: String(product.id), date: kuwaitDay(1), days: '3', features: JSON.stringify(['Gift wrap']), images: image },
  });
  expect(added.status()).toBe(201);
  await new LoginPage(page).storeSessionOf('demo');
  await page.setViewportSize({ width: 390, height: 844 });
  const services = new ServicesPage(page);
  await services.open();
  const card = services.card('promo').filter({ hasText: product.name });
  await expect(card).toHaveAttribute('data-status', 'unpaid');
  await expect(card.getByRole('button', { name: 'Pay now' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expectNoOverflow(page, 'unpaid promo card');
  await shot(page, 'promo-unpaid-card-en-390');
  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  const ask = page.getByRole('alertdialog', { name: 'Delete this unpaid booking?' });
  await expect(ask).toContainText(product.name);
  // A promo offer holds no dates, so the question gives none back.
  await expect(ask).toContainText('will be removed from your cart.');
  await expect(ask.getByText(/^The promo offer for .+ will be removed from your cart\.$/)).toBeVisible();
  await expect(ask).not.toContainText('dates given back');
  await shot(page, 'promo-delete-question-en-390');
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toBeHidden();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Delete', exact: true }).click();
  await ask.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(card).toHaveCount(0);
  // Gone from the cart too: the product may have a new promo offer.
  const unpaid = await page.request.get(`/api/offers/unactive?serviceType=9&productId=${product.id}`, { headers });
  expect(unpaid.status()).toBe(204);
});

test('in Arabic on a 390 px phone: a declined payment\'s Back to Services reopens the review with the draft; saving pays the same offer, and its card is shown', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  await page.setViewportSize({ width: 390, height: 844 });
  const product = await newProduct(page, 'إبريق');
  await new LoginPage(page).storeSessionOf('demo');
  const query = new URLSearchParams({ openDialog: 'promo-offer', product: product.slug, productId: String(product.id), step: '2', adStartDate: kuwaitDay(), duration: '2' });
  await page.goto(`/services?${query}`);
  const promo = new PromoDialog(page, 'ar');
  await promo.dialog.getByLabel(promo.t.title).fill('عرض الشتاء');
  await promo.count.fill('2');
  await promo.feature(1).fill('توصيل مجاني');
  await promo.feature(2).fill('تغليف هدية');
  await promo.next();
  await promo.upload();
  await promo.next();
  await expect(promo.dialog.getByTestId('promo-total')).toContainText('٦٫٠٠٠');
  // The dates and the day count parted by the Arabic comma: a '·' beside Arabic digits reads as the zero ٠.
  await expect(promo.dialog).toContainText(/[٠-٩][\u200e\u200f\u2068\u2069]*، يومان/);
  await expect(promo.dialog).not.toContainText(/[٠-٩][\s\u200e\u200f\u2068\u2069]*·|·[\s\u200e\u200f\u2068\u2069]*[٠-٩]/);
  const itemId = await promo.submitAndSeeAmount(product, /٦٫٠٠٠/);
  const payment = new PaymentPage(page);
  await payment.payByCard();
  await payment.providerAnswers('MF002');
  await expect(page).toHaveURL(/\/check-out\?paymentId=\d+/);

  await page.getByRole('link', { name: 'العودة إلى الخدمات' }).click();
  // The same dialog at its review: the title, both features, the days' total and the offer's stored image.
  await expect(promo.dialog.getByRole('listitem').filter({ hasText: 'المراجعة' })).toHaveAttribute('aria-current', 'step', { timeout: 20_000 });
  await expect(promo.dialog).toContainText(product.name);
  await expect(promo.dialog).toContainText('عرض الشتاء');
  await expect(promo.dialog).toContainText('توصيل مجاني');
  await expect(promo.dialog).toContainText('تغليف هدية');
  await expect(promo.dialog.getByTestId('promo-total')).toContainText('٦٫٠٠٠');
  await expect(promo.dialog.getByRole('img')).toHaveCount(1);
  await expectOneDigitSystem(page, 'promo review after a declined payment');
  await expectNoOverflow(page, 'promo review after a declined payment');
  await shot(page, 'promo-review-restored-ar-390');
  // Submitting again changes the offer in the cart (no 409, no second one) and pays the same item.
  await promo.dialog.getByRole('button', { name: 'حفظ التغييرات والدفع' }).click();
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=9&productId=${product.id}&itemId=${itemId}&`));
  await payment.payByCard();
  await payment.providerAnswers('Success');
  await page.getByRole('link', { name: 'اعرضه في الخدمات' }).click();
  const card = new ServicesPage(page).card('promo').filter({ hasText: product.name });
  await expect(card).toHaveAttribute('aria-current', 'true');
  await shot(page, 'promo-paid-highlighted-ar-390');
  await expect(card).toHaveCount(1);
  await expect(card).not.toHaveAttribute('data-status', 'unpaid');
});

test('an unpaid promo offer of the product in the cart: the warning\'s Change it to this offer updates it and pays the same cart item', async ({ page }) => {
  const product = await newProduct(page, 'kettle');
  const headers = await bearerOf(page.request, 'demo');
  const added = await page.request.post('/api/offers/promo', {
    headers,
    multipart: { name: 'Old offer', productId: String(product.id), date: kuwaitDay(1), days: '3', features: JSON.stringify(['Old perk']), images: await imageFile('old.png') },
  });
  expect(added.status()).toBe(201);
  const itemId = (await added.json()).itemId as number;
  await new LoginPage(page).storeSessionOf('demo');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/services?${new URLSearchParams({ openDialog: 'promo-offer', product: product.slug, productId: String(product.id), step: '2', adStartDate: kuwaitDay(), duration: '1' })}`);
  const promo = new PromoDialog(page, 'en');
  await promo.dialog.getByLabel(promo.t.title).fill('New offer');
  await promo.feature(1).fill('New perk');
  await promo.next();
  await promo.upload();
  await promo.next();
  await promo.dialog.getByRole('button', { name: promo.t.submit }).click();
  const warning = promo.dialog.getByTestId('promo-unpaid-warning');
  await expect(warning).toContainText('A promo offer is waiting for payment');
  await expect(warning).toContainText(product.name);
  await expectNoOverflow(page, 'promo unpaid warning');
  await shot(page, 'promo-unpaid-warning-en-390');
  await promo.dialog.getByRole('button', { name: 'Change it to this offer' }).click();
  // The same cart item, now for one day (3.000 KWD) with the new title.
  await expect(page).toHaveURL(new RegExp(`/payment\\?type=9&productId=${product.id}&itemId=${itemId}&`));
  await expect(new PaymentPage(page).amount).toContainText(kwdDigits(PER_DAY));
  const unpaid = await (await page.request.get(`/api/offers/unactive?serviceType=9&productId=${product.id}`, { headers })).json();
  expect(unpaid.data).toHaveLength(1);
  expect(unpaid.data[0]).toMatchObject({ name: 'New offer', features: [{ title: 'New perk' }] });
});
