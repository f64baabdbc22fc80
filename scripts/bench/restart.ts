// `npm run bench -- restart`: how long `npm start`'s server takes to answer /api/health on a fresh
// data folder or database (migrations and the whole demo seed) and on an existing one (a restart),
// on PGlite and on a throwaway PostgreSQL database. The client build is not part of it.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PORT = 3921;

async function secondsToHealth(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const server = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (await fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => r.ok, () => false)) break;
      if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return (performance.now() - started) / 1000;
  } finally {
    await new Promise((done) => { server.once('exit', done); server.kill('SIGTERM'); });
  }
}

export async function benchRestart() {
  const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-bench-restart-'));
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgresql://root@127.0.0.1:5432/test';
  const name = `souqdesk_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try { await client.query(text); } finally { await client.end(); }
  };
  try {
    const lite = { DATA_DIR: path.join(dir, 'lite'), DIST_DIR: dir, DATABASE_URL: '' };
    const fresh = await secondsToHealth(lite);
    const again = await secondsToHealth(lite);
    console.log(`PGlite:     fresh ${fresh.toFixed(1)} s, restart ${again.toFixed(1)} s (goal ≤ 3 s)`);
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const postgres = { DATA_DIR: path.join(dir, 'pg'), DIST_DIR: dir, DATABASE_URL: url.toString() };
    const pgFresh = await secondsToHealth(postgres);
    const pgAgain = await secondsToHealth(postgres);
    console.log(`PostgreSQL: fresh ${pgFresh.toFixed(1)} s, restart ${pgAgain.toFixed(1)} s (goal ≤ 3 s)`);
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}
