import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt } from './columns';
import { products } from './products';

/** A buyer's favourite products (one each); the first favourite notifies the product's sellers (type 5). */
export const productFavorites = pgTable(
  'product_favorites',
  {
    productId: integer('product_id').notNull().references(() => products.id),
    userId: integer('user_id').notNull().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] }), index('product_favorites_user_idx').on(t.userId, t.createdAt)],
);
