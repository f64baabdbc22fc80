import { expect, test } from './fixtures';
import { LoginPage } from './pages/login.page';

test.describe('the dashboard shell', () => {
  test('the drawer shows every area, employees only to a company, and the website link opens a new tab', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInAs('demo');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const item of ['Overview', 'Products', 'Requests', 'Employees', 'Statistics', 'Chats', 'Services']) {
      await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Visit the marketplace' })).toHaveAttribute('target', '_blank');
    await nav.getByRole('link', { name: 'Employees' }).click();
    await expect(page).toHaveURL(/\/employees$/);
    await expect(page.getByRole('heading', { name: 'Employees', level: 1 })).toBeVisible();
  });

  test('an employee has no employees item and cannot open the screen', async ({ page }) => {
    await new LoginPage(page).signInAs('sara');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Employees' })).toHaveCount(0);
    await page.goto('/employees');
    await expect(page.getByText('This screen is for company accounts only.')).toBeVisible();
  });

  for (const { user, areas, company } of [
    { user: 'demo', areas: ['Overview', 'Products', 'Requests', 'Employees', 'Statistics', 'Chats', 'Services'], company: true },
    { user: 'sara', areas: ['Overview', 'Products', 'Requests', 'Statistics', 'Chats', 'Services'], company: false },
    { user: 'buyer1', areas: ['Chats', 'My requests', 'Notifications'], company: false },
  ]) {
    test(`menus for ${user}: the drawer shows ${areas.length} areas, the profile menu ${company ? 'has' : 'has no'} Company item`, async ({ page }) => {
      await new LoginPage(page).signInAs(user);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await expect(nav.getByRole('link', { name: areas[0], exact: true })).toBeVisible();
      const shown = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.textContent?.trim() ?? ''));
      expect(shown.filter((name) => name !== 'Visit the marketplace')).toEqual(areas);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: 'Privacy' })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: 'Company' })).toHaveCount(company ? 1 : 0);
    });
  }

  test('the search box shows only on overview, products, requests and employees, and settles into ?q=', async ({ page }) => {
    await new LoginPage(page).signInAs('demo');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toBeVisible();
    await page.getByRole('link', { name: 'Products', exact: true }).click();
    await search.fill('iphone');
    await expect(page).toHaveURL(/\/products\?q=iphone$/);
    for (const screen of ['Chats', 'Statistics', 'Services']) {
      await page.getByRole('link', { name: screen, exact: true }).click();
      await expect(search).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Requests', exact: true }).click();
    await expect(search).toBeVisible();
  });

  test('switching to Arabic flips the direction and the texts, and is remembered', async ({ page }) => {
    await new LoginPage(page).signInAs('demo');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await expect(nav.getByRole('link', { name: 'المنتجات' })).toBeVisible();
    // The drawer sits on the right in Arabic.
    const box = await nav.boundingBox();
    expect(box!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: 'اللغة' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('link', { name: 'Products', exact: true })).toBeVisible();
  });

  test('logout asks first; no keeps the session, yes ends it on the server too', async ({ page }) => {
    await new LoginPage(page).signInAs('demo');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('souqdesk.auth')!).access_token as string);
    const openLogout = async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
    };
    await openLogout();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('are you sure you want to log out of your account');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/$/);

    await openLogout();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const self = await page.request.get('/api/users/self', { headers: { authorization: `Bearer ${token}` } });
    expect(self.status()).toBe(401);
    await page.goto('/requests');
    await expect(page).toHaveURL(/\/login\?next=%2Frequests$/);
  });

  test('a 401 away from login sends the seller to login with the expiry message', async ({ page }) => {
    await new LoginPage(page).signInAs('demo');
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('souqdesk.auth')!).access_token as string);
    // The token is revoked behind the app's back (as another device's logout or an admin would), while no
    // page of the app is open: an open one's live stream ends with the revocation and its reconnect can
    // take the seller to login first (then a reload lands on a fresh /login, without the message).
    await page.goto('about:blank');
    await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?session_expired=true$/);
    await expect(page.getByText('Session expired - please login again').first()).toBeVisible();
  });

  test('a signed-in reload asks for the session check while the app\'s part is still downloading', async ({ page }) => {
    await new LoginPage(page).signInAs('demo');
    // The app's part (XState, the machines, the API client's caller) held back: the check goes out
    // from the entry all the same, one round trip earlier than the session machine could ask.
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/app-[^/]+\.js$/, async (route) => { await held; await route.continue(); });
    const check = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/users/self');
    await page.reload();
    expect((await check).headers().authorization).toMatch(/^Bearer /);
    release();
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  });

  for (const { locale, width, title } of [
    { locale: undefined, width: 390, title: 'Overview' },
    { locale: 'ar' as const, width: 1280, title: 'نظرة عامة' },
  ]) {
    test(`while a stored session is checked, the overview's frame and name show where the screen puts them (${locale ?? 'en'}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await new LoginPage(page).storeSessionOf('demo', { locale });
      let release!: () => void;
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route('**/api/users/self', async (route) => { await held; await route.continue(); });
      await page.goto('/');
      const main = page.getByRole('main');
      await expect(main).toHaveAttribute('aria-busy', 'true');
      // Not a heading yet: a test (or a screen reader) waiting for the screen's heading waits for the screen.
      await expect(main.getByRole('heading')).toHaveCount(0);
      const early = (await main.getByText(title, { exact: true }).boundingBox())!;
      release();
      // The screen's own title takes the same place: nothing jumps when the shell and the screen come.
      const screenTitle = page.locator('#screen-title');
      await expect(screenTitle).toHaveText(title);
      await expect(main).not.toHaveAttribute('aria-busy');
      const real = (await screenTitle.boundingBox())!;
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(real[side] - early[side]), side).toBeLessThan(1);
    });
  }

  for (const { locale, width, title, subtitle } of [
    { locale: undefined, width: 390, title: 'Products', subtitle: 'Everything your company lists for sale and barter' },
    { locale: 'ar' as const, width: 1280, title: 'المنتجات', subtitle: 'كل ما تعرضه شركتك للبيع والمقايضة' },
  ]) {
    test(`a signed-in reload paints the screen's frame, name and line from HTML before any script runs (${locale ?? 'en'}, ${width} px)`, async ({ page, context }) => {
      await page.setViewportSize({ width, height: 800 });
      await new LoginPage(page).storeSessionOf('demo', { locale });
      await page.goto('/products');
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      // Boot wrote the cookie that asks the server for the frame (the stored account's role).
      expect((await context.cookies()).find((cookie) => cookie.name === 'souqdesk.frame')?.value).toBe('company');
      let release!: () => void;
      const held = new Promise<void>((resolve) => { release = resolve; });
      await page.route(/\/assets\/[^/]+\.js$/, async (route) => { await held; await route.continue(); });
      await page.reload({ waitUntil: 'commit' });
      const main = page.getByRole('main');
      await expect(main).toHaveAttribute('aria-busy', 'true');
      await expect(main.getByText(title, { exact: true })).toBeVisible();
      // Where the texts themselves are painted (their boxes may be wider than the text, as blocks are).
      const painted = () => Promise.all([title, subtitle].map((text) => main.getByText(text, { exact: true }).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const { x, y, width, height } = range.getBoundingClientRect();
        return { x, y, width, height };
      })));
      const early = await painted();
      release();
      // The app's own frame, then the screen, put the name and the line in the same place.
      await expect(page.locator('#screen-title')).toHaveText(title);
      await expect(main).not.toHaveAttribute('aria-busy');
      const real = await painted();
      for (const [i, box] of real.entries()) {
        for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(box[side] - early[i][side]), `${i} ${side}`).toBeLessThan(1);
      }
    });
  }

  test('signing out forgets the cookie that asks for the signed-in frame: the next visit gets the sign-in page', async ({ page, context }) => {
    await new LoginPage(page).signInAs('demo');
    const frameCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'souqdesk.frame')?.value;
    expect(await frameCookie()).toBe('company');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect(await frameCookie()).toBeUndefined();
  });

  test('on a small screen the drawer is temporary and opens from the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await new LoginPage(page).signInAs('demo');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Chats' }).click();
    await expect(page).toHaveURL(/\/chats$/);
    await expect(drawer).toBeHidden();
  });
});
