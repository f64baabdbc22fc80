// A conversation longer than a few pages is virtualised. The page holds only the bubbles in
// and near the view, older pages of 20 come in as the reader scrolls up (to the very first message)
// without moving what they were reading, and the newest message stays in view when the box below
// grows (a quote, more lines). buyer5 writes to omar: a conversation no other spec opens.
import { expect, test, type APIRequestContext } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';

const TOTAL = 130;

async function signIn(request: APIRequestContext, login: string) {
  const reply = await request.post('/api/auth/login', { data: { login, password: PASSWORD } });
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as { access_token: string; user: { id: number; fullName: string } };
}

test('a long conversation: few bubbles in the page, older pages on scroll up to the first message without a jump, the newest kept in view', async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = `History ${Date.now().toString(36)}`;
  const buyer = await signIn(request, 'buyer5');
  const omar = await signIn(request, 'omar');
  for (let n = 1; n <= TOTAL; n++) {
    const sent = await request.post(`/api/chats/messages/${omar.user.id}`, { data: { message: `${tag} #${n}.` }, headers: { authorization: `Bearer ${buyer.access_token}` } });
    expect(sent.status()).toBe(201);
  }

  // The first older page waits until the place of what is read has been taken.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  let older = 0;
  await page.route((url) => url.pathname === `/api/chats/messages/${buyer.user.id}` && url.searchParams.has('cursor'), async (route) => {
    older += 1;
    if (older === 1) await held;
    await route.continue();
  });

  await new LoginPage(page).storeSessionOf('omar');
  await page.goto(`/chats/messages/${buyer.user.id}`);
  const log = page.getByRole('log', { name: `Conversation with ${buyer.user.fullName}` });
  const bubble = (n: number) => log.getByTestId('chat-message').filter({ hasText: `${tag} #${n}.` });
  await expect(bubble(TOTAL)).toBeInViewport({ ratio: 1 });

  // At the top of the first page: the older page is asked for; when it comes, the message read stays where it was.
  const asked = page.waitForRequest((r) => new URL(r.url()).searchParams.has('cursor'));
  await log.evaluate((box) => { box.scrollTop = 0; });
  await asked;
  const reading = bubble(TOTAL - 19);
  await expect(reading).toBeInViewport();
  const before = (await reading.boundingBox())!.y;
  release();
  await expect(bubble(TOTAL - 20)).toBeAttached();
  expect((await reading.boundingBox())!.y).toBeCloseTo(before, 0);

  // On up to the very first message, page after page; the page never holds more than a few screens of bubbles.
  // Each turn waits for what its scroll brings; the top is asked for only while #1 is not in the page (looked
  // at and scrolled in one step of the page's own thread, so #1 cannot come in between), so the seeded
  // messages older than #1 never push it out of the page (seen on a loaded machine: the loop raced the pages).
  // ABOVE: the page shows only the seeded messages older than ours (a page came in while the view sat at the
  // top): #1's page is in, below the view.
  const ABOVE = 0;
  const lookThenClimb = (climb: boolean) => log.evaluate((box, { prefix, climb, above }) => {
    const bubbles = [...box.querySelectorAll('[data-testid="chat-message"]')];
    const shown = bubbles.flatMap((m) => {
      const after = (m.textContent ?? '').split(prefix)[1];
      const n = after === undefined ? undefined : /^(\d+)\./.exec(after)?.[1];
      return n === undefined ? [] : [Number(n)];
    });
    if (shown.length === 0) return bubbles.length ? above : Infinity;
    if (climb && !shown.includes(1)) box.scrollTop = 0;
    return Math.min(...shown);
  }, { prefix: `${tag} #`, climb, above: ABOVE });
  for (let turn = 0; ; turn++) {
    expect(turn, 'pages scrolled up to reach #1').toBeLessThan(4 * Math.ceil(TOTAL / 20));
    const oldest = await lookThenClimb(true);
    if (oldest === 1 || oldest === ABOVE) break;
    // This turn's page is in when an older message of ours (or only older seeded ones) is in the page.
    await expect.poll(() => lookThenClimb(false), { timeout: 30_000 }).toBeLessThan(oldest);
  }
  // Down to #1 if the view went past it, half a box at a time.
  await expect.poll(async () => {
    if (await bubble(1).count()) return true;
    await log.evaluate((box) => { box.scrollTop += box.clientHeight / 2; });
    return false;
  }, { timeout: 30_000 }).toBe(true);
  await bubble(1).scrollIntoViewIfNeeded();
  await expect(bubble(1)).toBeInViewport();
  expect(older).toBeGreaterThanOrEqual(Math.ceil(TOTAL / 20) - 1);
  expect(await log.getByTestId('chat-message').count()).toBeLessThan(TOTAL / 3);
  await expect(bubble(TOTAL)).toHaveCount(0);

  // Back to the newest with the button; it stays in view when the box grows with a quote and with lines.
  await page.getByRole('button', { name: 'Newest messages' }).click();
  await expect(bubble(TOTAL)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Newest messages' })).toHaveCount(0);
  await bubble(TOTAL).getByRole('button', { name: 'Reply' }).click();
  await expect(page.getByTestId('chat-replying')).toBeVisible();
  await expect(bubble(TOTAL)).toBeInViewport({ ratio: 1 });
  const box = page.getByRole('textbox', { name: 'Message' });
  await box.fill(`Thank you ${tag}\nline two\nline three\nline four`);
  await expect(bubble(TOTAL)).toBeInViewport({ ratio: 1 });

  // Sent: its bubble is the newest and in view.
  await box.press('Enter');
  const answer = log.getByTestId('chat-message').filter({ hasText: `Thank you ${tag}` });
  await expect(answer.getByTestId('message-status')).toHaveAttribute('data-status', 'sent');
  await expect(answer).toBeInViewport({ ratio: 1 });
});
