import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { at, texts } from '../support/locale-text';
import { findLeaf, imageFile } from './wizard.page';

export type Product = { id: number; slug: string; name: string };

/** 'YYYY-MM-DD' of the seller's today (Asia/Kuwait), `plus` days on. */
export function kuwaitDay(plus = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kuwait', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plus);
  return d.toISOString().slice(0, 10);
}

/** A new active product of the caller's company (12.500 KWD, for sale, one image), through the API. */
export async function createProduct(request: APIRequestContext, headers: Record<string, string>, name: string): Promise<Product> {
  const leaf = await findLeaf(request, 0);
  const reply = await request.post('/api/products', {
    headers,
    multipart: { path: JSON.stringify(leaf.trail.map((n) => n.slug)), name, price: '12500', sellType: 'sell', images: await imageFile(`${name}.png`) },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  const { id, slug } = (await reply.json()) as { id: number; slug: string };
  return { id, slug, name };
}

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

/**
 * Both tabs of /services and every dialog of their Add menus, one at a time: `visit` is called on each
 * tab ('services-0', 'services-1') and on each open dialog ('service-<its menu item>'), which then closes.
 */
export async function visitEveryServiceDialog(page: Page, locale: string, visit: (screen: string) => Promise<void>) {
  const services = texts(locale, 'services');
  await page.goto('/services');
  for (const tab of ['0', '1']) {
    await page.getByRole('tab', { name: at(services, `tabs.${tab}`) }).click();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: at(services, `tabs.heading-${tab}`) })).toBeVisible();
    await visit(`services-${tab}`);
    const add = page.getByRole('tabpanel').getByRole('button', { name: at(services, 'add') });
    await add.click();
    const items = await page.getByRole('menuitem').allTextContents();
    expect(items.length, 'the Add menu lists services').toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    for (const item of items) {
      await add.click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page.getByRole('dialog').getByRole('heading').first()).toBeVisible();
      await visit(`service-${item}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    }
  }
}
