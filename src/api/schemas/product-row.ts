// The products list's rows and reply, apart from the rest of the products contract: the list page
// parses its replies with these alone, and building every product schema (details, edit, attributes)
// before the first page showed was one long task on a phone. ./products re-exports them.
import { z } from 'zod';

export const SellType = z.enum(['sell', 'barter', 'sell/barter']);
export type SellType = z.infer<typeof SellType>;
export const ProductStatus = z.enum(['available', 'unavailable', 'sold', 'reserved']);
export type ProductStatus = z.infer<typeof ProductStatus>;

export const ProductImage = z.object({ thumbnailUrl: z.string(), url: z.string() });

/** A category as a product shows it: `path` is the slug list from the root down to it. */
export const ProductCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  nameAr: z.string(),
  slug: z.string(),
  path: z.array(z.string()),
});
export type ProductCategory = z.infer<typeof ProductCategory>;

/** Per-row rights computed by the server from the caller's role and company (part 1 §6). */
export const RowPermissions = { canEdit: z.boolean(), canDelete: z.boolean() };

/**
 * A list row's paid offer that has not ended (part 2 §3 Product (promotion view) `offers`): what the
 * service dialogs' pickers need to tell a product already on a flash sale. Instants as ISO text.
 */
export const RowOffer = z.object({ serviceType: z.number().int().nullable(), fromDate: z.string(), toDate: z.string() });
export type RowOffer = z.infer<typeof RowOffer>;

/** One row of the products table: only what the table shows (a list is not a details endpoint). */
export const ProductRow = z.object({
  id: z.number().int(),
  num: z.number().int(),
  slug: z.string(),
  name: z.string(),
  primaryImage: ProductImage.nullable(),
  views: z.number().int(),
  category: ProductCategory.nullable(),
  createdAt: z.string(),
  /** The first seller. */
  postedBy: z.object({ id: z.number().int(), fullName: z.string(), userName: z.string() }).nullable(),
  /** Integer fils. */
  price: z.number().int(),
  sellType: SellType,
  status: ProductStatus,
  isActive: z.boolean(),
  isBoosted: z.boolean(),
  /** An active offer with no service type (part 1 §2 promo icon). */
  hasPromoOffer: z.boolean(),
  /** Paid offers running or to come, oldest first. */
  offers: z.array(RowOffer),
  ...RowPermissions,
});
export type ProductRow = z.infer<typeof ProductRow>;

/** No total: counting a big catalogue on every page costs more than the page; the table scrolls on. */
export const ProductListReply = z.object({ data: z.array(ProductRow), nextCursor: z.string().nullable() });
export type ProductListReply = z.infer<typeof ProductListReply>;
