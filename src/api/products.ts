// Typed calls of the products resource (server/routes/products.ts).
import { z } from 'zod';
import { apiCall } from './client';
import { ProductDetails, ProductListReply, ProductRow, type ProductEditBody, type ProductListQuery } from './schemas/products';

/** One keyset page of the company's products; pass the reply's nextCursor back as `cursor`. */
export function fetchProductPage(sellerId: number, query: ProductListQuery, signal?: AbortSignal): Promise<ProductListReply> {
  // Drop empty filters so the URL stays readable and the server sees only what was chosen.
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  return apiCall(`/products/${sellerId}/sellers`, ProductListReply, { query: params, signal });
}

/** Silent: the details dialog shows its own error state with a retry. */
export function fetchProduct(slug: string, signal?: AbortSignal): Promise<ProductDetails> {
  return apiCall(`/products/${encodeURIComponent(slug)}`, ProductDetails, { silent: true, signal });
}

/** Silent: the edit dialog shows the server's message and the field errors of a 422 itself. */
export function editProduct(id: number, body: ProductEditBody, signal?: AbortSignal): Promise<ProductRow> {
  return apiCall(`/products/${id}`, ProductRow, { method: 'PUT', body, silent: true, signal });
}

/** Silent: the delete confirmation shows the failure itself. */
export function deleteProduct(id: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/products/${id}`, z.unknown(), { method: 'DELETE', silent: true, signal }).then(() => undefined);
}

/** Silent and best effort: a view that was not counted is not the seller's problem. */
export function countView(slug: string, signal?: AbortSignal): Promise<void> {
  return apiCall(`/products/${encodeURIComponent(slug)}/views`, z.unknown(), { method: 'POST', silent: true, signal }).then(() => undefined);
}
