import { z } from 'zod';
import { OVERVIEW_PAGE_SIZES, TABLE_PAGE_SIZES } from '../../domain/limits';
import { PRICE_MAX_FILS } from '../../domain/money';
import { IdList, idOf, idParams, KeysetCursor, SearchQuery, Text } from './common';
import { ProductCategory, ProductImage, ProductStatus, RowPermissions, SellType } from './product-row';

export { ProductCategory, ProductListReply, ProductRow, ProductStatus, RowOffer, SellType } from './product-row';

/**
 * GET /api/products/{sellerId}/sellers. `path` is the category slug path joined by commas (the
 * chosen category and all its descendants match), `usersIds` first-seller ids joined by commas,
 * `q` searched in the name. Pages are keyset: pass the reply's `nextCursor` back as `cursor`.
 */
export const ProductListQuery = z.object({
  path: Text(500).optional(),
  usersIds: IdList.optional(),
  isActive: z.enum(['true', 'false', '1', '0']).optional(),
  q: SearchQuery.optional(),
  perPage: z.enum([...OVERVIEW_PAGE_SIZES, ...TABLE_PAGE_SIZES].map(String) as [string, ...string[]], { message: 'server.product-page-size' }).optional(),
  cursor: KeysetCursor.optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductAttribute = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  type: z.number().int().min(0).max(6),
  /** Single value (boolean 'true'/'false', number, choice, colour, text); null for multi types. */
  value: z.string().nullable(),
  /** Chosen options of multiOptions; null otherwise. */
  values: z.array(z.string()).nullable(),
  options: z.array(z.object({ id: z.number().int(), option: z.string(), optionAr: z.string() })),
});
export type ProductAttribute = z.infer<typeof ProductAttribute>;

export const Offer = z.object({
  id: z.number().int(),
  /** null means a promo offer; 19 flash sale, 18 boost. */
  serviceType: z.number().int().nullable(),
  name: z.string(),
  images: z.array(z.object({ url: z.string() })),
  features: z.array(z.object({ title: z.string() })),
  fromDate: z.string(),
  toDate: z.string(),
  percentValue: z.number().int().nullable(),
  /** Integer fils. */
  fixedValue: z.number().int().nullable(),
  isActive: z.boolean(),
});
export type Offer = z.infer<typeof Offer>;

/** `/products/{slug}`: a slug is text (a miss is a 404), but never longer than a slug or holding NUL. */
// One path parameter name for /products/{product}: the spec reads a product by slug and edits or
// deletes it by id, and paths that differ only in a parameter's name are one path to OpenAPI tools.
/** `{product}` as a slug (GET, views). */
export const ProductSlugParams = z.object({ product: Text(200).min(1) });
/** `{product}` as a numeric id (PUT, DELETE). */
export const ProductIdParams = idParams('product');

/** GET /api/products/{slug}: every field of part 1 §3 Product. */
export const ProductDetails = z.object({
  id: z.number().int(),
  num: z.number().int(),
  name: z.string(),
  slug: z.string(),
  price: z.number().int(),
  sellType: SellType,
  status: ProductStatus,
  isActive: z.boolean(),
  isBoosted: z.boolean(),
  views: z.number().int(),
  /** Sanitised HTML. */
  description: z.string(),
  summary: z.string(),
  descriptionSeo: z.string(),
  keywordsSeo: z.string(),
  conditionType: z.enum(['used', 'new']),
  publishAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  primaryImage: ProductImage.extend({ id: z.number().int() }).nullable(),
  images: z.array(ProductImage.extend({ id: z.number().int(), name: z.string() })),
  /** The category path from the root: [{name, slug, parentId}] (part 1 §3 `categories`). */
  categories: z.array(z.object({ id: z.number().int(), name: z.string(), nameAr: z.string(), slug: z.string(), parentId: z.number().int().nullable() })),
  /** The category path as slugs, as the wizard's create payload and the list filter take it. */
  categoryTree: z.array(z.string()),
  category: ProductCategory.nullable(),
  sellers: z.array(z.object({ id: z.number().int(), fullName: z.string(), userName: z.string(), image: z.object({ url: z.string() }).nullable() })),
  attributes: z.array(ProductAttribute),
  barter: z.object({
    id: z.number().int(),
    description: z.string(),
    categoryId: z.number().int().nullable(),
    path: z.array(z.string()),
    attributes: z.array(ProductAttribute),
  }).nullable(),
  offers: z.array(Offer),
  hasPromoOffer: z.boolean(),
  ...RowPermissions,
});
export type ProductDetails = z.infer<typeof ProductDetails>;

/** PUT /api/products/{id} (or POST with _method PUT): part 1 §3 edit payload; status maps to isActive. */
export const ProductEditBody = z.object({
  name: Text(200, { invalid: 'server.product-name-required', tooLong: 'server.product-name-too-long' }).trim().min(1, 'server.product-name-required'),
  categoryId: idOf('server.product-category-required'),
  price: z.number({ message: 'server.product-price-required' }).int('server.product-price-fils').positive('server.product-price-positive').max(PRICE_MAX_FILS, 'server.product-price-too-high'),
  status: z.enum(['available', 'unavailable'], { message: 'server.product-status-invalid' }),
});
export type ProductEditBody = z.infer<typeof ProductEditBody>;
