import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { attributes, categories } from './catalog';
import { at, createdAt, id } from './columns';

export type SellType = 'sell' | 'barter' | 'sell/barter';
export type ProductStatus = 'available' | 'unavailable' | 'sold' | 'reserved';
export type ConditionType = 'used' | 'new';
/** A barter wish's attribute values, as the create payload sends them. */
export type BarterAttributeValue = { id: number; value: string | null; values: string[] | null };

const live = (t: { deletedAt: unknown }) => sql`${t.deletedAt} is null`;

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    /** A per-company running number (the table's "no." column). */
    num: integer('num').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** Integer fils; bigint because real estate passes the 2^31 fils (2.1M KWD) of an integer. */
    price: bigint('price', { mode: 'number' }).notNull(),
    sellType: text('sell_type').$type<SellType>().notNull().default('sell'),
    status: text('status').$type<ProductStatus>().notNull().default('available'),
    isActive: boolean('is_active').notNull().default(true),
    isBoosted: boolean('is_boosted').notNull().default(false),
    views: integer('views').notNull().default(0),
    /** Sanitised HTML (lib/sanitize-description.ts) — never stored raw. */
    description: text('description').notNull().default(''),
    summary: text('summary').notNull().default(''),
    descriptionSeo: text('description_seo').notNull().default(''),
    keywordsSeo: text('keywords_seo').notNull().default(''),
    conditionType: text('condition_type').$type<ConditionType>().notNull().default('used'),
    categoryId: integer('category_id').references(() => categories.id),
    /** Copy of product_sellers position 0: the list filters and permissions read it without a join. */
    firstSellerId: integer('first_seller_id').references(() => users.id),
    publishAt: at('publish_at'),
    /** The last refresh (part 2 §3 Refresh): the marketplace orders by it, newest first. */
    refreshedAt: at('refreshed_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    uniqueIndex('products_company_num_key').on(t.companyId, t.num),
    // Keyset pages walk these in (created_at desc, id desc) order, one per filter shape.
    index('products_list_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()).where(live(t)),
    index('products_seller_list_idx').on(t.companyId, t.firstSellerId, t.createdAt.desc(), t.id.desc()).where(live(t)),
    index('products_category_list_idx').on(t.companyId, t.categoryId, t.createdAt.desc(), t.id.desc()).where(live(t)),
    // Inactive products are few (~15%): a small index keeps the "inactive only" filter from scanning the rest.
    index('products_inactive_list_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()).where(sql`${t.deletedAt} is null and not ${t.isActive}`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id').notNull().references(() => products.id),
    name: text('name').notNull(),
    url: text('url').notNull(),
    thumbnailUrl: text('thumbnail_url').notNull(),
    /** 0 is the primary image. */
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productSellers = pgTable(
  'product_sellers',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    userId: integer('user_id').notNull().references(() => users.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] }), index('product_sellers_user_idx').on(t.userId)],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    attributeId: integer('attribute_id').notNull().references(() => attributes.id),
    value: text('value'),
    values: text('values').array(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

/** What a barter product's seller wants in exchange. */
export const productBarters = pgTable('product_barters', {
  id: id(),
  productId: integer('product_id').notNull().unique().references(() => products.id),
  description: text('description').notNull().default(''),
  categoryId: integer('category_id').references(() => categories.id),
  attributes: jsonb('attributes').$type<BarterAttributeValue[]>().notNull().default([]),
});

/** Paid promotions (boost, flash...) and promo offers (service_type null) on a product (part 2 §3). */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    productId: integer('product_id').notNull().references(() => products.id),
    serviceType: smallint('service_type'),
    name: text('name').notNull().default(''),
    images: jsonb('images').$type<{ url: string }[]>().notNull().default([]),
    features: jsonb('features').$type<{ title: string }[]>().notNull().default([]),
    fromDate: at('from_date').notNull(),
    toDate: at('to_date').notNull(),
    percentValue: integer('percent_value'),
    /** Integer fils. */
    fixedValue: bigint('fixed_value', { mode: 'number' }),
    isActive: boolean('is_active').notNull().default(true),
    /** Bought through the cart (part 2 §7): unpaid offers are not active; seeded ones are paid. */
    status: text('status').$type<'unpaid' | 'paid' | 'removed'>().notNull().default('paid'),
    amountFils: integer('amount_fils').notNull().default(0),
    /** Boost with keepTop5: the days kept in the top 5 (seller's calendar). */
    inTopDays: text('in_top_days').array().notNull().default(sql`'{}'`),
    addedBy: integer('added_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('offers_product_idx').on(t.productId), index('offers_company_idx').on(t.companyId, t.status),
    // ROAS: a company's promotions paid with money, by the day they began, read from the index alone.
    index('offers_paid_idx').on(t.companyId, t.fromDate, t.productId, t.toDate, t.amountFils).where(sql`${t.status} = 'paid' and ${t.amountFils} > 0`),
  ],
);
