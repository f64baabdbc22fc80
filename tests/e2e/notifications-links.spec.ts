// A notification leads where its event is — a request to
// /requests?requestId=, a message to its conversation, a product to /products/{slug} — from the bell
// and from /notifications; /notifications follows the event stream as the bell does; the
// conversation on screen raises no badge. Once in Arabic (the product, from the bell).
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import type { NotificationListReply } from '../../src/api/schemas/notifications';
import type { ProductListReply } from '../../src/api/schemas/products';
import type { RequestListReply } from '../../src/api/schemas/requests';
import { LoginPage, PASSWORD } from './pages/login.page';

const BUYER = 'buyer2';

async function signedIn(request: APIRequestContext, user: string) {
  const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  const body = (await login.json()) as { access_token: string; user: { id: number; sellerId: number } };
  return { id: body.user.id, sellerId: body.user.sellerId, headers: { authorization: `Bearer ${body.access_token}` } };
}

/** An active product of the demo company (from the oldest end: other specs pick the newest). */
async function demoProduct(request: APIRequestContext, index = 0) {
  const demo = await signedIn(request, 'demo');
  const list = await request.get(`/api/products/${demo.sellerId}/sellers?perPage=50&isActive=true`, { headers: demo.headers });
  expect(list.ok()).toBe(true);
  const products = ((await list.json()) as ProductListReply).data.toReversed().filter((p) => p.isActive && p.status === 'available');
  expect(products.length).toBeGreaterThan(index);
  return products[index]!;
}

const badge = (page: Page) => page.locator('header').getByTestId('notifications-badge');

test('a buyer\'s favourite reaches the company user in Arabic; its click in the bell opens the product page', async ({ page, request }) => {
  const product = await demoProduct(request, 3);
  const buyer = await signedIn(request, BUYER);
  await new LoginPage(page).storeSessionOf('demo', { locale: 'ar' });
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  // Taken back first, so the favourite is a first one (told) whatever ran before.
  expect((await request.delete(`/api/products/${product.slug}/favorite`, { headers: buyer.headers })).ok()).toBe(true);
  const added = await request.post(`/api/products/${product.slug}/favorite`, { headers: buyer.headers });
  expect(added.ok()).toBe(true);

  await page.locator('header').getByRole('button', { name: /^الإشعارات/ }).click();
  const item = page.getByRole('list', { name: 'الإشعارات' }).getByRole('listitem').filter({ hasText: 'أُضيف إلى المفضلة' }).filter({ hasText: product.name }).first();
  await expect(item).toBeVisible({ timeout: 15_000 });
  // The product's name sits whole and isolated in the Arabic sentence.
  expect(await item.innerText()).toContain(`\u2068${product.name}\u2069`);
  await item.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/products/${encodeURIComponent(product.slug)}$`));
});

test('on /notifications a message arrives live (Mark all as read on); its click opens the conversation, which raises no badge while read', async ({ page, request }) => {
  const demo = await signedIn(request, 'demo');
  const buyer = await signedIn(request, BUYER);
  // Everything read first: the message is the only unread one.
  expect((await request.post('/api/users/notifications/all', { headers: buyer.headers })).status()).toBe(204);
  await new LoginPage(page).storeSessionOf(BUYER);
  // The stream is open before the message is sent.
  const stream = page.waitForResponse((r) => r.url().includes('/api/events?') && r.status() === 200);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await stream;
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

  const text = `Is the MacBook Pro 14 M3 still yours? ${Date.now()}`;
  const sent = await request.post(`/api/chats/messages/${buyer.id}`, { data: { message: text }, headers: demo.headers });
  expect(sent.status(), await sent.text()).toBeLessThan(300);
  const row = page.getByTestId('notification-row').filter({ hasText: text });
  // Live: no reload.
  await expect(row).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('notification-row').filter({ hasText: 'Demo Trading' }).filter({ has: page.getByText(text) })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeEnabled();
  await expect(badge(page)).toHaveText('1');

  await row.getByTestId('notification-open').click();
  await expect(page).toHaveURL(new RegExp(`/chats/messages/${demo.id}$`));
  await expect(page.getByTestId('chat-message').filter({ hasText: text })).toBeVisible();
  await expect(badge(page)).toHaveCount(0);
  // Reading the conversation: the seller's next messages raise no badge and make no second row.
  for (const n of [2, 3]) {
    const next = `${text} (${n})`;
    expect((await request.post(`/api/chats/messages/${buyer.id}`, { data: { message: next }, headers: demo.headers })).status()).toBeLessThan(300);
    await expect(page.getByTestId('chat-message').filter({ hasText: next })).toBeVisible({ timeout: 15_000 });
  }
  await expect(badge(page)).toHaveCount(0);
  const listed = await request.get('/api/users/notifications', { headers: buyer.headers });
  const rows = ((await listed.json()) as { data: Array<{ type: number; value: string | null }> }).data.filter((n) => n.type === 6 && n.value === String(demo.id));
  expect(rows).toHaveLength(1);
});

test('a new purchase request in the bell opens /requests?requestId= with that request', async ({ page, request }) => {
  const buyer = await signedIn(request, 'buyer1');
  const mine = await request.get('/api/profile/requests?perPage=50', { headers: buyer.headers });
  const pending = new Set(((await mine.json()) as RequestListReply).data.filter((r) => r.status === 1).map((r) => r.receiverProduct.id));
  const demo = await signedIn(request, 'demo');
  // A product no notification of the seller names yet: the bell then holds one item for it, this request's
  // (an earlier spec's request of the same product was the item clicked while this one was on its way).
  const named: string[] = [];
  for (let page: number | null = 1; page !== null;) {
    const reply = (await (await request.get(`/api/users/notifications?page=${page}`, { headers: demo.headers })).json()) as NotificationListReply;
    named.push(...reply.data.map((n) => `${n.title} ${n.body}`));
    page = reply.nextPage;
  }
  const list = await request.get(`/api/products/${demo.sellerId}/sellers?perPage=50&isActive=true`, { headers: demo.headers });
  const product = ((await list.json()) as ProductListReply).data.toReversed()
    .find((p) => p.status === 'available' && p.isActive && p.sellType !== 'barter' && !pending.has(p.id) && !named.some((text) => text.includes(p.name)))!;
  expect(product, 'an available product without a pending request of the buyer').toBeTruthy();
  await new LoginPage(page).signInAs('demo');
  const sent = await request.post('/api/requests', { data: { productId: product.id, type: 'sale' }, headers: buyer.headers });
  expect(sent.status(), await sent.text()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  await page.locator('header').getByRole('button', { name: /^Notifications/ }).click();
  const item = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'New purchase request' }).filter({ hasText: product.name }).first();
  await expect(item).toBeVisible({ timeout: 15_000 });
  await item.getByRole('button').click();
  await expect(page).toHaveURL(new RegExp(`/requests\\?requestId=${id}$`));
});
