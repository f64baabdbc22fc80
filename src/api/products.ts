// Typed calls of the products resource (server/routes/products.ts). The reply schemas (and zod)
// load with the first call, beside its request, not with the products screen (ReplySchema in ./client).
import { apiCall, failureOf, requestHeaders, sharedFailureMessage, unreadReply } from './client';
import { readApiError } from './boot-shapes';
import { productPath, takeEarly } from './early-replies';
import { dropPrefetched, earlyOr, prefetchOnce } from './prefetch';
import type { ProductCreateFields } from './schemas/product-create';
import type { ProductDetails, ProductEditBody, ProductListQuery, ProductListReply, ProductRow } from './schemas/products';

const schemas = () => import('./schemas/products');
/** The list's own schemas: the list page waits for nothing else (schemas/product-row.ts). */
const rowSchemas = () => import('./schemas/product-row');

/** One keyset page of the company's products; pass the reply's nextCursor back as `cursor`. */
export function fetchProductPage(sellerId: number, query: ProductListQuery, signal?: AbortSignal): Promise<ProductListReply> {
  return earlyOr(productPageKey(sellerId, query), () => productPage(sellerId, query, { signal }));
}

/** The same page asked for before its screen opens (a drawer item hovered), for fetchProductPage to take. */
export function prefetchProductPage(sellerId: number, query: ProductListQuery): void {
  // Kept through the click's navigation, which cancels the requests of the screen being left.
  prefetchOnce(productPageKey(sellerId, query), () => productPage(sellerId, query, { keepOnRouteChange: true }));
}

// Drop empty filters so the URL stays readable and the server sees only what was chosen.
const pageParams = (query: ProductListQuery) => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
const productPageKey = (sellerId: number, query: ProductListQuery) => `products/${sellerId}?${new URLSearchParams(pageParams(query) as Record<string, string>)}`;

function productPage(sellerId: number, query: ProductListQuery, options: { signal?: AbortSignal; keepOnRouteChange?: boolean }): Promise<ProductListReply> {
  // Silent: the list says 'Failed to load products' itself (part 1 §8), once.
  return apiCall(`/products/${sellerId}/sellers`, () => rowSchemas().then((m) => m.ProductListReply), { query: pageParams(query), ...options, silent: true });
}

/** Silent: the details dialog shows its own error state with a retry. */
/** Takes the reply boot asked for on the product's page (early-replies.ts) when it came with the same token; else asks. */
export function fetchProduct(slug: string, signal?: AbortSignal): Promise<ProductDetails> {
  const path = productPath(slug);
  const schema = () => schemas().then((m) => m.ProductDetails);
  const ask = () => apiCall(path, schema, { silent: true, signal });
  const early = takeEarly(path, requestHeaders().authorization);
  return early ? early.then(async (data) => (await schema()).parse(data)).catch(ask) : ask();
}

/** Silent: the edit dialog shows the server's message and the field errors of a 422 itself. */
export function editProduct(id: number, body: ProductEditBody, signal?: AbortSignal): Promise<ProductRow> {
  return apiCall(`/products/${id}`, () => schemas().then((m) => m.ProductRow), { method: 'PUT', body, silent: true, signal });
}

/** Silent: the delete confirmation shows the failure itself. */
export function deleteProduct(id: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/products/${id}`, unreadReply, { method: 'DELETE', silent: true, signal }).then(() => undefined);
}

/** Silent and best effort: a view that was not counted is not the seller's problem. */
export function countView(slug: string, signal?: AbortSignal): Promise<void> {
  return apiCall(`/products/${encodeURIComponent(slug)}/views`, unreadReply, { method: 'POST', silent: true, signal }).then(() => undefined);
}

/** What a failed product call says: the server's message (already translated) and a 422's field errors. */
export function productFailure(error: unknown, fallbackKey: string): { message: string; fieldErrors: Record<string, string> } {
  const shared = sharedFailureMessage(error);
  if (shared) return { message: shared, fieldErrors: {} };
  const { status, body } = failureOf(error);
  const reply = readApiError(body);
  // A 403/404 reply means the product is gone or no longer ours: say so in our own words.
  if (status === 404) return { message: 'product-dialogs.not-found', fieldErrors: {} };
  if (status === 403) return { message: 'product-dialogs.not-allowed', fieldErrors: {} };
  if (!reply) return { message: fallbackKey, fieldErrors: {} };
  const fieldErrors = Object.fromEntries(Object.entries(reply.errors ?? {}).map(([field, list]) => [field, list[0]]));
  return { message: reply.message || fallbackKey, fieldErrors };
}

/** The create form as the wizard hands it over: the text fields of the shared schema and the photo files. */
export type ProductCreateUpload = { fields: ProductCreateFields; files: Blob[]; names: string[] };

/**
 * POST /api/products as multipart with upload progress: XMLHttpRequest, because fetch reports no
 * upload progress. Resolves with the new product; rejects with { status, body } like failureOf.
 */
export function createProduct(upload: ProductCreateUpload, onProgress: (loaded: number, total: number) => void, signal?: AbortSignal): Promise<ProductDetails> {
  const form = new FormData();
  const { fields } = upload;
  form.append('path', JSON.stringify(fields.path));
  form.append('name', fields.name);
  form.append('price', String(fields.price));
  form.append('sellType', fields.sellType);
  form.append('description', fields.description ?? '');
  form.append('attributes', JSON.stringify(fields.attributes ?? []));
  if (fields.barter) form.append('barter', JSON.stringify(fields.barter));
  upload.files.forEach((file, i) => form.append('images', file, upload.names[i]));
  const details = schemas().then((m) => m.ProductDetails);
  return new Promise((resolve, reject) => {
    dropPrefetched();
    const xhr = new XMLHttpRequest();
    xhr.addEventListener('loadend', dropPrefetched);
    xhr.open('POST', '/api/products');
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(e.loaded, e.total); };
    xhr.onload = () => {
      let body: unknown = null;
      try { body = JSON.parse(xhr.responseText); } catch { /* not JSON */ }
      if (xhr.status === 201) {
        details.then((schema) => {
          const parsed = schema.safeParse(body);
          if (parsed.success) resolve(parsed.data); else reject({ status: xhr.status, body });
        }, () => reject({ status: 0, body: null }));
      } else reject({ status: xhr.status, body });
    };
    xhr.onerror = () => reject({ status: 0, body: null });
    xhr.onabort = () => reject({ status: 0, body: null, aborted: true });
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** The bytes of an image already stored (a duplicated product's photos are sent again as files). */
export async function fetchImageBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(url, { signal });
  if (!res.ok) throw new Error(`image ${url}: ${res.status}`);
  return res.blob();
}
