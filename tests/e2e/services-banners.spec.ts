// The banner dialogs (part 2 §2, §4, §5): demo's Premium membership includes banners (20).
// A premium banner with an image booked through the sandbox payment becomes an active card on the
// Brand awareness tab; an unpaid banner opens the unpaid-banner warning (delete; edit with its values
// filled in); a double banner on both sides refuses one image; a sliding banner in Arabic.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { bearerOf, PaymentPage } from './pages/payment.page';
import { ServicesPage } from './pages/services.page';
import { imageFile } from './pages/wizard.page';
import { expectOneDigitSystem } from './support/digits';
import { creditsLeft, useUpCredits } from './support/credits';
import { expectNoOverflow } from './support/no-overflow';

test.describe.configure({ timeout: 90_000 });

type Banner = { id: number; type: number; title: string; date: string; days: number; email: string; phone: string; status: string; isActive: boolean };

const kuwaitToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait' }).format(new Date());

async function banners(request: APIRequestContext, headers: Record<string, string>): Promise<Banner[]> {
  return ((await (await request.get('/api/banners/user', { headers })).json()) as { data: Banner[] }).data;
}

/** Deletes demo's unpaid banners of a type (what an earlier run of a spec may have left). */
async function deleteUnpaid(request: APIRequestContext, headers: Record<string, string>, type: number) {
  for (const b of await banners(request, headers)) {
    if (b.type === type && b.status === 'unpaid') await request.post(`/api/banners/${b.id}`, { headers, multipart: { _method: 'DELETE' } });
  }
}

async function openBannerDialog(page: Page, name: RegExp) {
  const services = new ServicesPage(page);
  await services.open('?tab=1');
  await services.addButton.click();
  await page.getByRole('menuitem', { name }).click();
  return services;
}

async function fillDetails(page: Page, dialog: ReturnType<Page['getByRole']>, { days, title }: { days: string; title: string }) {
  await dialog.getByLabel('Banner title').fill(title);
  await dialog.getByRole('button', { name: /^Start date: / }).click();
  await page.getByRole('grid').locator('button[aria-current="date"]').click();
  await dialog.getByLabel('Number of days').fill(days);
  await dialog.getByLabel('Email').fill('ads@demo.kw');
  await dialog.getByLabel('WhatsApp number').fill('50001234');
}

// Banner credits are spent first; the paid-path tests below run once none is left.
const FREE_TITLE = 'in Arabic on a 390 px phone, with banner credits left: the review says Included in your plan and the banner is booked free';
test.beforeEach(async ({ request }, testInfo) => {
  if (testInfo.title !== FREE_TITLE) await useUpCredits(request, await bearerOf(request, 'demo'), 20, `Bnr${Date.now().toString(36)}`);
});

