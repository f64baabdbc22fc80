import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { NotificationHandler } from './pg-listener';
import type { PgliteClient } from './pglite-client';
import * as schema from './schema';

/** The one Drizzle type the rest of the server sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What the HTTP layer needs to know of the database besides queries. */
export interface DatabaseLoad {
  /** A round trip that skips any queue of waiting work (the health check). */
  ping(): Promise<void>;
  /** How long new work would wait for its turn (PGlite runs one statement at a time; PostgreSQL: 0). */
  expectedWaitMs(): number;
}

export interface Database extends DatabaseLoad, DatabaseEvents {
  db: Db;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** PostgreSQL's LISTEN/NOTIFY: how one server process hears what another changed (both drivers). */
export interface DatabaseEvents {
  /** Calls `handler` with each payload NOTIFYed on `channel`; the returned function stops it. */
  listen(channel: string, handler: NotificationHandler): Promise<() => void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent means in memory (tests). */
  pgliteDir?: string;
  /** In memory, started from a data folder PgliteClient.dumpTo wrote (tests: a migrated, seeded template). */
  pgliteTemplate?: string;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const { PgliteClient } = await import('./pglite-client');
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // PGlite runs in a worker thread so that its work never blocks the server's event loop.
  return pgliteDatabase(await PgliteClient.open(options.pgliteDir, options.pgliteTemplate));
}

/** The PGlite folder main.ts and admin.ts share. */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // A connection that cannot be had in 5 s fails (503 with Retry-After, http/on-error.ts) instead of
  // holding the request while PostgreSQL is away; a refused one fails at once.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops (restart, failover, a dropped test database) must not
  // crash the process: the pool replaces it on the next query.
  pool.on('error', (error) => console.error(JSON.stringify({ level: 'error', msg: 'postgres idle client error', error: error.message })));
  const { withNamedStatements } = await import('./named-statements');
  const db = drizzle(withNamedStatements(pool), { schema });
  await migrate(db, { migrationsFolder });
  const { PgListener } = await import('./pg-listener');
  const listener = new PgListener(async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return client;
  });
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    ping: async () => { await pool.query('select 1'); },
    expectedWaitMs: () => 0,
    listen: (channel, handler) => listener.listen(channel, handler),
    close: async () => { await listener.close(); await pool.end(); },
  };
}

/** The Database over a started PGlite worker, migrated. */
export async function pgliteDatabase(client: PgliteClient): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const db = drizzle(client as unknown as PGlite, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    ping: async () => { await client.urgent('select 1'); },
    expectedWaitMs: () => client.expectedWaitMs(),
    listen: (channel, handler) => client.listen(channel, handler),
    close: () => client.close(),
  };
}
