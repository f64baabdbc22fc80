// The Services screen (part 2 §2): the Ads and Brand awareness tabs by the membership, the
// company's bookings as cards with their status, Pay now for an unpaid one, the tab in the address,
// what an employee and a company without membership see; in Arabic and on a 390 px phone.
import { expect, test, type APIRequestContext } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { ServicesPage } from './pages/services.page';
import { expectOneDigitSystem } from './support/digits';
import { expectNoOverflow } from './support/no-overflow';

async function tokenOf(request: APIRequestContext, user: string) {
  const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  return { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
}

test('demo (Premium) sees both tabs, its bookings as cards, and the tab stays in the address', async ({ page, request }) => {
  const headers = await tokenOf(request, 'demo');
  const offers = ((await (await request.get('/api/offers/users', { headers })).json()) as { data: Array<{ serviceType: number | null; status: string; fromDate: string; toDate: string }> }).data;
  const statusOf = (o: { status: string; fromDate: string; toDate: string }) =>
    o.status === 'unpaid' ? 'unpaid' : Date.parse(o.toDate) <= Date.now() ? 'expired' : Date.parse(o.fromDate) > Date.now() ? 'upcoming' : 'active';
  const count = (status: string) => offers.filter((o) => statusOf(o) === status).length;
  const expired = count('expired');
  const active = count('active');
  await new LoginPage(page).storeSessionOf('demo');
  const services = new ServicesPage(page);
  await services.open();
  await expect(services.tabs).toHaveText(['Ads', 'Brand awareness']);
  await expect(services.tab(/^Ads$/)).toHaveAttribute('aria-selected', 'true');
  // Grouped by status with counts; each group shows its first 9 with Show more, the expired ones fold.
  expect(expired).toBeGreaterThan(0);
  expect(active).toBeGreaterThan(9);
  const counts = page.getByTestId('service-counts');
  await expect(counts.getByRole('button', { name: `Expired: ${expired}` })).toBeVisible();
  await expect(counts.getByRole('button', { name: `Active: ${active}` })).toBeVisible();
  await expect(page.getByTestId('service-group').first()).toHaveAttribute('data-status', /^(unpaid|active)$/);
  const inGroup = (status: string) => services.cards.and(page.locator(`[data-status="${status}"]`));
  await expect(inGroup('active')).toHaveCount(9);
  await expect(inGroup('expired')).toHaveCount(0);
  const activeGroup = page.getByTestId('service-group').and(page.locator('[data-status="active"]'));
  await activeGroup.getByRole('button', { name: `Show more (${active - 9} left)` }).click();
  await expect(inGroup('active')).toHaveCount(Math.min(active, 27));
  await page.getByRole('button', { name: `Show ${expired} expired` }).click();
  await expect(inGroup('expired')).toHaveCount(Math.min(expired, 9));
  await page.getByRole('button', { name: 'Hide expired' }).click();
  await expect(inGroup('expired')).toHaveCount(0);
  await expect(services.card('promo').first()).toContainText('Promo offer');
  // A seeded booking says what it cost, not KWD 0.000.
  await expect(services.card('promo').first()).toContainText(/Amount\s*KWD\s[1-9]\d*\.\d{3}/);
  await expect(services.card('promo').first().getByRole('button', { name: 'Details' })).toBeVisible();

  await services.tab(/^Brand awareness$/).click();
  await expect(page).toHaveURL(/\/services\?tab=1$/);
  await expect(page.getByRole('heading', { name: 'Your banners' })).toBeVisible();
  await page.reload();
  await expect(services.tab(/^Brand awareness$/)).toHaveAttribute('aria-selected', 'true');
  await services.tab(/^Ads$/).click();
  await expect(page).toHaveURL(/\/services$/);
});

test('an unpaid booking shows Awaiting payment and Pay now goes to /payment with its cart item', async ({ page, request }) => {
  const headers = await tokenOf(request, 'demo');
  const me = (await (await request.get('/api/users/self', { headers })).json()) as { sellerId: number };
  const rows = ((await (await request.get(`/api/products/${me.sellerId}/sellers?perPage=50&isActive=true`, { headers })).json()) as { data: Array<{ id: number; name: string }> }).data;
  // A product of the list's far end, booked a year ahead without top-5 days: it takes no calendar place.
  const product = rows.at(-3)!;
  const date = `${new Date().getUTCFullYear() + 1}-06-15`;
  await request.delete(`/api/memberships/services/18/cart?productId=${product.id}`, { headers });
  const booked = await request.post('/api/memberships/services/18/cart', { headers, data: { productId: product.id, date, days: 2, inTop: [] } });
  expect(booked.status(), await booked.text()).toBe(201);
  const { itemId } = (await booked.json()) as { itemId: number };
  try {
    await new LoginPage(page).storeSessionOf('demo');
    const services = new ServicesPage(page);
    await services.open();
    const card = services.cards.filter({ hasText: product.name }).and(page.locator('[data-status="unpaid"]'));
    await expect(card).toContainText('Awaiting payment');
    await expect(card).toContainText('Boost ad');
    await card.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(new RegExp(`/payment\\?type=3&productId=${product.id}&itemId=${itemId}$`));
  } finally {
    await request.delete(`/api/memberships/services/18/cart?productId=${product.id}`, { headers });
  }
});

test('an employee reads the cards but has no Add menu and no Pay now', async ({ page }) => {
  await new LoginPage(page).storeSessionOf('sara');
  const services = new ServicesPage(page);
  await services.open();
  await expect(services.cards.first()).toBeVisible();
  await expect(services.addButton).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});

test('a membership without banners (rival, Business): only the Ads tab, even when the address asks for banners', async ({ page }) => {
  await new LoginPage(page).storeSessionOf('rival');
  const services = new ServicesPage(page);
  await services.open('?tab=1');
  await expect(services.tabs).toHaveText(['Ads']);
  await expect(page.getByRole('heading', { name: 'Your ads' })).toBeVisible();
  await expect(page).toHaveURL(/\/services$/);
});

test.describe('in Arabic', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  });

  test('the tabs and cards speak Arabic with Arabic digits', async ({ page }) => {
    await new LoginPage(page).storeSessionOf('demo');
    const services = new ServicesPage(page);
    await services.open();
    await expect(services.tabs).toHaveText(['الإعلانات', 'الوعي بالعلامة التجارية']);
    await expect(services.card('promo').first()).toContainText('عرض ترويجي');
    await expect(page.getByTestId('service-counts')).toContainText(/منتهية: [٠-٩]+/);
    await expect(page.getByRole('button', { name: /^عرض المنتهية \([٠-٩]+\)$/ })).toBeVisible();
    await expectOneDigitSystem(page, 'services');
  });

  test('on a 390 px phone, nothing runs off the screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await new LoginPage(page).storeSessionOf('demo');
    const services = new ServicesPage(page);
    await services.open();
    await expect(services.cards.first()).toBeVisible();
    await expectNoOverflow(page, 'services');
    // Folded, the expired bookings no longer make the phone's page one list of every card.
    const shown = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.getByRole('button', { name: /^عرض المنتهية/ }).click();
    await expect(services.cards.and(page.locator('[data-status="expired"]')).first()).toBeVisible();
    for (let more = page.getByTestId('service-group-more').first(); await more.count() > 0; more = page.getByTestId('service-group-more').first()) await more.click();
    const everything = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(shown).toBeLessThan(everything / 2);
    await expectNoOverflow(page, 'services, every card shown');
  });
});
