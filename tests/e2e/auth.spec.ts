import { expect, test } from './fixtures';
import { LOCALE_STORAGE_KEY } from '../../src/document-locale';
import { LoginPage } from './pages/login.page';

test.describe('signing in', () => {
  test('with the user name, then with the e-mail, lands on the overview with the current user', async ({ page }) => {
    const login = new LoginPage(page);
    await login.signInWithForm('demo');
    await expect(page.getByRole('button', { name: /account menu/i })).toContainText('Demo Trading');
    await page.evaluate(() => localStorage.removeItem('souqdesk.auth'));
    await login.signInWithForm('sara@souqdesk.test');
    await expect(page.getByRole('button', { name: /account menu/i })).toContainText('Sara Al-Ahmad');
  });

  test('empty fields and a wrong password give the spec messages', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.submit.click();
    await expect(page.getByText('Please fill in required fields')).toBeVisible();
    await login.signIn('demo', 'wrong-password');
    await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('five failures lock the form with an m:ss countdown that survives a reload and ends by itself', async ({ page }) => {
    await page.clock.install();
    const login = new LoginPage(page);
    await login.open();
    for (let i = 0; i < 5; i++) {
      await login.signIn('rival', `wrong-${i}`);
      if (i < 4) await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
    }
    const countdown = page.getByText(/Too many attempts\. Try again in [23]:\d\d/);
    await expect(countdown).toBeVisible();
    await expect(login.submit).toBeDisabled();
    await page.clock.runFor(10_000);
    await expect(page.getByText(/Try again in 2:[45]\d/)).toBeVisible();

    await page.reload();
    await expect(page.getByText(/Too many attempts\. Try again in 2:\d\d/)).toBeVisible();
    await expect(login.submit).toBeDisabled();

    await page.clock.runFor(181_000);
    await expect(page.getByText(/Too many attempts/)).toBeHidden();
    await expect(login.submit).toBeEnabled();
  });

  test('visitors are sent to login, but may open the reset screens', async ({ page }) => {
    await page.goto('/products');
    await expect(page).toHaveURL(/\/login\?next=%2Fproducts$/);
    await page.goto('/reset-password-request');
    await expect(page).toHaveURL(/\/reset-password-request$/);
    // No drawer or top bar on the sign-in screens.
    await expect(page.getByRole('navigation', { name: /main navigation/i })).toHaveCount(0);
  });

  test('a signed-out deep link comes back after sign-in (en): /services?tab=1 keeps its tab', async ({ page }) => {
    const login = new LoginPage(page);
    await page.goto('/services?tab=1');
    await expect(page).toHaveURL(/\/login\?next=%2Fservices%3Ftab%3D1$/);
    await expect(login.languageSwitch).toBeEnabled();
    await login.signIn('demo');
    await expect(page).toHaveURL(/\/services\?tab=1$/, { timeout: 20_000 });
    await expect(page.getByRole('tab', { name: 'Brand awareness' })).toHaveAttribute('aria-selected', 'true');
  });

  test("a payment's return page, opened signed out, comes back after sign-in (ar); a foreign next goes home", async ({ page }) => {
    await page.addInitScript((key) => { if (!localStorage.getItem(key)) localStorage.setItem(key, 'ar'); }, LOCALE_STORAGE_KEY);
    const login = new LoginPage(page);
    await page.goto('/orders/thanks?paymentId=424242');
    await expect(page).toHaveURL(/\/login\?next=%2Fpayment-success%3FpaymentId%3D424242$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً بعودتك');
    await expect(login.languageSwitch).toBeEnabled();
    await login.signIn('demo');
    await expect(page).toHaveURL(/\/payment-success\?paymentId=424242$/, { timeout: 20_000 });

    // Another origin in ?next is not followed: the sign-in lands on the overview.
    await page.evaluate(() => localStorage.removeItem('souqdesk.auth'));
    await login.open('?next=https%3A%2F%2Fevil.test%2F');
    await login.signIn('demo');
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/, { timeout: 20_000 });
  });

  test('the sign-in screen switches to Arabic and back with one button naming the other language', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('مرحباً بعودتك');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
  });
});
