import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './products';

/**
 * Who viewed which product on which day (the seller's calendar, Asia/Kuwait): the key lets a viewer
 * add one view per product per day to `products.views`, however often the page is opened.
 */
export const productViews = pgTable(
  'product_views',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    viewerId: integer('viewer_id').notNull().references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.viewerId, t.day] })],
);
