import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '.';
import { migrationsFolder } from '.';

let committed: number | undefined;

/** How many migrations this build carries (its journal), read once. */
export function committedMigrations(): number {
  committed ??= (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;
  return committed;
}

/**
 * How many of this build's migrations the database has not recorded as applied (Drizzle's own table;
 * the same on PGlite and PostgreSQL). 0 when the schema is the one this code expects.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
  return Math.max(0, committedMigrations() - Number(rows[0]?.n ?? 0));
}
