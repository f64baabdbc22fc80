// (the account half): the privacy form changes the password (the old one is then refused),
// and deactivating signs out to /login, where signing in says the account is deactivated. Each test
// makes its own employee (the seed's users are shared with other specs).
import { expect, test, type APIRequestContext } from './fixtures';
import { LoginPage } from './pages/login.page';

const DEMO_PASSWORD = 'Demo@12345';

/** A fresh employee of the demo company, made by the demo company user through the API. */
async function newEmployee(request: APIRequestContext, name: string): Promise<{ id: number; userName: string; password: string }> {
  const login = await request.post('/api/auth/login', { data: { login: 'demo', password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = await login.json();
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const userName = `${name}_${suffix}`.slice(0, 20);
  const password = 'Start@2026';
  const made = await request.post('/api/employees', {
    headers: { authorization: `Bearer ${token}` },
    data: { fullName: `Account ${name}`, phone: '55512345', email: `${userName}@account.test`, userName, password, passwordConfirmation: password, roles: ['employee'] },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { id: (await made.json()).id, userName, password };
}

const signInStatus = async (request: APIRequestContext, login: string, password: string) =>
  (await request.post('/api/auth/login', { data: { login, password } })).status();

test.describe('the account screen', () => {
  test('changes the password: a wrong old one is refused, then the new one signs in and the old one does not', async ({ page, request }) => {
    const user = await newEmployee(request, 'pw');
    await new LoginPage(page).storeSessionOf(user.userName, { password: user.password });
    await page.goto('/userAccount?activeSection=privacy');
    await expect(page.getByRole('link', { name: 'Account settings' })).toHaveAttribute('aria-current', 'page');
    const old = page.getByLabel('Old password', { exact: false }).first();
    await old.fill('Wrong@2026');
    await page.getByLabel(/^New password/).fill('Fresh@2026');
    await page.getByLabel(/^Confirm new password/).fill('Fresh@2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The old password is incorrect')).toBeVisible();
    await expect(page.getByText('Please try again.')).toBeVisible();
    await old.fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password was changed. Your other devices were signed out.')).toBeVisible();
    expect(await signInStatus(request, user.userName, user.password)).toBe(401);
    expect(await signInStatus(request, user.userName, 'Fresh@2026')).toBe(200);
  });

  test('deactivates in Arabic: signed out to /login, where signing in says the account is deactivated', async ({ page, request }) => {
    const user = await newEmployee(request, 'off');
    const login = new LoginPage(page);
    await login.storeSessionOf(user.userName, { password: user.password, locale: 'ar' });
    await page.goto('/userAccount?activeSection=privacy');
    await page.getByRole('button', { name: 'تعطيل الحساب' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'هل تريد تعطيل حسابك؟' });
    await expect(dialog.getByText('سيتم تسجيل خروجك من كل الأجهزة', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'تعطيل', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await login.signIn(user.userName, user.password);
    await expect(page.getByText('تم تعطيل هذا الحساب. تواصل مع الدعم لإعادة تفعيله.')).toBeVisible();
    expect(await signInStatus(request, user.userName, user.password)).toBe(403);
  });
});
