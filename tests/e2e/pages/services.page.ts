import { expect, type Page } from '@playwright/test';

/** The services screen (part 2 §2) by what a seller sees: the tabs, the booking cards and the Add menu. */
export class ServicesPage {
  constructor(readonly page: Page) {}

  get tabs() { return this.page.getByRole('tablist', { name: /service kinds|أنواع الخدمات/i }).getByRole('tab'); }
  tab(name: RegExp) { return this.page.getByRole('tab', { name }); }
  get cards() { return this.page.getByRole('tabpanel').getByTestId('service-card'); }
  card(kind: string) { return this.cards.and(this.page.locator(`[data-kind="${kind}"]`)); }
  get addButton() { return this.page.getByRole('button', { name: /^(Add service|إضافة خدمة)$/ }); }

  async open(query = '') {
    await this.page.goto(`/services${query}`);
    await expect(this.tabs.first()).toBeVisible();
  }
}