test(FREE_TITLE, async ({ page, request }) => {
  const headers = await bearerOf(request, 'demo');
  await deleteUnpaid(request, headers, 3);
  const before = await creditsLeft(request, headers, 20);
  expect(before).toBeGreaterThan(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  const date = `${new Date().getUTCFullYear() + 1}-05-10`;
  await new LoginPage(page).storeSessionOf('demo');
  await new ServicesPage(page).open(`?tab=1&openDialog=sliding-banner&step=2&adStartDate=${date}&duration=2&email=ar%40demo.kw&whatsappNumber=50001111`);
  const dialog = page.getByRole('dialog', { name: 'بانر متحرك' });
  await dialog.getByRole('radio', { name: /صمّموه لي/ }).check();
  await dialog.getByLabel('وصف التصميم').fill('ذهبي على أزرق');
  await dialog.getByRole('button', { name: 'التالي', exact: true }).click();
  await expect(dialog.getByTestId('included-in-plan')).toContainText('مشمول في باقتك');
  await expect(dialog.getByTestId('banner-total')).toHaveCount(0);
  await expectNoOverflow(page, 'free banner review');
  await page.screenshot({ path: 'test-results/credits/banner-review-ar-390.png' });
  await dialog.getByRole('checkbox').nth(0).check();
  await dialog.getByRole('checkbox').nth(1).check();
  await dialog.getByRole('button', { name: 'احجز' }).click();
  await expect(dialog.getByText('تم الحجز برصيد من الرصيد المشمول في باقتك. لا يوجد ما تدفعه.')).toBeVisible();
  await expect(page).toHaveURL(/\/services\?tab=1$/);
  expect(await creditsLeft(request, headers, 20)).toBe(before - 1);
  const booked = (await banners(request, headers)).find((b) => b.type === 3 && b.date === date)!;
  expect(booked).toMatchObject({ status: 'paid', days: 2 });
});

test('a premium banner with an image, paid by card in the sandbox, is an active card on Brand awareness', async ({ page, request }) => {
  const headers = await bearerOf(request, 'demo');
  await deleteUnpaid(request, headers, 2);
  await new LoginPage(page).storeSessionOf('demo');
  const services = await openBannerDialog(page, /^Premium banner$/);
  const dialog = page.getByRole('dialog', { name: 'Premium banner' });
  await expect(dialog.getByTestId('banner-per-day')).toHaveText('KWD 10.000 a day');

  // Next with nothing filled says what is missing.
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dialog.getByText('Please select a start date')).toBeVisible();
  await expect(dialog.getByText('Please provide an email')).toBeVisible();
  await fillDetails(page, dialog, { days: '1', title: 'Premium launch' });
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();

  // The design: a text file named .png is refused by its bytes; a real PNG is kept.
  await expect(dialog.locator('[aria-current="step"]')).toContainText('Design');
  await dialog.getByTestId('banner-images-input').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('hello, not an image') });
  await expect(dialog.getByText('This file is not a PNG or JPG image')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dialog.getByText('Please upload a banner image')).toBeVisible();
  await dialog.getByTestId('banner-images-input').setInputFiles(await imageFile('premium.png'));
  await expect(dialog.locator('[data-image="premium.png"]')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();

  // The review: the price of §9, both agreements asked for.
  await expect(dialog.getByTestId('banner-total')).toHaveText('KWD 10.000');
  await dialog.getByRole('button', { name: 'Submit and pay' }).click();
  await expect(dialog.getByText('You must agree to the terms to proceed')).toBeVisible();
  await dialog.getByLabel('I agree to the terms and conditions').check();
  await dialog.getByLabel('I agree to the privacy policy').check();
  await dialog.getByRole('button', { name: 'Submit and pay' }).click();

  // With the way back into the dialog's review after a failed payment.
  await expect(page).toHaveURL(/\/payment\?type=1&itemId=\d+&openDialog=premium-banner&step=3&bannerId=\d+&/);
  const payment = new PaymentPage(page);
  await expect(payment.amount).toContainText('10.000');
  // What is paid: the service, the banner's title, its day.
  const day = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kuwait' }).format(new Date()).replace(/ (\d{4})$/, ', $1');
  await expect(page.getByTestId('payment-kind')).toHaveText('Premium banner');
  await expect(page.getByTestId('payment-subject')).toHaveText('Premium launch');
  await expect(page.getByTestId('payment-dates')).toHaveText(`${day} – ${day}`);
  await payment.payByCard();
  await payment.providerAnswers('Success');
  await expect(page).toHaveURL(/\/payment-success\?paymentId=\d+/);
  // The success page says it too, and leads back to the banner on Brand awareness.
  await expect(page.getByTestId('payment-kind')).toHaveText('Premium banner');
  await expect(page.getByTestId('payment-subject')).toHaveText('Premium launch');
  await expect(page.getByTestId('payment-amount')).toContainText('10.000');
  await page.screenshot({ path: 'test-results/banners/premium-paid-en.png', fullPage: true });

  const booked = (await banners(request, headers)).find((b) => b.title === 'Premium launch')!;
  expect(booked).toMatchObject({ type: 2, date: kuwaitToday(), days: 1, email: 'ads@demo.kw', phone: '+96550001234', status: 'paid', isActive: true });
  await page.getByRole('link', { name: 'See it in Services' }).click();
  await expect(page).toHaveURL(/\/services\?tab=1$/);
  await expect(services.tab(/^Brand awareness$/)).toHaveAttribute('aria-selected', 'true');
  const card = services.cards.filter({ hasText: 'Premium launch' });
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card).toHaveAttribute('data-kind', 'premium');
});

