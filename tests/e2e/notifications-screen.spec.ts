// The /notifications screen: the whole history with the all / unread / read filter in the
// address, Mark as read on one and Mark all as read, checked against the server; in Arabic on a phone.
// buyer4 and buyer5 are seeded with notifications of decided requests; no other spec reads them.
import { expect, test, type APIRequestContext } from './fixtures';
import type { NotificationListReply } from '../../src/api/schemas/notifications';
import { LoginPage, PASSWORD } from './pages/login.page';
import { expectOneDigitSystem } from './support/digits';
import { expectNoOverflow } from './support/no-overflow';

async function listOf(request: APIRequestContext, user: string): Promise<NotificationListReply> {
  const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  const token = ((await login.json()) as { access_token: string }).access_token;
  const reply = await request.get('/api/users/notifications?page=1', { headers: { authorization: `Bearer ${token}` } });
  expect(reply.ok()).toBe(true);
  return reply.json();
}

test('filter unread, mark one read, then all: the screen and the server agree', async ({ page, request }) => {
  const before = await listOf(request, 'buyer4');
  // Seeded with two unread; a spec that writes to buyer4 before this one (the chat photo preview's) adds its own.
  const unread = before.unreadCount;
  expect(unread, 'buyer4 starts with at least two unread').toBeGreaterThanOrEqual(2);
  await new LoginPage(page).storeSessionOf('buyer4');
  await page.goto('/notifications');
  const rows = page.getByTestId('notification-row');
  await expect(rows).toHaveCount(before.data.length);
  await expect(page.locator('[data-testid="notification-row"][data-unread]')).toHaveCount(unread);

  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page).toHaveURL(/\/notifications\?read=0$/);
  await expect(rows).toHaveCount(unread);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Unread', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows).toHaveCount(unread);

  await rows.first().getByRole('button', { name: 'Mark as read' }).click();
  await expect(rows).toHaveCount(unread - 1);
  await expect.poll(async () => (await listOf(request, 'buyer4')).unreadCount).toBe(unread - 1);

  await page.getByRole('button', { name: 'All', exact: true }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(rows).toHaveCount(before.data.length);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.locator('[data-testid="notification-row"][data-unread]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect.poll(async () => (await listOf(request, 'buyer4')).unreadCount).toBe(0);
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  await expect(page.getByText('No unread notifications')).toBeVisible();
});

test('the bell leads to the whole list', async ({ page }) => {
  await new LoginPage(page).signInAs('buyer5');
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
});

test('in Arabic on a 390 px phone: Arabic words and digits, nothing runs off the screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  await new LoginPage(page).storeSessionOf('buyer5');
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible();
  await expect(page.getByTestId('notification-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'غير المقروءة' })).toBeVisible();
  await expectOneDigitSystem(page, 'notifications');
  await expectNoOverflow(page, 'notifications');
});
