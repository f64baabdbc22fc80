import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo@12345';

/** The sign-in screen, by what a seller sees on it. */
export class LoginPage {
  constructor(readonly page: Page) {}

  get login() { return this.page.getByLabel(/user name or e-mail|اسم المستخدم أو البريد الإلكتروني/i); }
  get password() { return this.page.getByLabel(/^(password|كلمة المرور)/i); }
  get submit() { return this.page.getByRole('button', { name: /^(sign in|تسجيل الدخول)$/i }); }

  async open(query = '') {
    await this.page.goto(`/login${query}`);
    await expect(this.login).toBeVisible();
  }

  async signIn(user: string, password = PASSWORD) {
    await this.login.fill(user);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** Signs in and waits for the overview. */
  async signInAs(user: string, password = PASSWORD) {
    await this.open();
    await this.signIn(user, password);
    await expect(this.page).toHaveURL(/\/$/);
    // (A CSS locator: a modal dialog on arrival hides the rest from the accessibility tree.)
    await expect(this.page.locator('header')).toBeVisible();
  }
}