test("an unpaid premium banner's Edit sees its own days as free: no 'Fully booked', and Next goes on", async ({ page, request }) => {
  const headers = await bearerOf(request, 'demo');
  await deleteUnpaid(request, headers, 2);
  const date = `${new Date().getUTCFullYear() + 1}-12-01`;
  const image = await imageFile('own-days.png');
  // A premium banner takes the only place of its days (1 a day): its own booking fills them.
  const made = await request.post('/api/banners', {
    headers, multipart: { type: '2', title: 'Own days', startDate: date, days: '3', email: 'own@demo.kw', whatsappNumber: '50004321', images: image },
  });
  expect(made.status(), await made.text()).toBe(201);
  try {
    const calendar = await request.get(`/api/banners/calendar?type=2&startDate=${date}&endDate=${date.replace('-01', '-03')}`, { headers });
    expect(((await calendar.json()) as { data: { reserved: boolean }[] }).data.map((d) => d.reserved)).toEqual([true, true, true]);
    await new LoginPage(page).storeSessionOf('demo');
    await openBannerDialog(page, /^Premium banner$/);
    const warning = page.getByRole('alertdialog', { name: 'You have an unpaid banner' });
    await expect(warning).toContainText('Own days');
    await warning.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Premium banner' });
    await expect(dialog.getByLabel('Banner title')).toHaveValue('Own days');
    await expect(dialog.getByLabel('Number of days')).toHaveValue('3');
    await expect(dialog.getByText('Checking the calendar…')).toHaveCount(0);
    await expect(dialog.getByText(/Fully booked/)).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(dialog.locator('[aria-current="step"]')).toContainText('Design');
  } finally {
    await deleteUnpaid(request, headers, 2);
  }
});

test('an unpaid sliding banner: opening the dialog warns; Delete books afresh; Edit opens it filled in and saves it', async ({ page, request }) => {
  const headers = await bearerOf(request, 'demo');
  await deleteUnpaid(request, headers, 3);
  const date = `${new Date().getUTCFullYear() + 1}-03-10`;
  const createUnpaid = async (title: string) => {
    const made = await request.post('/api/banners', {
      headers,
      multipart: { type: '3', title, startDate: date, days: '2', email: 'brief@demo.kw', whatsappNumber: '+96550009876', Creative: 'forsa', content: 'Gold on blue' },
    });
    expect(made.status(), await made.text()).toBe(201);
  };
  await createUnpaid('Spring slide');
  await new LoginPage(page).storeSessionOf('demo');
  await openBannerDialog(page, /^Sliding banner$/);
  const warning = page.getByRole('alertdialog', { name: 'You have an unpaid banner' });
  await expect(warning).toContainText('Spring slide');
  await warning.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('snackbar')).toHaveText(/Service deleted successfully!/);
  const dialog = page.getByRole('dialog', { name: 'Sliding banner' });
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  expect((await banners(request, headers)).filter((b) => b.type === 3 && b.status === 'unpaid')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await createUnpaid('Summer slide');
  await openBannerDialog(page, /^Sliding banner$/);
  await warning.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByLabel('Banner title')).toHaveValue('Summer slide');
  await expect(dialog.getByLabel('Email')).toHaveValue('brief@demo.kw');
  await expect(dialog.getByLabel('WhatsApp number')).toHaveValue('50009876');
  await expect(dialog.getByLabel('Number of days')).toHaveValue('2');
  await dialog.getByLabel('Number of days').fill('3');
  // The top-5 days: chosen in the calendar of the booking's days (a day outside them is refused).
  const top = dialog.getByTestId('banner-top-days');
  await expect(top.getByRole('button', { name: /(March 13|13 March)/ })).toBeDisabled();
  await expect(dialog.getByTestId('banner-top-count')).toHaveText('No days kept on top');
  await top.getByRole('button', { name: /(March 10|10 March)/ }).click();
  await expect(dialog.getByTestId('banner-top-count')).toHaveText('1 day kept on top');
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dialog.getByLabel('Design brief')).toHaveValue('Gold on blue');
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  // 3 × 6.000 + Forsa 5.000 + one top-5 day 1.000.
  await expect(dialog.getByTestId('banner-total')).toHaveText('KWD 24.000');
  await dialog.getByLabel('I agree to the terms and conditions').check();
  await dialog.getByLabel('I agree to the privacy policy').check();
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  // The update is saved, then the dialog closes (§4 'Editing an unpaid banner updates it and closes').
  const unpaidSliding = async () => (await banners(request, headers)).filter((b) => b.type === 3 && b.status === 'unpaid');
  await expect.poll(async () => (await unpaidSliding()).map((b) => [b.title, b.days, b.date])).toEqual([['Summer slide', 3, date]]);
  await expect(page.getByTestId('banner-dialog')).toHaveCount(0);
  expect((await (await request.get('/api/banners/unpaid?type=3', { headers })).json()).data.amount).toBe(24_000);
  await deleteUnpaid(request, headers, 3);
});

