import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * One row per seed step that has run to the end (`accounts@2`, `memberships@1`, `catalog@1`): a restart checks the
 * marker and does nothing, instead of re-running hundreds of idempotent queries. Changing a seed
 * means bumping its version, which runs it again (it only adds what is missing).
 */
export const seedMarkers = pgTable('seed_markers', {
  name: text('name').primaryKey(),
  createdAt: createdAt(),
});
