import { expect, test } from './fixtures';
import { latestMailTo } from './outbox';
import { LoginPage } from './pages/login.page';

test('a seller resets the password with the code from the e-mail, then signs in with it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/reset-password-request/);

  const email = page.getByLabel('E-mail');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await email.fill('omar@');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill('omar@souqdesk.test');
  await page.getByRole('button', { name: 'Reset' }).click();

  await expect(page.getByRole('status')).toBeVisible();
  await page.getByRole('link', { name: 'Enter the code' }).click();
  await expect(page).toHaveURL(/\/reset-password\?/);
  await expect(page.getByText(/The code expires in [45]:\d\d/)).toBeVisible();

  const mail = await latestMailTo('omar@souqdesk.test');
  const code = /\b(\d{6})\b/.exec(mail.text)![1];

  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Enter the code from the e-mail')).toBeVisible();
  await page.getByLabel('Code').fill(code);
  await page.getByLabel(/^New password/).fill('Fresh@54321');
  await page.getByLabel('Confirm new password').fill('Fresh@00000');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('Fresh@54321');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await page.getByRole('link', { name: 'Go to sign in' }).click();

  const login = new LoginPage(page);
  await login.open();
  await login.signIn('omar', 'Demo@12345');
  await expect(page.getByText('The username or password is incorrect.')).toBeVisible();
  await login.signInWithForm('omar', 'Fresh@54321');
});

test('when the code runs out, the code and submit are disabled and a new code can be requested', async ({ page }) => {
  await page.clock.install();
  await page.goto('/reset-password?email=demo@souqdesk.test');
  await expect(page.getByText(/The code expires in 5:00|The code expires in 4:5\d/)).toBeVisible();
  await page.clock.runFor(301_000);
  await expect(page.getByText('The code has expired.')).toBeVisible();
  await expect(page.getByLabel('Code')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save new password' })).toBeDisabled();
  await page.getByRole('link', { name: 'Request a new code' }).click();
  await expect(page).toHaveURL(/\/reset-password-request\?email=demo%40souqdesk.test|\/reset-password-request\?email=demo@souqdesk.test/);
  await expect(page.getByLabel('E-mail')).toHaveValue('demo@souqdesk.test');
});

test('/reset-password without ?email sends the visitor to the request screen, which asks for the e-mail', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/reset-password-request$/);
  await expect(page.getByRole('textbox', { name: /e-mail/i })).toBeVisible();
});
