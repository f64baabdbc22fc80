// Chats between a seller (demo) and a buyer, each in a browser of their own. A message, a
// reply and the ticks arrive by push (NEW_CHAT_MESSAGE, MESSAGE_STATUS on the event stream): every
// wait below ends before the page's own 10 s re-poll could have brought them, so a broken push fails.
// In Arabic on a 390 px phone: Arabic dates and digits, the user's text isolated, nothing sideways.
import { expect, test, watchCsp, type APIRequestContext, type Page } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { expectOneDigitSystem } from './support/digits';
import { expectNoOverflow } from './support/no-overflow';
import { CHAT_POLL_MS } from '../../src/domain/limits';

const CONTACTS = /^\/api\/chats\/contacts$/;
const MESSAGES = /^\/api\/chats\/messages\/\d+$/;

/** When `page` last had a reply to GET `path` (its re-poll comes CHAT_POLL_MS after that, at the earliest). */
function lastLoadOf(page: Page, path: RegExp) {
  let at = 0;
  page.on('response', (r) => {
    if (r.request().method() === 'GET' && path.test(new URL(r.url()).pathname)) at = Date.now();
  });
  return {
    /**
     * Waits, unless the page has just re-polled, for its next re-poll to pass: then the steps and the push have
     * nearly the whole window (with 4 s, as before, the steps alone used it up at load 10).
     */
    async freshWindow() {
      if (at + CHAT_POLL_MS - Date.now() < CHAT_POLL_MS - 1500) await page.waitForResponse((r) => path.test(new URL(r.url()).pathname));
    },
    /** The time left before the re-poll could bring what is awaited. */
    beforePoll() {
      const left = at + CHAT_POLL_MS - 500 - Date.now();
      expect(left, 'time left before the re-poll').toBeGreaterThan(1000);
      return { timeout: left };
    },
  };
}

const streamOpened = (page: Page) => page.waitForResponse((r) => r.url().includes('/api/events?') && r.status() === 200);

/**
 * `reader` reads what `other` wrote to them. A conversation is marked read as it is left, by a request the
 * page sends on its way out, which a browser context closed at the end of an earlier spec may never send.
 */
async function readConversation(request: APIRequestContext, reader: string, other: string) {
  const signIn = async (login: string) => {
    const reply = await request.post('/api/auth/login', { data: { login, password: PASSWORD } });
    expect(reply.status()).toBe(200);
    return (await reply.json()) as { access_token: string; user: { id: number } };
  };
  const [me, them] = [await signIn(reader), await signIn(other)];
  const read = await request.post(`/api/chats/messages/${them.user.id}/read`, { headers: { authorization: `Bearer ${me.access_token}` } });
  expect(read.ok(), await read.text()).toBe(true);
}