test('a double banner on both sides goes on only with two images', async ({ page, request }) => {
  const headers = await bearerOf(request, 'demo');
  await deleteUnpaid(request, headers, 4);
  await new LoginPage(page).storeSessionOf('demo');
  await openBannerDialog(page, /^Double banner$/);
  const dialog = page.getByRole('dialog', { name: 'Double banner' });
  await fillDetails(page, dialog, { days: '2', title: 'Both sides' });
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dialog.getByText('Please select a banner type')).toBeVisible();
  await dialog.getByRole('radio', { name: /^Both/ }).check();
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();

  await dialog.getByTestId('banner-images-input').setInputFiles(await imageFile('side.png'));
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(dialog.getByText('Please upload both banners (two images)')).toBeVisible();
  await expect(dialog.locator('[aria-current="step"]')).toContainText('Design');
  await dialog.getByTestId('banner-images-input').setInputFiles(await imageFile('across.jpg', '#b45309'));
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  // 2 × 8.000 + vertical 2.000 + horizontal 2.000.
  await expect(dialog.getByTestId('banner-total')).toHaveText('KWD 20.000');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoOverflow(page, 'double banner review');
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  });

  test('a sliding banner designed by Forsa, restored from the address, priced in Arabic digits', async ({ page, request }) => {
    const headers = await bearerOf(request, 'demo');
    await deleteUnpaid(request, headers, 3);
    const date = `${new Date().getUTCFullYear() + 1}-04-20`;
    await new LoginPage(page).storeSessionOf('demo');
    await new ServicesPage(page).open(`?tab=1&openDialog=sliding-banner&step=2&adStartDate=${date}&duration=2&email=ar%40demo.kw&whatsappNumber=50001111`);
    const dialog = page.getByRole('dialog', { name: 'بانر متحرك' });
    // The details were complete: it lands at the design step.
    await expect(dialog.locator('[aria-current="step"]')).toContainText('التصميم');
    await expect(page).toHaveURL(/\/services\?tab=1$/);
    await dialog.getByRole('button', { name: 'التالي', exact: true }).click();
    await expect(dialog.getByText('يرجى اختيار خيار البانر')).toBeVisible();
    await dialog.getByRole('radio', { name: /صمّموه لي/ }).check();
    await dialog.getByRole('button', { name: 'التالي', exact: true }).click();
    await expect(dialog.getByText('يرجى تقديم تفاصيل التصميم')).toBeVisible();
    await dialog.getByLabel('وصف التصميم').fill('ذهبي على أزرق');
    await dialog.getByRole('button', { name: 'التالي', exact: true }).click();
    // 2 × 6.000 + Forsa 5.000.
    await expect(dialog.getByTestId('banner-total')).toContainText('١٧٫٠٠٠');
    await expectOneDigitSystem(page, 'sliding banner review');
  });
});

/** With BANNER_SHOTS set, the screen as a seller sees it with the footer in view, for a person to look at. */
async function shot(page: Page, footer: ReturnType<Page['getByRole']>, name: string) {
  await footer.last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${process.env.BANNER_SHOTS}/${name}` });
}

// The footer reads Cancel · Back · main on every step, as in the boost, flash, refresh and promo
// dialogs (Back absent on the first step); the same in Arabic, where the row starts on the right.
for (const { lang, width, name, cancel, back, next } of [
  { lang: 'en', width: 1440, name: 'Sliding banner', cancel: 'Cancel', back: 'Back', next: 'Next' },
  { lang: 'ar', width: 390, name: 'بانر متحرك', cancel: 'إلغاء', back: 'رجوع', next: 'التالي' },
] as const) {
  test(`the banner dialog's footer is Cancel, Back, Next on the design step and Cancel, Next on the first (${lang}, ${width} px)`, async ({ page, request }) => {
    await deleteUnpaid(request, await bearerOf(request, 'demo'), 3);
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((locale) => localStorage.setItem('souqdesk.locale', locale), lang);
    await new LoginPage(page).storeSessionOf('demo');
    const date = `${new Date().getUTCFullYear() + 1}-06-10`;
    await new ServicesPage(page).open(`?tab=1&openDialog=sliding-banner&step=2&adStartDate=${date}&duration=2&email=f%40demo.kw&whatsappNumber=50001111`);
    const dialog = page.getByRole('dialog', { name });
    const footer = dialog.getByRole('button').filter({ hasText: new RegExp(`^(${cancel}|${back}|${next})$`) });
    await expect(footer).toHaveText([cancel, back, next]);
    if (process.env.BANNER_SHOTS) await shot(page, footer, `banner-design-${lang}-${width}.png`);
    await dialog.getByRole('button', { name: back, exact: true }).click();
    await expect(footer).toHaveText([cancel, next]);
    if (process.env.BANNER_SHOTS) await shot(page, footer, `banner-details-${lang}-${width}.png`);
  });
}
