import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Fixed-window failure counters (login attempts, reset-code requests), kept in the database so that
 * several server processes share them. `key` names what is counted, e.g. `login:user:7|1.2.3.4`.
 */
export const throttles = pgTable('throttles', {
  key: text('key').primaryKey(),
  count: integer('count').notNull().default(0),
  windowStart: at('window_start').notNull(),
  lockedUntil: at('locked_until'),
});
