// In the browser: a seller opens the payment of one cart item in two tabs and pays in
// both. The second tab is sent to the first one's payment page (one open payment per cart item), so the
// seller is charged once: the first Success pays, the second tab's page says the invoice is already paid,
// and the membership is renewed by one period, not two.
import { periodEnd } from '../../src/domain/membership-period';
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { bearerOf, membershipInCart, PaymentPage } from './pages/payment.page';

test.describe.configure({ timeout: 90_000 });

type Self = { membership: { endDate: string; type: { periodUnit: 'month' | 'year'; periodCount: number } } };

test('one cart item paid from two tabs is charged once and renewed once', async ({ page, request }) => {
  const headers = await bearerOf(request, 'demo');
  const before = (await (await request.get('/api/memberships/self', { headers })).json()) as Self;
  const { itemId } = await membershipInCart(request, 'demo', { type: 6, productId: 4 });
  await new LoginPage(page).storeSessionOf('demo');
  const second = await page.context().newPage();
  const [first, other] = [new PaymentPage(page), new PaymentPage(second)];
  const query = `type=6&productId=4&itemId=${itemId}`;
  await first.open(query);
  await other.open(query);

  await first.payByKnet();
  await expect(page).toHaveURL(/\/sandbox\/myfatoorah\/pay\/\d+/);
  await other.payByKnet();
  await expect(second).toHaveURL(/\/sandbox\/myfatoorah\/pay\/\d+/);
  // The second tab got the open payment's own page, not a second invoice.
  expect(second.url()).toBe(page.url());

  await first.providerAnswers('Success', 'KNET');
  await expect(first.heading).toHaveText('Payment successful');
  // The second tab's page is the same invoice, already paid: nothing more can be charged.
  await second.locator('input[name=outcome][value=Success]').check();
  await second.getByRole('button', { name: /^Pay/ }).click();
  await expect(second.getByText('This invoice has already been paid.')).toBeVisible();
  await expect(second).not.toHaveURL(/\/payment-success/);

  const after = (await (await request.get('/api/memberships/self', { headers })).json()) as Self;
  const { periodUnit, periodCount } = before.membership.type;
  expect(after.membership.endDate).toBe(periodEnd(new Date(before.membership.endDate), periodUnit, periodCount).toISOString());
  const cart = (await (await request.get('/api/memberships/cart', { headers })).json()) as { data: Array<{ itemId: number }> };
  expect(cart.data.map((i) => i.itemId)).not.toContain(itemId);
  // Paying it again is refused: a paid item is no longer in the cart.
  const again = await request.post('/api/orders/myfatoorah/pay', { data: { PaymentMethodId: 1, itemId }, headers });
  expect(again.status()).toBe(404);
});

test('a membership removed from the cart while its payment is open: the late Success shows "Paid, and refunded" and why', async ({ page, request }) => {
  const headers = await bearerOf(request, 'rival');
  // The cart item as the API sends it, with the membership it pays for (subjectId).
  const item = (await membershipInCart(request, 'rival', 'basic-month')) as unknown as { itemId: number; subjectId: number };
  await new LoginPage(page).storeSessionOf('rival');
  const payment = new PaymentPage(page);
  await payment.open(`itemId=${item.itemId}`);
  await payment.payByKnet();
  await expect(page).toHaveURL(/\/sandbox\/myfatoorah\/pay\/\d+/);
  // Meanwhile, from another tab, the seller removes the unpaid membership: its open payment is cancelled.
  expect((await request.delete(`/api/memberships/${item.subjectId}`, { headers })).status()).toBe(204);

  await payment.providerAnswers('Success', 'KNET');
  await expect(page).toHaveURL(/\/payment-success\?paymentId=\d+/);
  await expect(payment.heading).toHaveText('Paid, and refunded');
  await expect(page.getByTestId('refund-reason')).toHaveText('This item was removed from your cart before the payment went through, so the amount is being refunded to you.');
  await expect(payment.paymentId).toHaveText(/^\d+$/);
  await expect(page.getByRole('link', { name: 'Back to Services' })).toHaveAttribute('href', '/services');
});
