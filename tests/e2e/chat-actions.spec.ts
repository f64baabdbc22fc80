// The actions on messages, seller (demo) and buyer (Fatima, buyer1) each in a browser of their own:
// a product card inside a message, copy (the clipboard and a snackbar), forward to two recipients,
// select two own messages and delete them after a confirmation (gone on both sides, pushed); the
// observer (a company user watching an employee) reads only; once in Arabic.
import { expect, test, watchCsp, type Page } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { expectOneDigitSystem } from './support/digits';

type APIRequestContext = Page['request'];

type Login = { access_token: string; user: { id: number; sellerId?: number } };

async function signIn(request: APIRequestContext, login: string) {
  const reply = await request.post('/api/auth/login', { data: { login, password: PASSWORD } });
  expect(reply.status()).toBe(200);
  const body = (await reply.json()) as Login;
  return { id: body.user.id, sellerId: body.user.sellerId, headers: { authorization: `Bearer ${body.access_token}` } };
}

async function say(request: APIRequestContext, from: { headers: Record<string, string> }, to: number, data: { message: string; productId?: number }) {
  const sent = await request.post(`/api/chats/messages/${to}`, { data, headers: from.headers });
  expect(sent.status(), await sent.text()).toBe(201);
  return ((await sent.json()) as { id: number }).id;
}

