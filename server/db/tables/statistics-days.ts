import { bigint, date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { companies } from './accounts';

/**
 * The statistics' daily roll-up, kept by triggers (migration 0016) in the transaction that
 * writes the rows it counts: per company, seller (the product's first seller now; 0 when none) and
 * Kuwait day, the live products created, the requests received (by type) and accepted (sales,
 * trade-ins, revenue at the accepted price, on the day decided) and the product views. A year of a
 * company is a few hundred rows per seller instead of millions of requests and views.
 * The column order is the trigger functions' row order: add new columns at the end only.
 */
export const statisticsDays = pgTable(
  'statistics_days',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    sellerId: integer('seller_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    products: integer('products').notNull().default(0),
    purchaseRequests: integer('purchase_requests').notNull().default(0),
    barterRequests: integer('barter_requests').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    tradeIns: integer('trade_ins').notNull().default(0),
    revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
    productViews: integer('product_views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.sellerId, t.day] })],
);

/** company_views rows a day, kept by a trigger on company_views (migration 0016). */
export const companyViewDays = pgTable(
  'company_view_days',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
