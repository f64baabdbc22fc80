// The bell hears new notifications over the event stream (GET /api/events), without a
// reload and well before its 10 s fallback poll, in English and in Arabic (the stream reopens in the
// new language when the seller switches).
import { expect, test, type APIRequestContext } from './fixtures';
import type { ProductListReply } from '../../src/api/schemas/products';
import type { RequestListReply } from '../../src/api/schemas/requests';
import { LoginPage, PASSWORD } from './pages/login.page';

const BUYER = 'buyer2';
const TEXTS = {
  en: { bell: /^Notifications/, panel: 'Notifications', empty: 'You have no notifications yet', title: 'New purchase request' },
  ar: { bell: /^الإشعارات/, panel: 'الإشعارات', empty: 'لا توجد لديك إشعارات بعد', title: 'طلب شراء جديد' },
} as const;

async function tokenOf(request: APIRequestContext, user: string) {
  const login = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
  expect(login.ok()).toBe(true);
  return (await login.json()) as { access_token: string; user: { sellerId: number } };
}

/** An available product of the demo company the buyer has no pending request on (each run uses up one). */
async function productToAskFor(request: APIRequestContext) {
  const demo = await tokenOf(request, 'demo');
  const buyer = await tokenOf(request, BUYER);
  const list = await request.get(`/api/products/${demo.user.sellerId}/sellers?perPage=50&isActive=true`, { headers: { authorization: `Bearer ${demo.access_token}` } });
  expect(list.ok()).toBe(true);
  const mine = await request.get('/api/profile/requests?perPage=50', { headers: { authorization: `Bearer ${buyer.access_token}` } });
  expect(mine.ok()).toBe(true);
  const pending = new Set(((await mine.json()) as RequestListReply).data.filter((r) => r.status === 1).map((r) => r.receiverProduct.id));
  // From the oldest end of the page: the products other specs pick are the newest.
  const product = ((await list.json()) as ProductListReply).data.toReversed()
    .find((p) => p.status === 'available' && p.isActive && p.sellType !== 'barter' && !pending.has(p.id));
  expect(product, 'an available product without a pending request of the buyer').toBeTruthy();
  return { product: product!, buyerToken: buyer.access_token };
}

for (const locale of ['en', 'ar'] as const) {
  test(`a buyer's new request shows in the open bell within seconds, without a reload (${locale})`, async ({ page, request }) => {
    const texts = TEXTS[locale];
    const { product, buyerToken } = await productToAskFor(request);
    // The stream (in the page's language) is open before the buyer sends.
    const streamOpen = (lang: string) => page.waitForResponse((r) => r.url().includes('/api/events?') && r.url().includes(`lang=${lang}`) && r.status() === 200);
    const english = streamOpen('en');
    // The browser's own notification, for a seller in another tab: the tab plays hidden once asked, and
    // the browser's Notification (granted) records what it is given — the OS pop-up is out of reach here.
    await page.addInitScript(() => {
      const w = window as unknown as { souqdeskHidden?: boolean; souqdeskShown: unknown[]; souqdeskNotes: unknown[]; Notification: unknown };
      w.souqdeskShown = [];
      w.souqdeskNotes = [];
      Object.defineProperty(document, 'visibilityState', { get: () => (w.souqdeskHidden ? 'hidden' : 'visible') });
      w.Notification = class {
        static permission = 'granted';
        static requestPermission = () => Promise.resolve('granted');
        onclick: (() => void) | null = null;
        constructor(title: string, options: NotificationOptions) {
          w.souqdeskShown.push({ title, body: options.body, lang: options.lang, dir: options.dir });
          w.souqdeskNotes.push(this);
        }
        close() {}
      };
    });
    await new LoginPage(page).signInAs('demo');
    await english;
    if (locale === 'ar') {
      const arabic = streamOpen('ar');
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: 'العربية' }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await arabic;
    }
    await page.locator('header').getByRole('button', { name: texts.bell }).click();
    const panel = page.getByRole('list', { name: texts.panel });
    // Loaded: the newest page, or none yet.
    await expect(panel.or(page.getByText(texts.empty))).toBeVisible();
    const item = panel.getByRole('listitem').filter({ hasText: product.name });
    const before = await item.count();

    // In view, the bell alone tells (checked at the end); then the seller goes to another tab.
    await page.evaluate(() => { (window as unknown as { souqdeskHidden: boolean }).souqdeskHidden = true; });
    const sent = await request.post('/api/requests', { data: { productId: product.id, type: 'sale' }, headers: { authorization: `Bearer ${buyerToken}` } });
    expect(sent.status()).toBe(201);
    const { num, id } = (await sent.json()) as { num: number; id: number };

    // Pushed: well inside the fallback poll's 10 s, with the page never reloaded.
    const fresh = panel.getByRole('listitem').first();
    await expect(fresh).toContainText(texts.title, { timeout: 5000 });
    await expect(fresh).toContainText(product.name);
    await expect(fresh).toContainText(locale === 'en' ? `#${num}` : texts.title);
    await expect(item).toHaveCount(before + 1);
    await expect(fresh.getByTestId('notification-unread-dot')).toBeVisible();
    // Hidden, the browser showed it too, once, in the page's language.
    const shown = await page.evaluate(() => (window as unknown as { souqdeskShown: Array<Record<string, string>> }).souqdeskShown);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ title: texts.title, lang: locale, dir: locale === 'ar' ? 'rtl' : 'ltr' });
    expect(shown[0]!.body).toContain(product.name);
    // A click on the browser's notification leads to the request, as the bell's would, and reads it.
    await page.evaluate(() => { (window as unknown as { souqdeskHidden: boolean }).souqdeskHidden = false; });
    await page.evaluate(() => (window as unknown as { souqdeskNotes: Array<{ onclick: () => void }> }).souqdeskNotes[0]!.onclick());
    await expect(page).toHaveURL(new RegExp(`/requests\\?requestId=${id}$`));
  });
}
