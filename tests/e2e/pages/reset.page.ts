import { expect, type Locator, type Page } from '@playwright/test';

export type ResetField = 'code' | 'password' | 'passwordConfirmation';

/** The reset screen's address, as the request screen leads there. */
const resetAddress = (email: string, expiresAt: number) => `/reset-password?${new URLSearchParams({ email, expiresAt: String(expiresAt) })}`;

/** The reset screen (/reset-password?email=…&expiresAt=…), by what a seller sees on it. */
export class ResetPage {
  constructor(readonly page: Page) {}

  get form(): Locator { return this.page.locator('form'); }
  get countdown(): Locator { return this.page.getByRole('timer'); }
  get save(): Locator { return this.page.getByRole('button', { name: /^(Save new password|Saving…)$/ }); }
  get alert(): Locator { return this.page.getByRole('alert'); }
  get success(): Locator { return this.page.getByRole('status'); }

  field(name: ResetField): Locator {
    const label = { code: 'Code', password: /^New password/, passwordConfirmation: 'Confirm new password' }[name];
    return this.page.getByLabel(label);
  }

  async open(email: string, expiresAt: number) {
    await this.page.goto(resetAddress(email, expiresAt));
    await expect(this.field('code')).toBeVisible();
  }

  /** The countdown's seconds left ('m:ss'). */
  async secondsLeft(): Promise<number> {
    const [, m, s] = /(\d+):(\d\d)/.exec((await this.countdown.textContent()) ?? '') ?? [];
    return Number(m) * 60 + Number(s);
  }
}

/**
 * The two reset screens one after the other, in whatever language the page is in: `look` runs on each
 * once its form shows (the phone and accessibility specs check every screen this way).
 */
export async function eachResetScreen(page: Page, look: (screen: 'reset-request' | 'reset') => Promise<void>) {
  await page.goto('/reset-password-request');
  await expect(page.locator('form')).toBeVisible();
  await look('reset-request');
  await page.goto(resetAddress('demo@souqdesk.test', Date.now() + 10 * 60_000));
  await expect(page.locator('form')).toBeVisible();
  await look('reset');
}
