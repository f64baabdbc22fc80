// The payment screens against the local sandbox provider (part 2 §2 Payment screens, §8
// Payment): a membership in the cart is paid by card through the embedded form and confirmed by the
// server; a declined card lands on /check-out with its message and Retry pays it; KNET; Cancel
// aborts the request in flight; once in Arabic. On a phone (390 px), where the seller pays.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { bearerOf, kwdDigits, membershipInCart, PaymentPage } from './pages/payment.page';
import { HeldReplies } from './support/held-replies';
import { expectAccessible } from './support/accessible';
import { expectOneDigitSystem } from './support/digits';
import { expectNoOverflow } from './support/no-overflow';

test.use({ viewport: { width: 390, height: 844 } });
// Each path goes through the provider's pages and back, with axe passes on the way (seconds each on a busy machine).
test.describe.configure({ timeout: 90_000 });

/** A screenshot to look at (test-results is not committed). */
const shot = (page: import('@playwright/test').Page, name: string) => page.screenshot({ path: `test-results/payment/${name}.png`, fullPage: true });

test('a membership paid by card: the server confirms it, the success screen shows the payment id, the membership is active', async ({ page, request }) => {
  // fresh's seeded unpaid membership (or a new one when another spec removed it).
  const { itemId, amount } = await membershipInCart(request, 'fresh', 'basic-month');
  await new LoginPage(page).storeSessionOf('fresh');
  const payment = new PaymentPage(page);
  await payment.open(`itemId=${itemId}&type=2`);
  await expect(payment.heading).toHaveText('Payment');
  await expect(payment.amount).toHaveText(`KWD ${kwdDigits(amount)}`);
  await expect(payment.cardOption).toBeChecked();
  await expectNoOverflow(page, 'payment (en)');
  await expectAccessible(page, 'payment (en)');
  await shot(page, 'payment-en');
  await payment.payByCard();
  await payment.providerAnswers('Success');

  await expect(page).toHaveURL(/\/payment-success\?paymentId=\d+/);
  const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
  await expect(payment.heading).toHaveText('Payment successful');
  await expect(payment.paymentId).toHaveText(paymentId);
  await expectNoOverflow(page, 'payment success (en)');
  await expectAccessible(page, 'payment success (en)');
  await shot(page, 'success-en');
  const self = await (await request.get('/api/memberships/self', { headers: await bearerOf(request, 'fresh') })).json();
  expect(self).toMatchObject({ membership: { status: 'active' }, unpaid: null });

  await page.getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a declined card (MF002) shows its message on /check-out, and Retry goes back with the same query and pays', async ({ page, request }) => {
  const { itemId } = await membershipInCart(request, 'rival', 'basic-month');
  await new LoginPage(page).signInAs('rival');
  const payment = new PaymentPage(page);
  const query = `type=2&itemId=${itemId}`;
  await payment.open(query);
  await payment.payByCard();
  await payment.providerAnswers('MF002');

  await expect(page).toHaveURL(/\/check-out\?paymentId=\d+&Id=\d+/);
  const paymentId = new URL(page.url()).searchParams.get('paymentId')!;
  await expect(payment.heading).toHaveText('Payment failed');
  await expect(page.getByRole('alert')).toHaveText('The payment was declined by your bank.');
  await expect(payment.paymentId).toHaveText(paymentId);
  await expect(payment.reference).toHaveText(/^\d+$/);
  await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
  await expectNoOverflow(page, 'check-out (en)');
  await expectAccessible(page, 'check-out (en)');
  await shot(page, 'check-out-en');

  await page.getByRole('link', { name: 'Retry' }).click();
  await expect(page).toHaveURL(`/payment?${query}`);
  await expect(payment.amount).toBeVisible();
  await payment.payByCard();
  await payment.providerAnswers('Success');
  await expect(payment.heading).toHaveText('Payment successful');
});

test('KNET: no card form, Pay goes to the KNET page, and the renewal is paid', async ({ page, request }) => {
  const { itemId } = await membershipInCart(request, 'demo', { type: 6, productId: 4 });
  await new LoginPage(page).storeSessionOf('demo');
  const payment = new PaymentPage(page);
  await payment.open(`type=6&productId=4&itemId=${itemId}`);
  await expect(page.getByText('Membership renewal')).toBeVisible();
  await payment.knetOption.check();
  await expect(page.getByLabel(/^Card number/)).toHaveCount(0);
  await expect(page.getByText("You will enter your KNET card details on the bank's page.")).toBeVisible();
  await payment.payByKnet();
  await payment.providerAnswers('Success', 'KNET');
  await expect(payment.heading).toHaveText('Payment successful');
  await expect(payment.paymentId).toHaveText(/^\d+$/);
});

