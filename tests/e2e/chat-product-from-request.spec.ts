// A chat opened from a request carries its product. The row's chat link opens the conversation
// with the product attached above the box (removable); the next text goes with its card, seen by the buyer;
// once the conversation shows that card, the link attaches nothing more.
import { expect, test, watchCsp } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { RequestsPage, requestsOf } from './pages/requests.page';

test('the chat link of a request attaches its product; the text sent carries the card, on both sides', async ({ page, browser, request, cspViolations }) => {
  test.setTimeout(60_000);
  const login = await request.post('/api/auth/login', { data: { login: 'demo', password: PASSWORD } });
  const demo = (await login.json()) as { access_token: string; user: { id: number } };
  const headers = { authorization: `Bearer ${demo.access_token}` };
  // A request whose buyer has no message with its product's card yet.
  let row = null;
  for (const r of await requestsOf(request, 'demo')) {
    const messages = (await (await request.get(`/api/chats/messages/${r.sender.id}`, { headers })).json()) as { data: Array<{ product: { id: number } | null }> };
    if (!messages.data.some((m) => m.product?.id === r.receiverProduct.id)) { row = r; break; }
  }
  expect(row, 'a request without its card in the chat').not.toBeNull();
  const { num, sender, receiverProduct: product } = row!;

  await new LoginPage(page).storeSessionOf('demo');
  const requests = new RequestsPage(page);
  await requests.open(`/requests?q=${num}`);
  const chatLink = requests.row(num).getByRole('link', { name: `Chat with ${sender.fullName}` });
  const attached = page.getByTestId('chat-product-attached');

  // Opened, then removed: gone from the box and from the address.
  await chatLink.click();
  await expect(page).toHaveURL(new RegExp(`/chats/messages/${sender.id}\\?productId=${product.id}$`));
  await expect(attached).toContainText(product.name);
  await attached.getByRole('button', { name: `Remove ${product.name} from the message` }).click();
  await expect(attached).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/chats/messages/${sender.id}$`));

  // Opened again and sent: the bubble shows the card; the attachment and the query are gone.
  await page.goBack();
  await chatLink.click();
  await expect(attached).toContainText(product.name);
  const text = `About request ${num} ${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  const log = page.getByRole('log', { name: `Conversation with ${sender.fullName}` });
  const card = log.getByTestId('chat-message').filter({ hasText: text }).getByTestId('chat-product');
  await expect(card).toContainText(product.name);
  await expect(card).toHaveAttribute('href', `/products/${encodeURIComponent(product.slug)}`);
  // The list stayed at the newest message though the attachment shortened it.
  await expect(card).toBeInViewport();
  await expect(attached).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/chats/messages/${sender.id}$`));
  // The server kept it (a reload shows the card) and the link now attaches nothing.
  await page.reload();
  await expect(card).toContainText(product.name);
  await page.goBack();
  await chatLink.click();
  await expect(card).toBeVisible();
  await expect(attached).toHaveCount(0);

  // The buyer sees the card in the message.
  const { baseURL, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, viewport: { width: 1280, height: 800 } });
  await watchCsp(context, cspViolations);
  const buyer = await context.newPage();
  await new LoginPage(buyer).storeSessionOf(sender.userName);
  await buyer.goto(`/chats/messages/${demo.user.id}`);
  const theirCard = buyer.getByRole('log', { name: 'Conversation with Demo Trading' }).getByTestId('chat-message').filter({ hasText: text }).getByTestId('chat-product');
  await expect(theirCard).toContainText(product.name);
  await context.close();
  expect(cspViolations).toEqual([]);
});
