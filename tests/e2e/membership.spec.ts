// Membership client: the services screen's membership card (active with credits, expiring
// soon with Renew, unpaid), the plans dialog's period tabs and Subscribe, the unpaid-membership dialog;
// in Arabic and on a 390 px phone. What it changes in the shared database it puts back (fresh's unpaid
// membership), or leaves in a state the next run takes as it comes (rival's renewal waits in the cart).
import { expect, test, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';
import { MembershipApi, MembershipPage } from './pages/membership.page';
import { expectOneDigitSystem } from './support/digits';
import { expectNoOverflow } from './support/no-overflow';
import { animationsSettled } from './support/settled';

/** The membership card's service tabs (part 2 §2: flash sales, boost ad, refresh credits, banners). */
const SERVICE_TABS: Record<number, RegExp> = { 19: /^Flash sales/, 18: /^Boost ad/, 2: /^Refresh credits/, 20: /^Banners/ };

async function shot(page: Page, name: string) {
  await animationsSettled(page);
  await page.screenshot({ path: `test-results/membership/${name}.png`, fullPage: true });
}

async function signedIn(page: Page, user: string) {
  await new LoginPage(page).storeSessionOf(user);
  const membership = new MembershipPage(page);
  await membership.open();
  return membership;
}

test('demo sees its active Premium membership, its dates and the credits left of each service', async ({ page, request }) => {
  const { membership } = await (await MembershipApi.as(request, 'demo')).self();
  const screen = await signedIn(page, 'demo');
  await expect(screen.card.getByText('Premium', { exact: true })).toBeVisible();
  await expect(screen.status).toHaveText('Active');
  await expect(screen.card.getByText('Started')).toBeVisible();
  await expect(screen.card.getByText('Ends', { exact: true })).toBeVisible();
  await expect(screen.card.getByText('1 year')).toBeVisible();
  const tabs = screen.card.getByRole('tablist', { name: 'Included services' }).getByRole('tab');
  await expect(tabs).toHaveCount(4);
  await expect(screen.card.getByTestId('membership-countdown')).toContainText(/\d+ days? and \d+ hours?/);
  for (const service of membership!.services) {
    await screen.card.getByRole('tab', { name: SERVICE_TABS[service.type] }).click();
    await expect(screen.card.getByRole('tabpanel')).toContainText(`Included credits left: ${service.remainingValue}`);
  }
  await expect(screen.button(/^Renew$/)).toBeVisible();
  await shot(page, 'demo-en-desktop');
});

test("arriving at the services screen asks for the membership once (the screen's flow hands its reply to the card)", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => { if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/memberships/self') asked.push(r.url()); });
  const screen = await signedIn(page, 'demo');
  // The card is drawn from a reply: every request of the arrival has been made by now.
  await expect(screen.card.getByTestId('membership-countdown')).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('the plans dialog: each period tab shows its prices in KWD with three decimals', async ({ page, request }) => {
  const api = await MembershipApi.as(request, 'demo');
  const cartBefore = await api.cart();
  const screen = await signedIn(page, 'demo');
  await screen.button(/^See plans$/).click();
  await expect(screen.plansHeading).toBeVisible();
  // It opens on demo's own period (a year of Premium) and marks that plan.
  await expect(screen.tab(/^1 year$/)).toHaveAttribute('aria-selected', 'true');
  await expect(screen.plansDialog.getByTestId('plan-current')).toHaveCount(1);
  await expect(screen.plansDialog.locator('article[data-current]')).toContainText('Premium');
  await expect(screen.plansDialog.locator('article[data-current]')).toContainText('Your plan');
  await screen.tab(/^1 month$/).click();
  await expect(screen.plansDialog.getByTestId('plan-current')).toHaveCount(0);
  await expect(screen.prices).toHaveText([/KWD\s15\.000/, /KWD\s25\.000/, /KWD\s45\.000/]);
  await screen.tab(/^3 months$/).click();
  await expect(screen.prices).toHaveText([/KWD\s40\.000/, /KWD\s70\.000/, /KWD\s125\.000/]);
  await expect(screen.plansDialog.getByText('for 3 months').first()).toBeVisible();
  await screen.tab(/^1 year$/).click();
  await expect(screen.prices).toHaveText([/KWD\s150\.000/, /KWD\s250\.000/, /KWD\s450\.000/]);
  await shot(page, 'plans-en-desktop');
  await screen.plansDialog.getByRole('button', { name: 'Close' }).click();
  await expect(screen.plansDialog).toHaveCount(0);
  // Looking at the plans puts nothing in the cart.
  expect(await api.cart()).toEqual(cartBefore);
});

test('rival is flagged as expiring soon; Renew asks first with the price and new end, then lands on /payment; the card then says the renewal waits, and a second Renew pays the same one without a 409', async ({ page, request }) => {
  const api = await MembershipApi.as(request, 'rival');
  const conflicts: string[] = [];
  page.on('response', (r) => { if (r.status() === 409) conflicts.push(r.url()); });
  const screen = await signedIn(page, 'rival');
  await expect(screen.status).toHaveText('Expiring soon');
  await expect(screen.status).toHaveAttribute('data-standing', 'expiring');
  await expect(screen.card.getByText('Ends in 2 days')).toBeVisible();
  await shot(page, 'rival-en-desktop');
  const { membership } = await api.self();
  // (An earlier run may have left the renewal waiting: then the card already says so.)
  const waitingBefore = (await api.cart()).some((i) => i.paymentForType === 6 && i.subjectId === membership!.id);

  // A confirmation with the price and the new end date; Cancel adds nothing.
  await screen.button(/^(Renew|Pay renewal)$/).click();
  const confirm = page.getByRole('alertdialog', { name: 'Renew Business?' });
  await expect(confirm.getByTestId('renewal-confirmation')).toContainText(/Price\s*KWD\s25\.000/);
  await expect(confirm.getByTestId('renewal-confirmation')).toContainText(/New end date\s*\d{2} [A-Z][a-z]{2}, \d{4}/);
  await shot(page, 'rival-renew-confirm-en-desktop');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  if (!waitingBefore) expect((await api.cart()).filter((i) => i.paymentForType === 6)).toEqual([]);

  await screen.button(/^(Renew|Pay renewal)$/).click();
  await confirm.getByRole('button', { name: 'Renew and pay' }).click();
  await expect(page).toHaveURL(/\/payment\?type=6&productId=4&itemId=\d+$/);
  const itemId = Number(new URL(page.url()).searchParams.get('itemId'));
  expect(await api.cart()).toContainEqual(expect.objectContaining({ itemId, paymentForType: 6, subjectId: membership!.id }));
  // The payment page says what it pays for: the renewal, the plan, the new end, the amount.
  await expect(page.getByTestId('payment-kind')).toHaveText('Membership renewal');
  await expect(page.getByTestId('payment-subject')).toHaveText('Business');
  await expect(page.getByTestId('payment-dates')).toHaveText(/^\d{2} [A-Z][a-z]{2}, \d{4}$/);
  await expect(page.getByTestId('payment-amount')).toHaveText(/KWD\s25\.000/);

  // Back on the services screen, the card says a renewal waits; Renew pays that one (no second item, no 409).
  await screen.open();
  await expect(screen.card.getByTestId('membership-renewal-waiting')).toContainText(/A renewal of KWD\s25\.000 is waiting for payment/);
  await screen.button(/^Pay renewal$/).click();
  await confirm.getByRole('button', { name: 'Renew and pay' }).click();
  await expect(page).toHaveURL(`/payment?type=6&productId=4&itemId=${itemId}`);
  expect((await api.cart()).filter((i) => i.paymentForType === 6)).toHaveLength(1);
  expect(conflicts).toEqual([]);
});

test.describe('fresh, with an unpaid membership in its cart', () => {
  let found: number | null = null;
  /** Business for 3 months, as the seed leaves fresh. */
  let business3: number;

  test.beforeAll(async ({ request }) => {
    const api = await MembershipApi.as(request, 'fresh');
    const plans = (await (await request.get('/api/memberships', { headers: api.headers })).json()) as { data: Array<{ name: string; types: Array<{ id: number; periodUnit: string; periodCount: number }> }> };
    business3 = plans.data.find((p) => p.name === 'Business')!.types.find((t) => t.periodUnit === 'month' && t.periodCount === 3)!.id;
    // Whatever an earlier spec did with it (paid it, say), this one starts from an unpaid membership.
    found = (await api.self()).unpaid?.type.id ?? null;
    if (found === null) await api.subscribe(business3);
  });

  test.afterAll(async ({ request }) => {
    await (await MembershipApi.as(request, 'fresh')).leaveUnpaid(found);
  });

  test('the card says it awaits payment; the plans open on the unpaid-membership dialog, and Pay now lands on /payment with its item', async ({ page, request }) => {
    const api = await MembershipApi.as(request, 'fresh');
    const { unpaid } = await api.self();
    const item = (await api.cart()).find((i) => i.subjectId === unpaid!.id && i.paymentForType === 2)!;
    const screen = await signedIn(page, 'fresh');
    await expect(screen.status).toHaveText('Awaiting payment');
    await expect(screen.button(/^Renew$/)).toHaveCount(0);
    // Its price and Pay now on the card itself.
    await expect(screen.card.getByTestId('membership-unpaid-price')).toContainText(/KWD\s70\.000\s+for 3 months/);
    await expect(screen.button(/^Pay now$/)).toBeVisible();
    await screen.button(/^See plans$/).click();
    await expect(screen.unpaidHeading).toBeVisible();
    await expect(screen.unpaidDialog).toContainText(unpaid!.name);
    await shot(page, 'unpaid-en-desktop');
    await screen.unpaidDialog.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(`/payment?itemId=${item.itemId}`);
    await screen.open();
    await screen.button(/^Pay now$/).click();
    await expect(page).toHaveURL(`/payment?type=2&itemId=${item.itemId}`);
    await expect(page.getByTestId('payment-kind')).toHaveText('Membership');
    await expect(page.getByTestId('payment-subject')).toHaveText('Business');
  });

  test('Remove then choose: the unpaid membership goes, the plans come, and Subscribe lands on /payment with the new item', async ({ page, request }) => {
    const api = await MembershipApi.as(request, 'fresh');
    const { unpaid: before } = await api.self();
    const screen = await signedIn(page, 'fresh');
    await screen.button(/^See plans$/).click();
    await screen.unpaidDialog.getByRole('button', { name: 'Remove and choose another' }).click();
    await expect(screen.plansHeading).toBeVisible();
    await expect(screen.unpaidDialog).toHaveCount(0);
    expect((await api.self()).unpaid).toBeNull();

    await screen.tab(/^3 months$/).click();
    await screen.plansDialog.getByRole('button', { name: 'Subscribe to Business' }).click();
    await expect(page).toHaveURL(/\/payment\?itemId=\d+$/);
    const itemId = Number(new URL(page.url()).searchParams.get('itemId'));
    const { unpaid: after } = await api.self();
    expect(after).toMatchObject({ name: 'Business', type: { id: business3 } });
    expect(after!.id).not.toBe(before!.id);
    expect(await api.cart()).toContainEqual(expect.objectContaining({ itemId, paymentForType: 2, subjectId: after!.id }));
  });
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  });

  test('the card and the plans speak Arabic, with Arabic digits and KWD in Arabic', async ({ page }) => {
    const screen = await signedIn(page, 'demo');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(screen.card.getByText('المميزة', { exact: true })).toBeVisible();
    await expect(screen.status).toHaveText('نشطة');
    await expectOneDigitSystem(page, 'services');
    await shot(page, 'demo-ar-desktop');
    await screen.button(/^عرض الباقات$/).click();
    await expect(screen.plansHeading).toBeVisible();
    await screen.tab(/^سنة واحدة$/).click();
    await expect(screen.prices.first()).toContainText('١٥٠٫٠٠٠');
    await expectOneDigitSystem(page, 'plans');
    await shot(page, 'plans-ar-desktop');
  });
});

for (const locale of ['en', 'ar'] as const) {
  test.describe(`on a 390 px phone in ${locale}`, () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => localStorage.setItem('souqdesk.locale', l), locale);
    });

    test('the card and the plans fit the screen', async ({ page }) => {
      const screen = await signedIn(page, 'rival');
      await expect(screen.status).toHaveAttribute('data-standing', 'expiring');
      await expectNoOverflow(page, 'services');
      await shot(page, `rival-${locale}-390`);
      await screen.card.getByRole('button', { name: locale === 'en' ? 'See plans' : 'عرض الباقات' }).click();
      await expect(screen.plansHeading).toBeVisible();
      await expect(screen.prices).toHaveCount(3);
      await expectNoOverflow(page, 'plans');
      await shot(page, `plans-${locale}-390`);
    });
  });
}