test('a buyer and a seller chat live: unread in the list, the message, the reply and the ticks arrive without a reload; an empty message is refused', async ({ page, browser, request, cspViolations }) => {
  test.setTimeout(120_000);
  // Fatima's earlier messages to demo (the chat-actions spec writes some) are read: the badge below counts this test's one.
  await readConversation(request, 'demo', 'buyer1');
  const seller = page;
  const sellerContacts = lastLoadOf(seller, CONTACTS);
  const sellerStream = streamOpened(seller);
  await new LoginPage(seller).signInAs('demo');
  await sellerStream;
  await seller.goto('/chats');
  const buyerRow = seller.getByTestId('chat-contact').filter({ hasText: 'Fatima Al-Mutairi' });
  await expect(buyerRow).toBeVisible();

  const { baseURL, locale, timezoneId, permissions } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, permissions, viewport: { width: 1280, height: 800 } });
  await watchCsp(context, cspViolations);
  const buyer = await context.newPage();
  const buyerMessages = lastLoadOf(buyer, MESSAGES);
  const buyerStream = streamOpened(buyer);
  await new LoginPage(buyer).signInAs('buyer1');
  await buyerStream;
  await buyer.goto('/chats');
  await buyer.getByTestId('chat-contact').filter({ hasText: 'Demo Trading' }).click();
  await expect(buyer.getByRole('log', { name: 'Conversation with Demo Trading' })).toBeVisible();

  // Empty (or only spaces): refused in the box, nothing goes to the server.
  const posts: string[] = [];
  buyer.on('request', (r) => { if (r.method() === 'POST' && MESSAGES.test(new URL(r.url()).pathname)) posts.push(r.url()); });
  const box = buyer.getByRole('textbox', { name: 'Message' });
  // An empty box offers the microphone instead of Send; Enter still says why nothing went.
  await expect(buyer.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
  await box.press('Enter');
  await expect(buyer.getByRole('alert')).toHaveText('Message cannot be empty');
  await box.fill('   ');
  await box.press('Enter');
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);

  // The buyer writes: the seller's list shows it with an unread badge, pushed.
  const text = `Is the lamp still for sale? ${Date.now().toString(36)}`;
  await sellerContacts.freshWindow();
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
  // (The seller's reply quotes it later: that bubble holds its text too.)
  const mine = buyer.getByTestId('chat-message').filter({ hasText: text }).filter({ hasNot: buyer.getByTestId('chat-quote') });
  await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'sent');
  expect(posts).toHaveLength(1);
  await expect(buyerRow).toContainText(text, sellerContacts.beforePoll());
  await expect(buyerRow).toContainText('1 unread');

  // The seller opens it: the buyer's tick turns to delivered (two checks), pushed.
  await buyerMessages.freshWindow();
  await buyerRow.click();
  await expect(seller.getByTestId('chat-message').filter({ hasText: text })).not.toHaveAttribute('data-own');
  await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'received', buyerMessages.beforePoll());

  // The seller replies quoting it (a quote can be cancelled): the buyer sees it arrive, pushed, quoted, on the other side.
  const reply = `Yes, it is available. ${Date.now().toString(36)}`;
  const replying = seller.getByTestId('chat-replying');
  const answerIt = seller.getByTestId('chat-message').filter({ hasText: text }).getByRole('button', { name: 'Reply' });
  await answerIt.click();
  await expect(replying).toContainText(`Replying to${text}`);
  await replying.getByRole('button', { name: 'Cancel' }).click();
  await expect(replying).toBeHidden();
  await answerIt.click();
  await buyerMessages.freshWindow();
  await seller.getByRole('textbox', { name: 'Message' }).fill(reply);
  await seller.getByRole('button', { name: 'Send' }).click();
  await expect(replying).toBeHidden();
  const sentReply = seller.getByTestId('chat-message').filter({ hasText: reply });
  await expect(sentReply).toHaveAttribute('data-own', 'true');
  await expect(sentReply.getByTestId('chat-quote')).toHaveText(text);
  const arrived = buyer.getByTestId('chat-message').filter({ hasText: reply });
  await expect(arrived).toBeVisible(buyerMessages.beforePoll());
  await expect(arrived).not.toHaveAttribute('data-own');
  await expect(arrived.getByTestId('chat-quote')).toHaveText(text);

  // The buyer types without sending: the seller's header says so (only a TYPING push can), then it goes 4 s after the last one.
  const typingLine = seller.getByTestId('chat-typing');
  await expect(typingLine).toHaveText('');
  // 9 keys over ~3 s: longer than the 2.5 s the buyer waits between typing calls (the last went with the message above).
  const told = buyer.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/typing'));
  await buyer.getByRole('textbox', { name: 'Message' }).pressSequentially('Thank you', { delay: 350 });
  await told;
  // Only a TYPING push can show it, so the waits may be long (at load 10 the push can take seconds).
  await expect(typingLine).toHaveText('typing…', { timeout: 15_000 });
  await expect(typingLine).toHaveText('', { timeout: 20_000 });

  // The seller leaves the conversation: the buyer's message is read (the ticks in colour), pushed.
  await buyerMessages.freshWindow();
  await seller.getByTestId('chat-contact').filter({ hasText: 'System' }).click();
  await expect(seller.getByText('Messages from Souqdesk cannot be answered.')).toBeVisible();
  await expect(mine.getByTestId('message-status')).toHaveAttribute('data-status', 'read', buyerMessages.beforePoll());
  await expect(buyerRow).not.toContainText('unread');
  await context.close();
});

test('in Arabic on a 390 px phone: the list, then the conversation, in Arabic dates and digits, the user text isolated, nothing sideways', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('souqdesk.locale', 'ar'));
  // A buyer writes Latin digits and a long unbroken address: the seller's Arabic screen must hold both.
  const login = await request.post('/api/auth/login', { data: { login: 'buyer3', password: PASSWORD } });
  const demo = await request.post('/api/auth/login', { data: { login: 'demo', password: PASSWORD } });
  const text = `طلبي رقم 42 جاهز؟ https://example.com/${'x'.repeat(80)}`;
  const sent = await request.post(`/api/chats/messages/${((await demo.json()) as { user: { id: number } }).user.id}`, {
    data: { message: text }, headers: { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` },
  });
  expect(sent.status()).toBe(201);

  await new LoginPage(page).storeSessionOf('demo');
  await page.goto('/chats');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const row = page.getByTestId('chat-contact').filter({ hasText: 'Noura Al-Enezi' });
  await expect(row.locator('[dir="auto"]', { hasText: 'طلبي رقم 42' })).toBeVisible();
  await expect(row).toContainText('رسالة واحدة غير مقروءة');
  await expectNoOverflow(page, 'chats list');
  await expectOneDigitSystem(page, 'chats list');

  await row.click();
  const log = page.getByRole('log', { name: 'المحادثة مع Noura Al-Enezi' });
  await expect(log).toBeVisible();
  // One at a time on a phone: the list has given way to the conversation.
  await expect(row).toBeHidden();
  const message = log.getByTestId('chat-message').filter({ hasText: 'طلبي رقم 42' });
  await expect(message.locator('[dir="auto"]')).toHaveText(text);
  await expect(log.getByRole('region', { name: 'اليوم' })).toBeVisible();
  await expect(message.locator('time')).toHaveText(/[٠-٩]{2}:[٠-٩]{2}/);
  await expectNoOverflow(page, 'conversation');
  await expectOneDigitSystem(page, 'conversation');
});
