import { expect, test, type APIRequestContext } from './fixtures';
import type { NotificationListReply } from '../../src/api/schemas/notifications';
import { LoginPage, PASSWORD } from './pages/login.page';
import { requestsOf } from './pages/requests.page';

async function tokenOf(request: APIRequestContext, user: string): Promise<string> {
  const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

async function unreadOf(request: APIRequestContext, token: string): Promise<number> {
  const reply = await request.get('/api/users/notifications', { headers: { authorization: `Bearer ${token}` } });
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as NotificationListReply).unreadCount;
}

test('a buyer sees the unread badge after the company accepts their request, opens the bell and marks all read', async ({ page, request }) => {
  // The company decides one of buyer1's pending requests through the API (accepting reserves the product, so an available one).
  const pending = (await requestsOf(request, 'demo'))
    .find((r) => r.status === 1 && r.sender.userName === 'buyer1' && r.receiverProduct.status === 'available');
  expect(pending, 'a pending request of buyer1 on an available product').toBeTruthy();
  const buyerToken = await tokenOf(request, 'buyer1');
  const before = await unreadOf(request, buyerToken);
  const demoToken = await tokenOf(request, 'demo');
  const decided = await request.post(`/api/requests/${pending!.id}/status`, { data: { status: 2 }, headers: { authorization: `Bearer ${demoToken}` } });
  expect(decided.status()).toBe(204);
  expect(await unreadOf(request, buyerToken)).toBe(before + 1);

  await new LoginPage(page).signInAs('buyer1');
  const header = page.locator('header');
  const bell = header.getByRole('button', { name: `Notifications, ${before + 1} unread` });
  await expect(bell).toBeVisible();
  await expect(header.getByTestId('notifications-badge')).toHaveText(String(before + 1));

  await bell.click();
  const panel = page.getByRole('list', { name: 'Notifications' });
  const item = panel.getByRole('listitem').filter({ hasText: `Your request #${pending!.num} for \u2068${pending!.receiverProduct.name}\u2069 was accepted.` });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Request accepted');
  await expect(item).toContainText('Demo Trading');
  await expect(item.getByTestId('notification-unread-dot')).toBeVisible();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(header.getByTestId('notifications-badge')).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(item.getByTestId('notification-unread-dot')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  // The server kept it.
  await expect.poll(() => unreadOf(request, buyerToken)).toBe(0);
});
