// The product page (/products/{slug}) for the screen tours: a product worth looking at.
import type { APIRequestContext } from '@playwright/test';
import { CatalogueApi } from './product-dialogs.page';

/** The slug of an active demo product with photos, the longest-named of the first page (the hardest to fit). */
export async function showcaseProductSlug(request: APIRequestContext): Promise<string> {
  const api = await CatalogueApi.as(request, 'demo');
  const rows = (await api.rows()).filter((r) => r.isActive && r.primaryImage);
  return rows.reduce((longest, r) => (r.name.length > longest.name.length ? r : longest)).slug;
}
