// Every server suite starts from the same migrated and seeded database. Building one (PGlite's initdb,
// the migrations, the seed's password hashes) took 20–30 s a file on the loaded two-core CI machine; a
// copy of a template built once a run takes a few. The first suite that needs a driver's template builds
// it (the others wait for it), so a run with no server suite builds none.
import { existsSync } from 'node:fs';
import { open, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { inject } from 'vitest';
import { openDatabase, pgliteDatabase } from '../db';
import { PgliteClient } from '../db/pglite-client';
import { seed } from '../db/seed';
import { adminQuery, databaseUrlOf } from './admin-query';

/**
 * The template to start from, migrated and seeded as of `now`: the PGlite dump's file, or the PostgreSQL
 * database to copy (`CREATE DATABASE … TEMPLATE`). Undefined outside a run with the global set-up.
 */
export async function templateFor(driver: 'pglite' | 'postgres', now: Date): Promise<string | undefined> {
  const templates = inject('dbTemplates');
  if (!templates) return undefined;
  const key = path.join(templates.dir, `${driver}-${now.getTime()}`);
  const built = driver === 'pglite' ? `${key}.tar` : templates.postgres;
  // One builder: whoever creates the lock file; every other suite waits for its `.ready` or `.failed`.
  const lock = await open(`${key}.lock`, 'wx').catch(() => undefined);
  if (lock) {
    await lock.close();
    try {
      if (driver === 'pglite') await buildPglite(built, now);
      else await buildPostgres(built, now);
      await writeFile(`${key}.ready`, '');
    } catch (error) {
      await writeFile(`${key}.failed`, String((error as Error).stack ?? error));
      throw error;
    }
    return built;
  }
  for (;;) {
    if (existsSync(`${key}.ready`)) return built;
    if (existsSync(`${key}.failed`)) throw new Error(`the ${driver} template failed: ${await readFile(`${key}.failed`, 'utf8')}`);
    await sleep(100);
  }
}

async function buildPglite(file: string, now: Date) {
  const client = await PgliteClient.open();
  const database = await pgliteDatabase(client);
  try {
    await seed(database.db, { now });
    await client.dumpTo(`${file}.part`);
  } finally {
    await database.close();
  }
  await rename(`${file}.part`, file);
}

async function buildPostgres(name: string, now: Date) {
  const base = process.env.DATABASE_URL!;
  await adminQuery(base, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ databaseUrl: databaseUrlOf(base, name) });
  try {
    await seed(database.db, { now });
  } finally {
    // A template is copied only while no one is connected to it.
    await database.close();
  }
}
