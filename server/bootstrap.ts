import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import { openDatabase, pgliteDirOf } from './db';
import { createMailer } from './mail/create-mailer';
import { storageFromEnv } from './storage/from-env';

/** What main.ts and admin.ts share: the same database (PGlite folder or DATABASE_URL), mailer and uploads. */
export async function openServices(config: Config) {
  const release = config.databaseUrl ? () => {} : claimDataDir(config.dataDir);
  const opened = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
  const database = { ...opened, close: () => opened.close().finally(release) };
  return {
    database,
    mailer: createMailer(config),
    // DATA_DIR/uploads, or the S3 bucket when S3_BUCKET is set (storage/from-env.ts).
    storage: storageFromEnv(config.dataDir),
  };
}

/** Fixed-width text table for the terminal. */
export function formatTable(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '(none)';
  const columns = Object.keys(rows[0]);
  const cells = rows.map((r) => columns.map((c) => String(r[c] ?? '')));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i])).join('  ');
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/**
 * PGlite is one process's database: a second process opening the same folder can corrupt it. The
 * first process (server or admin) leaves its pid in DATA_DIR/pglite.pid; others refuse to start.
 */
function claimDataDir(dataDir: string): () => void {
  const lock = path.join(dataDir, 'pglite.pid');
  const holder = Number((() => { try { return readFileSync(lock, 'utf8').trim(); } catch { return ''; } })()) || 0;
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(`The PGlite database in ${dataDir} is in use by process ${holder} (PGlite allows one process). ` +
      'Stop it first, or use PostgreSQL (DATABASE_URL) to share the database.');
  }
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(lock, String(process.pid));
  return () => rmSync(lock, { force: true });
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