test('Cancel aborts the payment request in flight and clears the form; Back to Services leaves', async ({ page, request }) => {
  const { itemId } = await membershipInCart(request, 'fresh', 'basic-month');
  await new LoginPage(page).storeSessionOf('fresh');
  const payment = new PaymentPage(page);
  await payment.open(`itemId=${itemId}`);
  const held = await HeldReplies.on(page, '**/api/orders/myfatoorah/pay');
  await payment.payByKnet();
  const request_ = await held.next();
  await expect(page.getByRole('status').filter({ hasText: 'Starting the payment…' })).toBeVisible();
  const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/orders/myfatoorah/pay'));
  await payment.cancel.click();
  await aborted;
  await request_.abort().catch(() => {});
  await expect(page.getByText('Payment was cancelled.')).toBeVisible();
  // A new session and the card form again, nothing carried over.
  await expect(payment.cardOption).toBeChecked();
  await expect(page.getByLabel(/^Card number/)).toHaveValue('');
  await expect(page).toHaveURL(new RegExp(`/payment\\?itemId=${itemId}$`));

  await page.getByRole('button', { name: 'Back to Services' }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('in Arabic: amounts in Arabic digits, payment ids Latin and isolated, the declined message and the success screen with what was paid', async ({ page, request }) => {
  const { itemId, amount } = await membershipInCart(request, 'rival', 'basic-month');
  const arabicAmount = kwdDigits(amount).replace('.', '٫').replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]);
  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  await new LoginPage(page).storeSessionOf('rival');
  const payment = new PaymentPage(page);
  await payment.open(`itemId=${itemId}&type=2`);
  await expect(payment.heading).toHaveText('الدفع');
  await expect(payment.amount).toContainText(arabicAmount);
  await expect(page.getByLabel('رقم البطاقة')).toBeVisible();
  await expectOneDigitSystem(page, 'payment (ar)');
  await expectNoOverflow(page, 'payment (ar)');
  await expectAccessible(page, 'payment (ar)');
  await shot(page, 'payment-ar');

  await payment.knetOption.check();
  await expect(page.getByRole('button', { name: /^ادفع / })).toContainText(arabicAmount);
  await shot(page, 'payment-knet-ar');
  await payment.payByKnet();
  await payment.providerAnswers('MF004', 'KNET');
  await expect(payment.heading).toHaveText('فشلت عملية الدفع');
  await expect(page.getByRole('alert')).toHaveText('الرصيد غير كافٍ.');
  await expectOneDigitSystem(page, 'check-out (ar)');
  await expectNoOverflow(page, 'check-out (ar)');
  await expectAccessible(page, 'check-out (ar)');
  await shot(page, 'check-out-ar');

  await page.getByRole('link', { name: 'إعادة المحاولة' }).click();
  await payment.payByKnet();
  await payment.providerAnswers('Success', 'KNET');
  await expect(payment.heading).toHaveText('تم الدفع بنجاح');
  // A seller quotes the payment id to the bank: Latin digits, isolated, on an Arabic page too.
  await expect(payment.paymentId).toHaveText(/^[0-9]+$/);
  await expect(payment.paymentId.locator('bdi[dir="ltr"]')).toHaveCount(1);
  // What was paid: the plan and the amount, in Arabic digits.
  await expect(page.getByTestId('payment-kind')).toHaveText('اشتراك العضوية');
  await expect(page.getByTestId('payment-amount')).toContainText(arabicAmount);
  await expectOneDigitSystem(page, 'payment success (ar)');
  await shot(page, 'success-ar');
});

test('any address containing "thanks" shows the success screen with its query', async ({ page }) => {
  await new LoginPage(page).storeSessionOf('demo');
  await page.goto('/orders/thanks?paymentId=abc');
  await expect(page).toHaveURL('/payment-success?paymentId=abc');
  await expect(page.getByRole('alert')).toHaveText('This page needs a payment id.');
});
