import { expect, type Page } from '@playwright/test';
import { LOCALE_STORAGE_KEY } from '../../../src/document-locale';
import { AUTH_STORAGE_KEY } from '../../../src/machines/session/session.storage';

export const PASSWORD = 'Demo@12345';

/** Sign-ins through the API so far in this worker: each stores its record once. */
let signIns = 0;

/** The sign-in screen, by what a seller sees on it. */
export class LoginPage {
  constructor(readonly page: Page) {}

  get login() { return this.page.getByLabel(/user name or e-mail|اسم المستخدم أو البريد الإلكتروني/i); }
  get password() { return this.page.getByLabel(/^(password|كلمة المرور)/i); }
  get submit() { return this.page.getByRole('button', { name: /^(sign in|تسجيل الدخول)$/i }); }

  /** The language switch, which stays disabled until the app has taken the page over. */
  get languageSwitch() { return this.page.getByRole('button', { name: /^(English|العربية)$/ }); }

  /**
   * The page arrives prerendered: the form shows before the app runs, and its buttons wait for it.
   * Waiting here keeps a spec's first keystroke (Enter) from landing before the app listens.
   */
  async open(query = '') {
    await this.page.goto(`/login${query}`);
    await expect(this.login).toBeVisible();
    await expect(this.languageSwitch).toBeEnabled();
  }

  async signIn(user: string, password = PASSWORD) {
    await this.login.fill(user);
    await this.password.fill(password);
    await this.submit.click();
  }

  /**
   * Signs in and waits for the overview. Through the API, with the auth record stored where the session
   * keeps it (what the form does too), then the app loads signed in: specs that are not about the sign-in
   * screen skip its page load and typing. The sign-in screen's own specs use `signInWithForm`.
   */
  async signInAs(user: string, password = PASSWORD) {
    await this.storeSessionOf(user, { password });
    await this.page.goto('/');
    await this.arrived();
  }

  /**
   * Signs in through the API and stores the session, without loading a page: the next page the spec opens
   * (the screen it is about) starts signed in, as a seller's bookmark does, instead of the overview
   * loading first and being left at once. With `locale`, that page also starts in that language.
   */
  async storeSessionOf(user: string, { password = PASSWORD, locale }: { password?: string; locale?: 'ar' } = {}) {
    const reply = await this.page.request.post('/api/auth/login', { data: { login: user, password } });
    expect(reply.status(), `signing in as ${user}: ${await reply.text()}`).toBe(200);
    const record: unknown = await reply.json();
    const entries: Array<[string, string]> = [[AUTH_STORAGE_KEY, JSON.stringify(record)]];
    if (locale) entries.push([LOCALE_STORAGE_KEY, locale]);
    // Stored once, when the app's first page starts (before its scripts read it): a test that signs out
    // or changes the language and reloads keeps what it did. The flag lives in this tab's sessionStorage,
    // which reloads keep.
    const once = `e2e.signedIn.${++signIns}`;
    await this.page.addInitScript(({ entries, once }) => {
      try {
        if (sessionStorage.getItem(once)) return;
        sessionStorage.setItem(once, '1');
        for (const [key, value] of entries) localStorage.setItem(key, value);
      } catch {
        // A document without storage of its own (about:blank): the app's page comes next.
      }
    }, { entries, once });
  }

  /** Signs in through the form and waits for the overview (the sign-in screen's own specs). */
  async signInWithForm(user: string, password = PASSWORD) {
    await this.open();
    await this.signIn(user, password);
    await this.arrived();
  }

  private async arrived() {
    // A seller lands on the overview, a buyer on their own requests.
    await expect(this.page).toHaveURL(/\/(profile\/requests)?$/);
    // (A CSS locator: a modal dialog on arrival hides the rest from the accessibility tree.)
    await expect(this.page.locator('header')).toBeVisible();
  }
}
