// The overview (/): the cards show what the API says (read here, not assumed: the seed's
// history changes), each link goes where the spec says, a row opens the product's details, a request
// opens on /requests, a failing card leaves the others alone, and in Arabic the figures are Arabic.
// OVERVIEW_SHOTS=<folder> saves a PNG of each language at 1440 and 390 px.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { at, texts } from './support/locale-text';

type Figures = { totalProducts: { number: number }; totalPurchaseRequests: { number: number }; totalBarterRequests: { number: number }; roas: { value: number } };
type Row = { id: number; slug: string; name: string };
type Request = { id: number; receiverProduct: { name: string } };
type Contact = { id: number; fullName: string };

/** What the API answers demo: the figures, the newest products and requests, the contacts. */
async function fromApi(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: { login: 'demo', password: PASSWORD } });
  const { access_token: token, user } = (await login.json()) as { access_token: string; user: { sellerId: number } };
  const get = async <T>(path: string) => {
    const reply = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
    expect(reply.status(), path).toBe(200);
    return (await reply.json()) as T;
  };
  return {
    figures: await get<Figures>('/api/statics/dashboard/overview'),
    products: (await get<{ data: Row[] }>(`/api/products/${user.sellerId}/sellers`)).data,
    requests: (await get<{ data: Request[] }>('/api/requests')).data,
    contacts: (await get<{ data: Contact[] }>('/api/chats/contacts')).data.filter((c) => c.id !== 0),
  };
}

const intl = (locale: 'en' | 'ar') => (locale === 'ar' ? 'ar-KW' : 'en-KW');
const count = (n: number, locale: 'en' | 'ar') => new Intl.NumberFormat(intl(locale), { maximumFractionDigits: 3 }).format(n);
const roas = (n: number, locale: 'en' | 'ar') => new Intl.NumberFormat(intl(locale), { maximumFractionDigits: 2 }).format(n);

async function expectFigures(page: Page, figures: Figures, locale: 'en' | 'ar') {
  const value = (key: string) => page.getByTestId(`figure-${key}`).getByTestId('figure-value');
  await expect(value('products')).toHaveText(count(figures.totalProducts.number, locale));
  await expect(value('purchase')).toHaveText(count(figures.totalPurchaseRequests.number, locale));
  await expect(value('barter')).toHaveText(count(figures.totalBarterRequests.number, locale));
  await expect(value('roas')).toHaveText(roas(figures.roas.value, locale));
}

const bodyRows = (page: Page) => page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row');

