// Following from /user/{id}. A fresh employee of the demo company opens the rival company's
// page, follows it (the count rises, and stays risen after a reload), the rival company's bell says who
// started following it (notification type 4), and the employee unfollows from the following dialog of
// the account screen (the list and the count drop). Once in English, once in Arabic. Each test makes its
// own employee, so the seed's follows and the other specs' stay as they are.
import { expect, test, watchCsp, type APIRequestContext } from './fixtures';
import { LoginPage, PASSWORD } from './pages/login.page';
import { at, texts } from './support/locale-text';

async function tokenOf(request: APIRequestContext, login: string, password = PASSWORD) {
  const reply = await request.post('/api/auth/login', { data: { login, password } });
  expect(reply.status()).toBe(200);
  return (await reply.json()) as { access_token: string; user: { id: number } };
}

/** A fresh employee of the demo company, made by the demo company user through the API. */
async function newEmployee(request: APIRequestContext, tag: string) {
  const demo = await tokenOf(request, 'demo');
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const userName = `fol_${tag}_${suffix}`.slice(0, 20);
  const fullName = `Follower ${suffix}`;
  const password = 'Start@2026';
  const made = await request.post('/api/employees', {
    headers: { authorization: `Bearer ${demo.access_token}` },
    data: { fullName, phone: '55512345', email: `${userName}@follow.test`, userName, password, passwordConfirmation: password, roles: ['employee'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { userName, fullName, password };
}

/** The locale's digits of a count, as the page writes them. */
const digits = (n: number, locale: string) => new Intl.NumberFormat(locale === 'ar' ? 'ar-KW' : 'en-KW').format(n);

for (const locale of ['en', 'ar'] as const) {
  test(`follows the rival company from its page, which the rival's bell tells; unfollows from the following dialog (${locale})`, async ({ page, request, browser, cspViolations }) => {
    test.setTimeout(90_000);
    const words = texts(locale, 'user');
    const server = texts(locale, 'server');
    const bellName = new RegExp(`^${at(texts(locale, 'notifications'), 'label')}`);
    const rival = await tokenOf(request, 'rival');
    const me = await newEmployee(request, locale);

    await new LoginPage(page).storeSessionOf(me.userName, { password: me.password, locale: locale === 'ar' ? 'ar' : undefined });
    await page.goto(`/user/${rival.user.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Rival Market' })).toBeVisible();
    // The company's active products, each linking to its page.
    await expect(page.getByRole('main').locator('a[href^="/products/"]').first()).toBeVisible();
    const followers = page.locator('[data-stat="followers"]');
    await expect(followers).toHaveText(/\S/);
    const before = (await request.get(`/api/accounts/${rival.user.id}`, { headers: { authorization: `Bearer ${rival.access_token}` } }).then((r) => r.json())) as { followersCount: number };
    await expect(followers).toHaveText(digits(before.followersCount, locale));

    await page.getByRole('button', { name: at(words, 'profile.follow'), exact: true }).click();
    await expect(page.getByRole('button', { name: at(words, 'profile.unfollow'), exact: true })).toBeEnabled();
    await expect(followers).toHaveText(digits(before.followersCount + 1, locale));
    await page.reload();
    await expect(page.getByRole('button', { name: at(words, 'profile.unfollow'), exact: true })).toBeVisible();
    await expect(followers).toHaveText(digits(before.followersCount + 1, locale));

    // The rival company's bell: a "new follower" notification naming the employee.
    const { baseURL, timezoneId } = test.info().project.use;
    const context = await browser.newContext({ baseURL, locale: locale === 'ar' ? 'ar' : 'en-US', timezoneId, viewport: { width: 1280, height: 800 } });
    await watchCsp(context, cspViolations);
    const rivalPage = await context.newPage();
    await new LoginPage(rivalPage).storeSessionOf('rival', { locale: locale === 'ar' ? 'ar' : undefined });
    await rivalPage.goto('/userAccount');
    await rivalPage.locator('header').getByRole('button', { name: bellName }).click();
    const item = rivalPage.getByRole('list', { name: at(texts(locale, 'notifications'), 'label') }).getByRole('listitem').filter({ hasText: me.fullName });
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(at(server, 'follow-title'));
    await context.close();

    // The following dialog of the account screen: the employee follows the rival only; unfollowing empties it.
    await page.goto('/userAccount');
    const bar = page.getByRole('group', { name: at(words, 'counts-label') });
    const followingButton = bar.getByRole('button', { name: new RegExp(at(words, 'you-follow')) });
    await expect(followingButton).toContainText(digits(1, locale));
    await followingButton.click();
    const dialog = page.getByRole('dialog', { name: at(words, 'dialog.following') });
    await expect(dialog.getByRole('link', { name: /Rival Market/ })).toBeVisible();
    await dialog.getByRole('button', { name: at(words, 'dialog.unfollow-name').replace('{{name}}', 'Rival Market') }).click();
    await expect(dialog.getByText(at(words, 'dialog.following-empty'))).toBeVisible();
    await dialog.getByRole('button', { name: at(words, 'close') }).click();
    await expect(dialog).toBeHidden();
    await expect(followingButton).toContainText(digits(0, locale));
    const after = (await request.get(`/api/accounts/${rival.user.id}`, { headers: { authorization: `Bearer ${rival.access_token}` } }).then((r) => r.json())) as { followersCount: number; isFollowing: boolean };
    expect(after.followersCount).toBe(before.followersCount);
  });
}

test('an unknown or malformed user id shows that there is no such user', async ({ page }) => {
  await new LoginPage(page).storeSessionOf('demo');
  for (const id of ['999999', 'abc']) {
    await page.goto(`/user/${id}`);
    await expect(page.getByRole('heading', { name: 'User not found' })).toBeVisible();
    await expect(page.getByText('There is no such user, or the account was closed.')).toBeVisible();
  }
});
