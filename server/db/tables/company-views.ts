import { date, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';

/**
 * Who looked at a company on which day (the seller's calendar, Asia/Kuwait): one row per viewer per
 * day, whether they opened one of its products or (later) its profile. Keyed company first, then day,
 * so a company's views over a period are one range of the key.
 */
export const companyViews = pgTable(
  'company_views',
  {
    companyId: integer('company_id').notNull().references(() => companies.id),
    day: date('day', { mode: 'string' }).notNull(),
    viewerId: integer('viewer_id').notNull().references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.viewerId] })],
);