async function shoot(page: Page, name: string) {
  const folder = process.env.OVERVIEW_SHOTS;
  if (!folder) return;
  for (const viewport of [{ width: 1440, height: 1000 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${folder}/${name}-${viewport.width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

test.describe('the overview', () => {
  // Each test walks several cards and screens; on a busy two-core machine 30 s was not enough.
  test.describe.configure({ timeout: 90_000 });
  test.use({ viewport: { width: 1440, height: 1000 } });

  test('shows the figures, the newest products, requests and chats the API gives, each leading where it should', async ({ page, request }) => {
    const api = await fromApi(request);
    await new LoginPage(page).signInAs('demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expectFigures(page, api.figures, 'en');

    // The table: the newest 8, in the API's order, then the next page.
    await expect(bodyRows(page)).toHaveCount(Math.min(8, api.products.length));
    const names = api.products.slice(0, 8).map((p) => p.name);
    await expect(bodyRows(page).getByRole('cell').nth(1)).toHaveText(names[0]);
    for (const [i, name] of names.entries()) await expect(bodyRows(page).nth(i).getByRole('cell').nth(1)).toHaveText(name);
    if (api.products.length > 8) {
      await page.getByRole('button', { name: 'Next page' }).click();
      await expect(bodyRows(page).first().getByRole('cell').nth(1)).toHaveText(api.products[8].name);
      await page.getByRole('button', { name: 'Previous page' }).click();
      await expect(bodyRows(page).first().getByRole('cell').nth(1)).toHaveText(names[0]);
    }
    await shoot(page, 'en');

    // A row opens the product's details dialog.
    await bodyRows(page).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading').first()).toHaveText(names[0]);
    await expect(page.getByTestId('details-price')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The chats card: the newest 4 conversations at 1440 px, 3 below 1400 px.
    const contacts = page.getByRole('region', { name: 'Chats' }).getByTestId('chat-contact');
    await expect(contacts).toHaveCount(Math.min(4, api.contacts.length));
    for (const [i, contact] of api.contacts.slice(0, 4).entries()) await expect(contacts.nth(i)).toHaveAttribute('href', `/chats/messages/${contact.id}`);
    if (api.contacts.length >= 4) {
      await page.setViewportSize({ width: 1280, height: 1000 });
      await expect(contacts.nth(3)).toBeHidden();
      await expect(contacts.nth(2)).toBeVisible();
      await page.setViewportSize({ width: 1440, height: 1000 });
    }

    // The services tiles.
    const services = page.getByRole('region', { name: 'Services' });
    await expect(services.getByRole('link', { name: /^Ad services/ })).toHaveAttribute('href', '/services?tab=0');
    await expect(services.getByRole('link', { name: /^Brand awareness/ })).toHaveAttribute('href', '/services?tab=1');

    // The requests card: the newest 5; a click opens that request on /requests.
    const requests = page.getByTestId('overview-request');
    await expect(requests).toHaveCount(Math.min(5, api.requests.length));
    for (const [i, r] of api.requests.slice(0, 5).entries()) await expect(requests.nth(i)).toHaveAttribute('href', `/requests?requestId=${r.id}`);
    await requests.first().click();
    await expect(page).toHaveURL(`/requests?requestId=${api.requests[0].id}`);
    await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();

    // Back on the overview, the brand-awareness tile opens the services' second tab, and a chat its conversation.
    await page.goto('/');
    await services.getByRole('link', { name: /^Brand awareness/ }).click();
    await expect(page).toHaveURL('/services?tab=1');
    await expect(page.getByRole('tab', { name: 'Brand awareness' })).toHaveAttribute('aria-selected', 'true');
    if (api.contacts.length) {
      await page.goto('/');
      await contacts.first().click();
      await expect(page).toHaveURL(`/chats/messages/${api.contacts[0].id}`);
    }
  });

  test('the top bar search filters the table', async ({ page, request }) => {
    const api = await fromApi(request);
    await new LoginPage(page).signInAs('demo');
    const wanted = api.products[0].name;
    await page.getByRole('searchbox').fill(wanted);
    await expect(page).toHaveURL(/\?q=/);
    await expect(bodyRows(page).first().getByRole('cell').nth(1)).toHaveText(wanted);
    for (const name of await bodyRows(page).getByRole('cell').nth(1).allTextContents()) expect(name.toLowerCase()).toContain(wanted.toLowerCase());
    await page.getByRole('searchbox').fill('zzzz no such product qqqq');
    await expect(page.getByRole('region', { name: 'Last added products' }).getByText('No product matches your search')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(0);
  });

  test('a failing card shows its own error and retry; the others stay', async ({ page, request }) => {
    const api = await fromApi(request);
    let fail = true;
    await page.route('**/api/statics/dashboard/overview', (route) => (fail ? route.fulfill({ status: 500, json: { message: 'down' } }) : route.continue()));
    await new LoginPage(page).signInAs('demo');
    const figures = page.getByRole('region', { name: 'Figures' });
    await expect(figures.getByRole('alert')).toBeVisible();
    await expect(bodyRows(page).first().getByRole('cell').nth(1)).toHaveText(api.products[0].name);
    await expect(page.getByTestId('overview-request').first()).toBeVisible();
    fail = false;
    await figures.getByRole('button', { name: 'Try again' }).click();
    await expect(figures.getByRole('alert')).toHaveCount(0);
    await expectFigures(page, api.figures, 'en');
  });

  test('in Arabic, with Arabic digits', async ({ page, request }) => {
    const api = await fromApi(request);
    const ar = texts('ar', 'overview');
    await new LoginPage(page).storeSessionOf('demo', { locale: 'ar' });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: at(ar, 'title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectFigures(page, api.figures, 'ar');
    const firstDate = bodyRows(page).first().getByRole('cell').nth(3);
    await expect(firstDate).toHaveText(/^[٠-٩]{2} \S+، [٠-٩]{4}$/);
    await expect(bodyRows(page).first().getByRole('cell').nth(5)).not.toHaveText(/[0-9]/);
    await expect(page.getByRole('region', { name: at(ar, 'services.title') }).getByRole('link', { name: new RegExp(`^${at(ar, 'services.ads')}`) }))
      .toHaveAttribute('href', '/services?tab=0');
    await shoot(page, 'ar');
  });
});
