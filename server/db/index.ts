import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

/** The one Drizzle type the rest of the server sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent means in memory (tests). */
  pgliteDir?: string;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.pgliteDir);
}

/** The PGlite folder main.ts and admin.ts share. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover, a dropped test database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on('error', (error) => console.error(JSON.stringify({ level: 'error', msg: 'postgres idle client error', error: error.message })));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'postgres', close: () => pool.end() };
}

async function openPglite(dir?: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  if (dir) mkdirSync(dir, { recursive: true });
  const client = dir ? new PGlite(dir) : new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, driver: 'pglite', close: () => client.close() };
}
