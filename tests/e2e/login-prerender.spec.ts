// The prerendered /login: the form arrives as HTML in the visitor's language and paints
// before any script; the app then hydrates it without losing what was typed, and nothing submits
// before the app listens.
import { expect, test } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';

/** The app's entry script (index-<hash>.js), held back until `release` is called. */
async function holdEntryScript(page: import('@playwright/test').Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the prerendered sign-in page', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('shows the whole form in English, and in Arabic for a visitor who chose Arabic', async ({ page, context, baseURL }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
      await expect(page.getByLabel(/user name or e-mail/i)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Join Us' })).toBeVisible();
      await expect(page).toHaveTitle('Souqdesk');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /seller dashboard of Kuwait/);

      await context.addCookies([{ name: 'souqdesk.locale', value: 'ar', url: baseURL! }]);
      await page.goto('/login');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً بعودتك');
      await expect(page.getByRole('textbox', { name: 'كلمة المرور', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: 'انضم إلينا' })).toBeVisible();
      await expect(page).toHaveTitle('سوق ديسك');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /لوحة البائع/);
    });
  });

  test('crawlers may read the sign-in page and nothing behind it', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect((await robots.text()).split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /login', 'Disallow: /']));
  });

  test('keeps what was typed before the app ran, and signs in only once the app listens', async ({ page }) => {
    const release = await holdEntryScript(page);
    const login = new LoginPage(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await login.login.fill('demo');
    await login.password.fill(PASSWORD);
    // Enter before the app runs would send the form as a GET, password in the address: nothing happens.
    await login.password.press('Enter');
    await expect(login.submit).toBeDisabled();
    expect(new URL(page.url()).search).toBe('');

    release();
    await expect(login.submit).toBeEnabled();
    await expect(login.login).toHaveValue('demo');
    await expect(login.password).toHaveValue(PASSWORD);
    await login.submit.click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('after switching to Arabic, the next visit to /login arrives in Arabic', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The tab and the description follow the language too.
    await expect(page).toHaveTitle('سوق ديسك');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /لوحة البائع/);

    const release = await holdEntryScript(page);
    await page.goto('/login', { waitUntil: 'commit' });
    // Before any script: the server chose the Arabic page from the language cookie.
    await expect(page.locator('#root[data-prerendered="ar"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً بعودتك');
    release();
    await expect(login.languageSwitch).toBeEnabled();
    await expect(login.languageSwitch).toHaveText('English');
  });

  test('a signed-in visitor who opens /login goes on to the overview', async ({ page }) => {
    await new LoginPage(page).signInAs('demo');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('header')).toBeVisible();
  });
});
