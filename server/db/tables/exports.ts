import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { createdAt, id } from './columns';

/**
 * Exports a company made. `period` is the calendar month in the seller's time zone ('2026-03');
 * the unique index makes "once a month" hold even when two exports race.
 */
export const dataExports = pgTable(
  'exports',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    kind: text('kind').$type<'employees'>().notNull(),
    period: text('period').notNull(),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('exports_company_kind_period_key').on(t.companyId, t.kind, t.period)],
);
