import { expect, type APIRequestContext, type Page } from '@playwright/test';
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
