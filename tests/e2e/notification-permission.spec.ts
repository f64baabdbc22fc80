import { expect, test, type Page } from './fixtures';
import { LoginPage } from './pages/login.page';

/**
 * Headless Chromium answers every permission question itself, so the browser's side is played
 * here: a seller who has not decided yet, and who refuses when asked.
 */
async function undecidedBrowser(page: Page, answer: 'granted' | 'denied') {
  await page.addInitScript((reply) => {
    let permission = 'default';
    Object.defineProperty(window, 'Notification', {
      configurable: true,
      value: Object.assign(function Notification() {}, {
        get permission() { return permission; },
        requestPermission: async () => (permission = reply),
      }),
    });
    // The app reads the permission through the Permissions API, which calls it 'prompt' until decided.
    const query = navigator.permissions.query.bind(navigator.permissions);
    navigator.permissions.query = (descriptor) => (descriptor.name === 'notifications'
      ? Promise.resolve({ state: permission === 'default' ? 'prompt' : permission } as PermissionStatus)
      : query(descriptor));
  }, answer);
}

/**
 * Waits until the page has had its idle moment: the dialog is asked for only then (afterPageIdle),
 * so a check that it stays hidden means something only after this. Idle callbacks run in the order
 * they were asked for, and the app's has the shorter deadline, so it has run when this resolves; its
 * permission read has been answered too.
 */
async function afterPageIdle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => {
    requestAnimationFrame(() => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(resolve)), { timeout: 10_000 }));
  }));
  // The app's question to the Permissions API was asked before this one, and is answered by now.
  await page.evaluate(() => navigator.permissions.query({ name: 'notifications' }).then(() => undefined));
}

test('the dialog appears once per session on the overview, and once more on chats', async ({ page }) => {
  await undecidedBrowser(page, 'granted');
  await new LoginPage(page).signInAs('demo');
  const title = page.getByText('Stay on top of your buyers');
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: 'not now' }).click();
  await expect(title).toBeHidden();

  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await afterPageIdle(page);
  await expect(title).toBeHidden();

  await page.getByRole('link', { name: 'Chats', exact: true }).click();
  await expect(title).toBeVisible();
  await page.getByRole('button', { name: 'not now' }).click();
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await page.getByRole('link', { name: 'Chats', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Chats', level: 1 })).toBeVisible();
  await afterPageIdle(page);
  await expect(title).toBeHidden();
});

test('the question leaves the overview usable, and leaving the page sets it aside', async ({ page }) => {
  await undecidedBrowser(page, 'granted');
  await new LoginPage(page).signInAs('demo');
  const prompt = page.getByRole('dialog', { name: 'Stay on top of your buyers' });
  await expect(prompt).toBeVisible();
  // Not modal: the page behind it still answers, and keyboard focus was not taken; a screen reader
  // hears it from the polite live region it appears in.
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page.locator('[aria-live="polite"]').filter({ has: prompt })).toHaveCount(1);
  expect(await prompt.evaluate((card) => card.contains(document.activeElement))).toBe(false);
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();
  await page.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  await afterPageIdle(page);
  await expect(prompt).toBeHidden();
});

test('refusing in the browser shows an alert and explains how to allow notifications later', async ({ page }) => {
  await undecidedBrowser(page, 'denied');
  await new LoginPage(page).signInAs('sara');
  await page.getByRole('button', { name: 'enable notifications' }).click();
  await expect(page.getByText('Notifications are blocked in this browser')).toBeVisible();
  await expect(page.getByText(/allow notifications for this site/)).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByText('Notifications are blocked in this browser')).toBeHidden();
});

test('a screen other than overview, chats or login never asks', async ({ page }) => {
  await undecidedBrowser(page, 'granted');
  await page.goto('/login');
  await page.evaluate(() => sessionStorage.clear());
  const login = new LoginPage(page);
  await login.signIn('demo');
  await page.waitForURL(/\/$/);
  await page.getByRole('button', { name: 'not now' }).click();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
  await afterPageIdle(page);
  await expect(page.getByText('Stay on top of your buyers')).toBeHidden();
});

// A buyer hears from sellers; the prompt does not speak of 'your buyers' or 'purchase requests'.
for (const locale of ['en', 'ar'] as const) {
  test(`a buyer is asked in a buyer's words (${locale})`, async ({ page }) => {
    const words = locale === 'en'
      ? { title: 'Stay on top of your conversations', body: /sellers' replies/, seller: /your buyers|purchase requests/ }
      : { title: 'ابقَ على اطلاع بمحادثاتك', body: /ردود البائعين/, seller: /مشتريك|طلبات الشراء/ };
    await undecidedBrowser(page, 'granted');
    await new LoginPage(page).storeSessionOf('buyer2', locale === 'ar' ? { locale } : {});
    await page.goto('/chats');
    await expect(page.getByText(words.title)).toBeVisible();
    await expect(page.getByText(words.body)).toBeVisible();
    await expect(page.getByText(words.seller)).toHaveCount(0);
  });
}