test('a product card, copy, forward to two people, and deleting two own messages after a confirmation, seen from both sides', async ({ page, browser, request, cspViolations }) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const demo = await signIn(request, 'demo');
  const fatima = await signIn(request, 'buyer1');
  const noura = await signIn(request, 'buyer3');
  const listed = (await (await request.get(`/api/products/${demo.sellerId}/sellers?perPage=20&isActive=true`, { headers: demo.headers })).json()) as { data: Array<{ id: number; slug: string; name: string; status: string }> };
  // Only a product the marketplace shows can go in a message (the seed has inactive and unavailable ones).
  const product = listed.data.find((p) => p.status === 'available')!;
  // Noura becomes one of demo's contacts; three messages to Fatima, one about a product.
  await say(request, demo, noura.id, { message: `Hello Noura ${tag}` });
  const about = `About this one ${tag}`;
  await say(request, demo, fatima.id, { message: about, productId: product.id });
  const first = `First to delete ${tag}`;
  const second = `Second to delete ${tag}`;
  await say(request, demo, fatima.id, { message: first });
  await say(request, demo, fatima.id, { message: second });
  await say(request, fatima, demo.id, { message: `Fatima asks ${tag}` });

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await new LoginPage(page).storeSessionOf('demo');
  await page.goto(`/chats/messages/${fatima.id}`);
  const log = page.getByRole('log', { name: 'Conversation with Fatima Al-Mutairi' });
  await expect(log).toBeVisible();

  // The product card: its name, linking to its details.
  const card = log.getByTestId('chat-message').filter({ hasText: about }).getByTestId('chat-product');
  await expect(card).toContainText(product.name);
  await expect(card).toHaveAttribute('href', `/products/${encodeURIComponent(product.slug)}`);

  // Copy: the text goes to the clipboard, a snackbar says so.
  const bubble = (text: string) => log.getByTestId('chat-message').filter({ hasText: text });
  await bubble(first).getByRole('button', { name: 'Select' }).click();
  const bar = page.getByRole('toolbar', { name: 'Selected messages' });
  await expect(bar).toContainText('1 selected');
  await bar.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  await expect(bar).toBeHidden();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

  // The buyer's browser, on the conversation.
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1280, height: 800 } });
  await watchCsp(context, cspViolations);
  const buyer = await context.newPage();
  const stream = buyer.waitForResponse((r) => r.url().includes('/api/events?') && r.status() === 200);
  await new LoginPage(buyer).storeSessionOf('buyer1');
  await buyer.goto(`/chats/messages/${demo.id}`);
  await stream;
  const theirLog = buyer.getByRole('log', { name: 'Conversation with Demo Trading' });
  await expect(theirLog.getByTestId('chat-message').filter({ hasText: second })).toBeVisible();
  await expect(theirLog.getByTestId('chat-message').filter({ hasText: about }).getByTestId('chat-product')).toContainText(product.name);

  // Forward the buyer's question to Fatima herself and to Noura: both have it.
  const asks = `Fatima asks ${tag}`;
  await bubble(asks).getByRole('button', { name: 'Select' }).click();
  // Not one's own: it can be forwarded, not deleted.
  await expect(bar.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await bar.getByRole('button', { name: 'Forward' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forward the message' });
  await expect(dialog.getByRole('checkbox', { name: 'System' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose at least one person');
  await dialog.getByRole('checkbox', { name: 'Fatima Al-Mutairi' }).check();
  await dialog.getByRole('checkbox', { name: 'Noura Al-Enezi' }).check();
  await dialog.getByRole('button', { name: 'Send to 2 people' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Forwarded', { exact: true })).toBeVisible();
  await expect(theirLog.getByTestId('chat-message').filter({ hasText: asks }).and(theirLog.locator('[data-own]'))).toHaveCount(1);
  await expect(theirLog.getByTestId('chat-message').filter({ hasText: asks }).and(theirLog.locator(':not([data-own])'))).toHaveCount(1);
  const atNoura = (await (await request.get(`/api/chats/messages/${demo.id}`, { headers: noura.headers })).json()) as { data: Array<{ message: string }> };
  expect(atNoura.data.at(-1)?.message).toBe(asks);

  // Select two own messages, confirm: gone here and, pushed, at the buyer's.
  await bubble(first).getByRole('button', { name: 'Select' }).click();
  await bubble(second).getByRole('checkbox', { name: 'Select this message' }).check();
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete 2 messages?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(bubble(first)).toHaveCount(0);
  await expect(bubble(second)).toHaveCount(0);
  await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
  // Only the push can drop them (the buyer's 10 s re-poll merges and never drops), so the wait may be long (load).
  await expect(theirLog.getByTestId('chat-message').filter({ hasText: first })).toHaveCount(0, { timeout: 20_000 });
  await expect(theirLog.getByTestId('chat-message').filter({ hasText: second })).toHaveCount(0);
  await expect(theirLog.getByTestId('chat-message').filter({ hasText: about })).toBeVisible();
  await context.close();
});

test('the observer: a company user watching an employee reads the employee\'s messages as own, may copy, and cannot send, forward or delete', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const sara = await signIn(request, 'sara');
  const fatima = await signIn(request, 'buyer1');
  await say(request, sara, fatima.id, { message: `Sara writes ${tag}` });
  await say(request, fatima, sara.id, { message: `Fatima answers ${tag}` });
  await new LoginPage(page).storeSessionOf('demo');
  await page.goto(`/chats?employeeId=${sara.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Chats (watching an employee)' })).toBeVisible();
  await page.getByTestId('chat-contact').filter({ hasText: 'Fatima Al-Mutairi' }).click();
  const log = page.getByRole('log', { name: 'Conversation with Fatima Al-Mutairi' });
  await expect(log.getByTestId('chat-message').filter({ hasText: `Sara writes ${tag}` })).toHaveAttribute('data-own', 'true');
  await expect(log.getByTestId('chat-message').filter({ hasText: `Fatima answers ${tag}` })).not.toHaveAttribute('data-own');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await expect(page.getByText('You are watching this conversation; only the employee can reply.')).toBeVisible();
  await expect(log.getByRole('button', { name: 'Reply' })).toHaveCount(0);
  await log.getByTestId('chat-message').filter({ hasText: `Sara writes ${tag}` }).getByRole('button', { name: 'Select' }).click();
  const bar = page.getByRole('toolbar', { name: 'Selected messages' });
  await expect(bar.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Forward' })).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('in Arabic: the selection bar, the delete question and the snackbar, with Arabic digits', async ({ page, request }) => {
  const tag = Date.now().toString(36);
  const demo = await signIn(request, 'demo');
  const fatima = await signIn(request, 'buyer1');
  const a = `أولى ${tag}`;
  const b = `ثانية ${tag}`;
  const c = `ثالثة ${tag}`;
  for (const message of [a, b, c]) await say(request, demo, fatima.id, { message });
  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  await new LoginPage(page).storeSessionOf('demo');
  await page.goto(`/chats/messages/${fatima.id}`);
  const log = page.getByRole('log', { name: 'المحادثة مع Fatima Al-Mutairi' });
  await log.getByTestId('chat-message').filter({ hasText: a }).getByRole('button', { name: 'تحديد' }).click();
  await log.getByTestId('chat-message').filter({ hasText: c }).getByRole('checkbox', { name: 'تحديد هذه الرسالة' }).check();
  const bar = page.getByRole('toolbar', { name: 'الرسائل المحددة' });
  await expect(bar).toContainText('رسالتان محددتان');
  await bar.getByRole('button', { name: 'حذف' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'حذف الرسالتين؟' });
  await confirm.getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByText('تم الحذف', { exact: true })).toBeVisible();
  await expect(log.getByTestId('chat-message').filter({ hasText: a })).toHaveCount(0);
  // Selecting again: the count and the times in Arabic digits only.
  await log.getByTestId('chat-message').filter({ hasText: b }).getByRole('button', { name: 'تحديد' }).click();
  await expect(bar).toContainText('رسالة واحدة محددة');
  await expectOneDigitSystem(page, 'selection');
});
