// Typed calls of the products resource (server/routes/products.ts).
import { z } from 'zod';
import { apiCall, failureOf } from './client';
import { ApiError } from './schemas/common';
import { ProductDetails, ProductListReply, ProductRow, type ProductEditBody, type ProductListQuery } from './schemas/products';

/** One keyset page of the company's products; pass the reply's nextCursor back as `cursor`. */
export function fetchProductPage(sellerId: number, query: ProductListQuery, signal?: AbortSignal): Promise<ProductListReply> {
  // Drop empty filters so the URL stays readable and the server sees only what was chosen.
  const params = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  // Silent: the list says 'Failed to load products' itself (part 1 §8), once.
  return apiCall(`/products/${sellerId}/sellers`, ProductListReply, { query: params, signal, silent: true });
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

/** What a failed product call says: the server's message (already translated) and a 422's field errors. */
export function productFailure(error: unknown, fallbackKey: string): { message: string; fieldErrors: Record<string, string> } {
  const { status, body } = failureOf(error);
  const parsed = ApiError.safeParse(body);
  // A 403/404 reply means the product is gone or no longer ours: say so in our own words.
  if (status === 404) return { message: 'product-dialogs.not-found', fieldErrors: {} };
  if (status === 403) return { message: 'product-dialogs.not-allowed', fieldErrors: {} };
  if (!parsed.success) return { message: fallbackKey, fieldErrors: {} };
  const fieldErrors = Object.fromEntries(Object.entries(parsed.data.errors ?? {}).map(([field, list]) => [field, list[0]]));
  return { message: parsed.data.message || fallbackKey, fieldErrors };
}
