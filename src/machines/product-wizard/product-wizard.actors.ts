// The wizard's side effects: the category tree (and the product to duplicate), a leaf's attributes,
// and the save with real upload progress. Replaced with .provide() in tests.
import { priceText } from '../../domain/price-text';
import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { fetchCategoryAttributes, fetchCategoryTree } from '../../api/categories';
import { callFailure } from '../../api/client';
import { lineOrServerNotice } from '../../api/failure';
import { createProduct, fetchImageBlob, fetchProduct } from '../../api/products';
import { ApiError } from '../../api/schemas/common';
import type { CategoryAttribute, CategoryNode } from '../../api/schemas/categories';
import type { ProductCreateFields } from '../../api/schemas/product-create';
import type { ProductDetails } from '../../api/schemas/products';
import { mergeOptionLabels, type OptionLabel } from '../../domain/option-label';
import { emptyDraft, type AttributeValue, type Draft, type Photo } from './product-wizard.draft';

export type StartData = { tree: CategoryNode[]; duplicate: Draft | null };

/** Part 1 §4 Duplicate: the product's category path, name, price, sell type, description, attributes, barter attributes and photos. */
export function draftOfProduct(
  product: ProductDetails, attributes: CategoryAttribute[], tree: CategoryNode[], barterAttributes: CategoryAttribute[] = attributes,
): Draft {
  const valueOf = (a: { value: string | null; values: string[] | null }): AttributeValue => a.values ?? a.value ?? '';
  const known = new Set(attributes.map((a) => a.id));
  const knownBarter = new Set(barterAttributes.map((a) => a.id));
  const wanted = (product.barter?.attributes ?? []).filter((a) => knownBarter.has(a.id));
  // The chosen options' two texts, for the review in Arabic (values are the English option).
  const optionLabels: Record<number, OptionLabel[]> = {};
  for (const a of [...product.attributes.filter((x) => known.has(x.id)), ...wanted]) {
    const chosen = a.options.filter((o) => o.option === a.value || (a.values ?? []).includes(o.option));
    if (chosen.length) optionLabels[a.id] = mergeOptionLabels(optionLabels[a.id], chosen);
  }
  const topType = tree.find((c) => c.slug === product.categoryTree[0])?.type ?? 'used';
  return {
    ...emptyDraft(),
    path: product.categoryTree, categoryId: product.category?.id ?? null, categoryType: topType, attributes,
    productName: product.name, price: product.price, priceText: priceText(product.price), description: product.description, sellType: product.sellType,
    attributeValues: Object.fromEntries(product.attributes.filter((a) => known.has(a.id)).map((a) => [a.id, valueOf(a)])),
    barterPath: product.barter?.path.length ? product.barter.path : product.categoryTree, barterAttributes,
    selectedAttributes: wanted.map((a) => a.id),
    barterAttributeValues: Object.fromEntries(wanted.map((a) => [a.id, valueOf(a)])),
    optionLabels,
    files: product.images.map((image): Photo => ({
      id: `stored-${image.id}`, file: null, url: image.url, name: image.name, size: 0, preview: image.thumbnailUrl,
      uploadProgress: 0, isUploaded: false,
    })),
  };
}

export const loadStart = fromPromise<StartData, { duplicateSlug: string | null }>(async ({ input, signal }) => {
  const tree = await fetchCategoryTree(signal);
  if (!input.duplicateSlug) return { tree, duplicate: null };
  const product = await fetchProduct(input.duplicateSlug, signal);
  const attributes = product.category ? await fetchCategoryAttributes(product.category.id, signal) : [];
  // The barter wish may name another category than the product's: its attributes are that category's.
  const barterId = product.barter?.categoryId ?? null;
  const barterAttributes = barterId !== null && barterId !== product.category?.id ? await fetchCategoryAttributes(barterId, signal) : attributes;
  return { tree, duplicate: draftOfProduct(product, attributes, tree, barterAttributes) };
});

export const loadAttributes = fromPromise<CategoryAttribute[], { categoryId: number }>(
  ({ input, signal }) => fetchCategoryAttributes(input.categoryId, signal),
);

export type SaveInput = { fields: ProductCreateFields; photos: Photo[] };
export type SaveEvent =
  | { type: 'UPLOAD_PROGRESSED'; progress: number[] }
  | { type: 'SAVE_SUCCEEDED'; product: ProductDetails }
  | { type: 'SAVE_FAILED'; key?: string; text?: string };

/** Percent of each photo sent, from the bytes of the whole body sent (text fields first, then the photos in order). */
export function photoProgress(sizes: number[], loaded: number, total: number): number[] {
  let offset = Math.max(0, total - sizes.reduce((a, b) => a + b, 0));
  return sizes.map((size) => {
    const done = size === 0 ? (loaded >= total ? 1 : 0) : Math.min(1, Math.max(0, (loaded - offset) / size));
    offset += size;
    return Math.round(done * 100);
  });
}

/** The save: stored photos (a duplicate's) are fetched and sent again; progress is real (XHR upload events). */
export const saveProduct = fromCallback<EventObject, SaveInput>(({ input, sendBack }) => {
  const controller = new AbortController();
  const send = (event: SaveEvent) => { if (!controller.signal.aborted) sendBack(event); };
  (async () => {
    const files = await Promise.all(input.photos.map((p) => p.file ?? fetchImageBlob(p.url!, controller.signal)));
    const sizes = files.map((f) => f.size);
    const product = await createProduct(
      { fields: input.fields, files, names: input.photos.map((p) => p.name) },
      (loaded, total) => send({ type: 'UPLOAD_PROGRESSED', progress: photoProgress(sizes, loaded, total) }),
      controller.signal,
    );
    send({ type: 'SAVE_SUCCEEDED', product });
  })().catch((error: { status?: number; body?: unknown }) => {
    // Offline or a 500: the table's words (part 2 §8), never the server's raw text.
    const shared = lineOrServerNotice(callFailure(error));
    if (shared?.key) return send({ type: 'SAVE_FAILED', key: shared.key.replace('.', ':') });
    const parsed = ApiError.safeParse(error?.body);
    const fieldTexts = parsed.success ? Object.values(parsed.data.errors ?? {}).flat() : [];
    const text = fieldTexts.length ? [...new Set(fieldTexts)].join(', ') : parsed.success ? parsed.data.message : '';
    send(text ? { type: 'SAVE_FAILED', text } : { type: 'SAVE_FAILED', key: 'wizard:save-failed' });
  });
  return () => controller.abort();
});
