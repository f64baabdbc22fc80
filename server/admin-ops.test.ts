import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backup, localKeys, migrateUploads, restore } from './admin-ops';
import { loadConfig } from './config';
import { openDatabase, pgliteDirOf } from './db';
import { S3Storage } from './storage/s3';
import { LocalStorage } from './storage/storage';
import { startTestS3, type TestS3 } from './test/s3-server';

let root: string;
beforeAll(async () => { root = await mkdtemp(path.join(tmpdir(), 'souqdesk-ops-')); });
afterAll(async () => { await rm(root, { recursive: true, force: true }); });
const quiet = () => {};

describe('npm run admin -- migrate-uploads', () => {
  let s3: TestS3;
  beforeAll(async () => { s3 = await startTestS3('migrate'); }, 30_000);
  afterAll(async () => { await s3?.close(); });

  it('copies every file of the local uploads folder into the bucket, under the same keys', async () => {
    const dataDir = path.join(root, 'migrate');
    const local = new LocalStorage(path.join(dataDir, 'uploads'));
    const files = { 'products/1.webp': 'photo', 'products/1-thumb.webp': 'thumb', 'join-requests/abc.pdf': '%PDF-1.4', 'chat-files/9.wav': 'RIFF' };
    for (const [key, text] of Object.entries(files)) await local.put(key, new TextEncoder().encode(text));
    await writeFile(path.join(dataDir, 'uploads', 'products', 'x.webp.1.partial'), 'half');
    expect(await localKeys(path.join(dataDir, 'uploads'))).toEqual(Object.keys(files).sort());

    const copied = await migrateUploads(loadConfig({ DATA_DIR: dataDir }), s3.env, undefined, quiet);
    expect(copied).toBe(4);
    const bucket = new S3Storage(s3.options);
    for (const [key, text] of Object.entries(files)) expect(new TextDecoder().decode(await bucket.get(key)), key).toBe(text);
    await expect(migrateUploads(loadConfig({ DATA_DIR: dataDir }), {}, undefined, quiet)).rejects.toThrow(/S3_BUCKET/);
  });
});

describe('npm run admin -- backup / restore (the embedded database)', () => {
  it('one archive of the database and the uploads, restored into an empty folder elsewhere', async () => {
    const from = path.join(root, 'machine-a');
    const database = await openDatabase({ pgliteDir: pgliteDirOf(from) });
    await database.db.execute(sql`create table backup_probe (note text)`);
    await database.db.execute(sql`insert into backup_probe values ('kept across machines')`);
    await database.close();
    await new LocalStorage(path.join(from, 'uploads')).put('products/7.webp', Uint8Array.of(1, 2, 3));

    const archive = await backup(loadConfig({ DATA_DIR: from }), path.join(root, 'souqdesk.tar.gz'), quiet);
    const to = path.join(root, 'machine-b');
    await restore(loadConfig({ DATA_DIR: to }), archive, quiet);
    const restored = await openDatabase({ pgliteDir: pgliteDirOf(to) });
    try {
      const { rows } = (await restored.db.execute(sql`select note from backup_probe`)) as unknown as { rows: { note: string }[] };
      expect(rows).toEqual([{ note: 'kept across machines' }]);
    } finally {
      await restored.close();
    }
    expect(await new LocalStorage(path.join(to, 'uploads')).get('products/7.webp')).toEqual(Uint8Array.of(1, 2, 3));

    // A folder that has a database already is not overwritten; PostgreSQL is pg_dump's job.
    await expect(restore(loadConfig({ DATA_DIR: to }), archive, quiet)).rejects.toThrow(/already has a database/);
    await expect(backup(loadConfig({ DATA_DIR: from, DATABASE_URL: 'postgresql://x/y' }), path.join(root, 'x.tar.gz'), quiet)).rejects.toThrow(/pg_dump/);
    // Anything but a backup is refused before it is unpacked.
    await mkdir(path.join(root, 'other'), { recursive: true });
    await writeFile(path.join(root, 'other', 'evil.txt'), 'x');
    const { execFileSync } = await import('node:child_process');
    execFileSync('tar', ['-czf', path.join(root, 'other.tar.gz'), '-C', path.join(root, 'other'), 'evil.txt']);
    await expect(restore(loadConfig({ DATA_DIR: path.join(root, 'machine-c') }), path.join(root, 'other.tar.gz'), quiet)).rejects.toThrow(/not a Souqdesk backup/);
  }, 180_000); // three PGlite opens and two archives: over 60 s in a CI run at load 12
});
