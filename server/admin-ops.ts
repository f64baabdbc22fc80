import { execFile } from 'node:child_process';
import { createReadStream, existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { pgliteHolder } from './admin-remote';
import type { Config } from './config';
import { pgliteDirOf } from './db';
import { s3OptionsFromEnv } from './storage/from-env';
import { S3Storage } from './storage/s3';

const run = promisify(execFile);

/** Operations commands of `npm run admin` (docs/operations.md). */
export const OPS_COMMANDS = ['migrate-uploads', 'backup', 'restore'] as const;
export type OpsCommand = (typeof OPS_COMMANDS)[number];
export const isOpsCommand = (c: string | undefined): c is OpsCommand => OPS_COMMANDS.includes(c as OpsCommand);

/** Every file under `root`, as storage keys (`products/1.webp`), leaving out half-written ones. */
export async function localKeys(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && !e.name.endsWith('.partial'))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** Copies DATA_DIR/uploads (or `from`) into the S3 bucket the S3_* variables name; returns how many files. */
export async function migrateUploads(config: Config, env: NodeJS.ProcessEnv, from?: string, log = console.log): Promise<number> {
  const options = s3OptionsFromEnv(env);
  if (!options) throw new Error('migrate-uploads copies into the S3 bucket: set S3_BUCKET (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) first');
  const root = path.resolve(from ?? path.join(config.dataDir, 'uploads'));
  const bucket = new S3Storage(options);
  const keys = await localKeys(root);
  let copied = 0;
  for (const key of keys) {
    // Streamed: a large file goes up in parts, never read whole.
    await bucket.put(key, createReadStream(path.join(root, key)));
    copied++;
    if (copied % 100 === 0) log(`  ${copied}/${keys.length}`);
  }
  log(`Copied ${copied} files from ${root} to bucket ${options.bucket}${options.prefix ? `/${options.prefix}` : ''}.`);
  return copied;
}

function refuseWhileHeld(config: Config, what: string) {
  if (config.databaseUrl) throw new Error(`${what} is for the embedded database (PGlite). On PostgreSQL use pg_dump/pg_restore and copy the bucket (docs/operations.md).`);
  const held = pgliteHolder(config.dataDir);
  if (held) throw new Error(`The server (process ${held}) holds ${config.dataDir}: stop it first (PGlite is copied while nobody writes to it).`);
}

/**
 * One archive (tar.gz) of the embedded database's folder and the uploads folder, taken while no
 * process holds DATA_DIR. Restored on any machine with `restore` into an empty DATA_DIR.
 */
export async function backup(config: Config, file: string, log = console.log): Promise<string> {
  refuseWhileHeld(config, 'backup');
  const pglite = pgliteDirOf(config.dataDir);
  if (!existsSync(pglite)) throw new Error(`No embedded database in ${config.dataDir}`);
  const target = path.resolve(file);
  const parts = ['pglite', ...(existsSync(path.join(config.dataDir, 'uploads')) ? ['uploads'] : [])];
  const partial = `${target}.partial`;
  await run('tar', ['-czf', partial, '-C', config.dataDir, ...parts]);
  await rename(partial, target);
  log(`Backed up ${parts.join(' and ')} of ${config.dataDir} to ${target} (${((await stat(target)).size / 1024 / 1024).toFixed(1)} MB).`);
  return target;
}

/** Unpacks a `backup` archive into DATA_DIR, which must hold no database yet (a fresh machine). */
export async function restore(config: Config, file: string, log = console.log): Promise<void> {
  refuseWhileHeld(config, 'restore');
  const source = path.resolve(file);
  if (!existsSync(source)) throw new Error(`No such archive: ${source}`);
  if (existsSync(pgliteDirOf(config.dataDir))) throw new Error(`${config.dataDir} already has a database: restore into an empty DATA_DIR (or move the old one aside)`);
  const { stdout } = await run('tar', ['-tzf', source]);
  const names = stdout.split('\n').filter(Boolean);
  if (!names.some((n) => n.startsWith('pglite/')) || names.some((n) => !/^(pglite|uploads)(\/|$)/.test(n) || n.includes('..'))) {
    throw new Error(`${source} is not a Souqdesk backup (it holds more than pglite/ and uploads/)`);
  }
  await mkdir(config.dataDir, { recursive: true });
  // Unpacked aside, then moved in: a broken archive leaves DATA_DIR as it was.
  const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
  try {
    await run('tar', ['-xzf', source, '-C', staging]);
    for (const part of ['pglite', 'uploads']) {
      if (!existsSync(path.join(staging, part))) continue;
      await rm(path.join(config.dataDir, part), { recursive: true, force: true });
      await rename(path.join(staging, part), path.join(config.dataDir, part));
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  log(`Restored ${source} into ${config.dataDir}.`);
}

export async function runOps(command: OpsCommand, args: string[], config: Config): Promise<number> {
  try {
    if (command === 'migrate-uploads') await migrateUploads(config, process.env, args[0]);
    else if (command === 'backup') await backup(config, args[0] ?? path.join(process.cwd(), `souqdesk-backup-${new Date().toISOString().slice(0, 19).replaceAll(':', '')}.tar.gz`));
    else {
      if (!args[0]) throw new Error('usage: npm run admin -- restore <archive.tar.gz>');
      await restore(config, args[0]);
    }
    return 0;
  } catch (err) {
    console.error((err as Error).message);
    return 1;
  }
}
