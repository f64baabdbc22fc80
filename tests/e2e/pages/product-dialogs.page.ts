import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { ProductDetails, ProductListReply, ProductRow } from '../../../src/api/schemas/products';
import { PASSWORD } from './login.page';

const SEARCH_MAX = 100;

/** Reads the seeded catalogue through the API, to pick products with the traits a test needs. */
export class CatalogueApi {
  private constructor(private readonly request: APIRequestContext, private readonly token: string, readonly sellerId: number) {}

  static async as(request: APIRequestContext, user: string): Promise<CatalogueApi> {
    const reply = await request.post('/api/auth/login', { data: { login: user, password: PASSWORD } });
    const record = (await reply.json()) as { access_token: string; user: { sellerId: number } };
    return new CatalogueApi(request, record.access_token, record.user.sellerId);
  }

  private async get<T>(path: string): Promise<T> {
    const reply = await this.request.get(`/api${path}`, { headers: { authorization: `Bearer ${this.token}` } });
    expect(reply.ok()).toBe(true);
    return (await reply.json()) as T;
  }

  async rows(): Promise<ProductRow[]> {
    return (await this.get<ProductListReply>(`/products/${this.sellerId}/sellers?perPage=50`)).data;
  }

  details(slug: string): Promise<ProductDetails> {
    return this.get<ProductDetails>(`/products/${encodeURIComponent(slug)}`);
  }

  /** Rows of the first page that a search by their name finds alone (the whole catalogue is searched).
   *  Names longer than a search may be (100, as the top bar's box) cannot be searched for, so are skipped. */
  async uniqueRows(): Promise<ProductRow[]> {
    const unique: ProductRow[] = [];
    for (const row of (await this.rows()).filter((r) => r.name.length <= SEARCH_MAX)) {
      const found = await this.get<ProductListReply>(`/products/${this.sellerId}/sellers?q=${encodeURIComponent(row.name)}`);
      if (found.data.length === 1) unique.push(row);
      if (unique.length >= 12) break;
    }
    return unique;
  }
}

/** The products table and the dialogs it opens, by what a seller sees. */
export class ProductsPage {
  constructor(readonly page: Page) {}

  /** Searches the list down to one product (the top bar writes ?q=). */
  async openWith(name: string) {
    await this.page.goto(`/products?q=${encodeURIComponent(name)}`);
    await expect(this.row(name)).toBeVisible();
  }

  row(name: string) {
    return this.page.getByRole('row').filter({ hasText: name });
  }

  async openDetails(name: string) {
    await this.row(name).getByRole('button', { name: 'Details' }).click();
    return this.page.getByRole('dialog', { name });
  }
}
