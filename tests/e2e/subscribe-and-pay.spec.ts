// The whole journey as a seller makes it: from the services screen's plans, Subscribe,
// pay by card on the provider's page, the server confirms it, and the card on the services screen
// shows the new plan active. membership.spec and payment.spec test each half on its own.
import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';
import { MembershipApi, MembershipPage } from './pages/membership.page';
import { PaymentPage } from './pages/payment.page';

test.describe.configure({ timeout: 90_000 });

test('fresh subscribes to Premium for a year, pays by card, and its card shows Premium active', async ({ page, request }) => {
  const api = await MembershipApi.as(request, 'fresh');
  // Whatever the specs before left in fresh's cart, the journey starts from the plans.
  await api.leaveUnpaid(null);

  await new LoginPage(page).storeSessionOf('fresh');
  const screen = new MembershipPage(page);
  await screen.open();
  // 'Choose a plan' when fresh has none, 'See plans' when an earlier spec paid one.
  await screen.button(/^(See plans|Choose a plan)$/).click();
  await expect(screen.plansHeading).toBeVisible();
  await screen.tab(/^1 year$/).click();
  await screen.plansDialog.getByRole('button', { name: 'Subscribe to Premium' }).click();

  await expect(page).toHaveURL(/\/payment\?(.*&)?itemId=\d+/);
  const { unpaid } = await api.self();
  expect(unpaid).toMatchObject({ name: 'Premium' });
  const payment = new PaymentPage(page);
  await expect(payment.amount).toBeVisible();
  await payment.payByCard();
  await payment.providerAnswers('Success');

  await expect(page).toHaveURL(/\/payment-success\?paymentId=\d+/);
  await expect(payment.heading).toHaveText('Payment successful');
  const self = await api.self();
  expect(self.unpaid).toBeNull();
  expect(self.membership).toMatchObject({ id: unpaid!.id, name: 'Premium', status: 'active' });

  await screen.open();
  await expect(screen.card.getByText('Premium', { exact: true })).toBeVisible();
  await expect(screen.status).toHaveText('Active');
  await expect(screen.card.getByText('1 year')).toBeVisible();
});
