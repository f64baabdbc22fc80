import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from '.';
import { migrationsFolder } from '.';

/**
 * Earlier texts of bundled migrations that were edited after databases had applied them without
 * changing what they build (a comment, a closing ANALYZE): Drizzle records the SHA-256 of the text it
 * ran and never runs a migration again, so those databases keep the former hash and are up to date.
 */
const FORMER_HASHES: Record<number, string[]> = {
  // By the journal's `when` of each. 0016_statistics_roll_ups: before a comment's edit.
  1795807346104: ['5650ed600b9c7de1bd802f21900bbb6b74b505e471f9b99043afc8148035ea2b'],
  // 0019_statistics_year_roll_ups: before its closing ANALYZE, and before a comment's edit.
  1795818418449: ['9595cdcb806bffcfec03f2abe5b3f9400d45e70c20ad41d03f451efcfad4ff7f', 'ff785fca798d9efb57e739b825339c11f336d45783643230912f1f90fe6fd7d2'],
  // 0020_statistics_rolling_years: the same two.
  1795819581859: ['01e86956622cca8a926b140f8a7502862d86c4dbb504f282345b83e2df70afe5', 'df19ede22ac7b98bb0a6f4932bc8b401dd8d48b3c57e871b992a494af1e4a8d9'],
  // 0022_product_list_versions: before a comment's edit.
  1795830212610: ['90b5c068936a0a7bf6fc117e25c5b42b721f68124d8304001dd95dcde6596bdf'],
};

let bundled: { when: number; hashes: string[] }[] | undefined;

/** This build's migrations (its journal and files, read once): each with the hashes that count as it applied. */
export function bundledMigrations(): { when: number; hashes: string[] }[] {
  bundled ??= readMigrationFiles({ migrationsFolder }).map((m) => ({ when: m.folderMillis, hashes: [m.hash, ...(FORMER_HASHES[m.folderMillis] ?? [])] }));
  return bundled;
}

/**
 * How many of this build's migrations the database has not recorded as applied (Drizzle's own table,
 * the same on PGlite and PostgreSQL), told by the hash of each migration's text, so that a database
 * with as many migrations from another build (or with one edited) is not taken for this one's.
 * 0 when the schema is the one this code expects.
 */
export async function pendingMigrations(db: Db): Promise<number> {
  const result = await db.execute(sql`select hash from drizzle.__drizzle_migrations`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { hash: string }[] }).rows) as { hash: string }[];
  const applied = new Set(rows.map((r) => r.hash));
  return bundledMigrations().filter((m) => !m.hashes.some((h) => applied.has(h))).length;
}
