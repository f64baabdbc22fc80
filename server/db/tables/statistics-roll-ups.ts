import { bigint, date, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * The statistics' roll-ups beyond the daily one (for the statistics benchmark's p95 goal), kept by triggers (migration 0019)
 * in the transaction that writes the rows they count. Seller ids are the product's first seller now (0
 * when none), category ids its category now (0 when none): a product changing either moves its rows.
 */

/** Accepted sales per product and Kuwait month (top products; sorted per month by revenue). */
export const productSalesMonths = pgTable(
  'product_sales_months',
  {
    companyId: integer('company_id').notNull(),
    productId: integer('product_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    sellerId: integer('seller_id').notNull(),
    categoryId: integer('category_id').notNull(),
    sales: integer('sales').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId, t.month] }),
    index('product_sales_months_top_idx').on(t.companyId, t.month, t.revenue.desc(), t.sales.desc(), t.productId),
    index('product_sales_months_seller_top_idx').on(t.companyId, t.sellerId, t.month, t.revenue.desc(), t.sales.desc(), t.productId),
    index('product_sales_months_product_idx').on(t.productId),
  ],
);

/**
 * Accepted sales per product over the twelve Kuwait months ending with `end_month` (a year view's top products
 * read from one sorted list); kept with product_sales_months (migration 0020).
 */
export const productSalesYears = pgTable(
  'product_sales_years',
  {
    companyId: integer('company_id').notNull(),
    productId: integer('product_id').notNull(),
    endMonth: date('end_month', { mode: 'string' }).notNull(),
    sellerId: integer('seller_id').notNull(),
    sales: integer('sales').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.productId, t.endMonth] }),
    index('product_sales_years_top_idx').on(t.companyId, t.endMonth, t.revenue.desc(), t.sales.desc(), t.productId),
    index('product_sales_years_seller_top_idx').on(t.companyId, t.sellerId, t.endMonth, t.revenue.desc(), t.sales.desc(), t.productId),
    index('product_sales_years_product_idx').on(t.productId),
  ],
);

/** Accepted sales per seller, category and Kuwait month (top categories). */
export const categorySalesMonths = pgTable(
  'category_sales_months',
  {
    companyId: integer('company_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    categoryId: integer('category_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    sales: integer('sales').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sellerId, t.categoryId, t.month] })],
);

/** ROAS: each accepted sale made while a paid promotion of its product ran, once per such promotion. */
export const promotedSales = pgTable(
  'promoted_sales',
  {
    offerId: integer('offer_id').notNull(),
    requestId: integer('request_id').notNull(),
    companyId: integer('company_id').notNull(),
    productId: integer('product_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    /** When the promotion began (the period it counts in). */
    beganAt: timestamp('began_at', { withTimezone: true, mode: 'date' }).notNull(),
    price: bigint('price', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.offerId, t.requestId] }),
    index('promoted_sales_began_idx').on(t.companyId, t.beganAt, t.sellerId, t.requestId, t.price),
    index('promoted_sales_request_idx').on(t.requestId),
    index('promoted_sales_product_idx').on(t.productId),
  ],
);

/** ROAS: what paid promotions cost, per seller and the Kuwait day they began. */
export const promotionDays = pgTable(
  'promotion_days',
  {
    companyId: integer('company_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    spent: bigint('spent', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sellerId, t.day] })],
);

/** An employee's company views: the product_views rows per seller, Kuwait day and viewer. */
export const sellerViewerDays = pgTable(
  'seller_viewer_days',
  {
    companyId: integer('company_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    viewerId: integer('viewer_id').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sellerId, t.day, t.viewerId] })],
);

/** …and their viewers a day (the rows of seller_viewer_days per seller and day). */
export const sellerViewDays = pgTable(
  'seller_view_days',
  {
    companyId: integer('company_id').notNull(),
    sellerId: integer('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    viewers: integer('viewers').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sellerId, t.day] })],
);
