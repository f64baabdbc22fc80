// The product page /products/{slug}. A seller follows a product card in a chat to the page,
// reads its facts and edits it there; a buyer who follows the same card reads it without actions;
// another company's slug is "not found"; the page in Arabic speaks Arabic with Arabic digits.
import type { APIRequestContext } from './fixtures';
import { expect, test } from './fixtures';
import { CatalogueApi } from './pages/product-dialogs.page';
import { LoginPage, PASSWORD } from './pages/login.page';
import { expectOneDigitSystem } from './support/digits';

type Session = { token: string; id: number };

async function signIn(request: APIRequestContext, user: string): Promise<Session> {
  const reply = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  expect(reply.status()).toBe(200);
  const record = (await reply.json()) as { access_token: string; user: { id: number } };
  return { token: record.access_token, id: record.user.id };
}

/** An active, editable product of demo's with a category, photos and a seller. */
async function demoProduct(request: APIRequestContext) {
  const api = await CatalogueApi.as(request, 'demo');
  for (const row of (await api.rows()).filter((r) => r.isActive && r.canEdit && r.category)) {
    const details = await api.details(row.slug);
    if (details.images.length > 0 && details.sellers.length > 0 && details.categories.length > 0) return details;
  }
  throw new Error('no active demo product with photos, category and seller');
}

/** demo sends buyer1 a message carrying the product's card; returns its text. */
async function sendCard(request: APIRequestContext, from: Session, to: Session, productId: number): Promise<string> {
  const text = `Have a look ${Date.now().toString(36)}`;
  const sent = await request.post(`/api/chats/messages/${to.id}`, { data: { message: text, productId }, headers: { authorization: `Bearer ${from.token}` } });
  expect(sent.status(), await sent.text()).toBe(201);
  return text;
}

test.describe('product page', () => {
  test('a seller follows a chat card to the page, reads its facts and edits it there', async ({ page, request }) => {
    test.setTimeout(90_000);
    const p = await demoProduct(request);
    const [demo, buyer] = [await signIn(request, 'demo'), await signIn(request, 'buyer1')];
    const text = await sendCard(request, demo, buyer, p.id);

    await new LoginPage(page).storeSessionOf('demo');
    await page.goto(`/chats/messages/${buyer.id}`);
    const card = page.getByRole('log', { name: 'Conversation with Fatima Al-Mutairi' }).getByTestId('chat-message').filter({ hasText: text }).getByTestId('chat-product');
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/products/${p.slug}$`));

    const screen = page.getByTestId('product-page');
    await expect(screen.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    await expect(screen.getByText(`No. ${p.num}`)).toBeVisible();
    const kwd = (p.price / 1000).toLocaleString('en', { minimumFractionDigits: 3, maximumFractionDigits: 3 });
    await expect(screen.getByTestId('details-price')).toHaveText(`KWD ${kwd}`);
    await expect(screen.getByText('Available', { exact: true })).toBeVisible();
    await expect(screen.getByTestId('category-path')).toHaveText(p.categories.map((c) => c.name).join(''));
    await expect(screen.getByTestId('product-sellers')).toContainText(p.sellers[0].fullName);
    await expect(screen.getByRole('heading', { name: 'Offers and promotions' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(screen.getByRole('navigation', { name: 'Promote this product' }).getByRole('link', { name: 'Boost' }))
      .toHaveAttribute('href', `/services?openDialog=boost&product=${p.slug}&productId=${p.id}`);
    await expect(screen.getByRole('button', { name: 'Duplicate' })).toBeVisible();

    // Edit from the page: the dialog saves, the page shows the product as the server now has it.
    await screen.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit product' });
    await edit.getByLabel('Price').fill('123.456');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('The product was updated')).toBeVisible();
    await expect(edit).toHaveCount(0);
    await expect(screen.getByTestId('details-price')).toHaveText('KWD 123.456');
    await page.reload();
    await expect(screen.getByTestId('details-price')).toHaveText('KWD 123.456');
  });

  test('a buyer who follows the card reads the page without actions', async ({ page, request }) => {
    const p = await demoProduct(request);
    const [demo, buyer] = [await signIn(request, 'demo'), await signIn(request, 'buyer1')];
    const text = await sendCard(request, demo, buyer, p.id);

    await new LoginPage(page).storeSessionOf('buyer1');
    await page.goto(`/chats/messages/${demo.id}`);
    await page.getByRole('log', { name: 'Conversation with Demo Trading' }).getByTestId('chat-message').filter({ hasText: text }).getByTestId('chat-product').click();
    const screen = page.getByTestId('product-page');
    await expect(screen.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    await expect(screen.getByText('View only')).toBeVisible();
    await expect(screen.getByTestId('details-price')).toHaveText(/KWD/);
    await expect(screen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(screen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(screen.getByRole('button', { name: 'Duplicate' })).toHaveCount(0);
    await expect(screen.getByRole('navigation', { name: 'Promote this product' })).toHaveCount(0);
    await expect(screen.getByRole('link', { name: 'Back to chats' })).toBeVisible();
  });

  test("another company's product is not found", async ({ page, request }) => {
    const rival = await CatalogueApi.as(request, 'rival');
    const [theirs] = await rival.rows();
    await new LoginPage(page).storeSessionOf('demo');
    await page.goto(`/products/${encodeURIComponent(theirs.slug)}`);
    const screen = page.getByTestId('product-page');
    await expect(screen.getByRole('heading', { name: 'Product not found' })).toBeVisible();
    await expect(screen.getByText(theirs.name)).toHaveCount(0);
    await screen.getByRole('link', { name: 'All products' }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test('in Arabic: Arabic words, Arabic digits, the category path in Arabic', async ({ page, request }) => {
    const p = await demoProduct(request);
    await new LoginPage(page).storeSessionOf('demo', { locale: 'ar' });
    await page.goto(`/products/${encodeURIComponent(p.slug)}`);
    const screen = page.getByTestId('product-page');
    await expect(screen.getByRole('heading', { level: 1, name: p.name })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(screen.getByRole('link', { name: 'كل المنتجات' })).toBeVisible();
    await expect(screen.getByRole('heading', { name: 'العروض والترويج' })).toBeVisible();
    await expect(screen.getByTestId('category-path')).toHaveText(p.categories.map((c) => c.nameAr || c.name).join(''));
    await expect(screen.getByTestId('details-price')).toHaveText(/د\.ك|KWD/);
    await expectOneDigitSystem(page, 'product page');
  });
});
