// `npm run bench -- restart`: how long `npm start`'s server (the bundle, dist-server/main.mjs) takes to answer /api/health on a fresh
// data folder or database (migrations and the whole demo seed) and on an existing one (a restart),
// on PGlite and on a throwaway PostgreSQL database. The client build is not part of it.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer } from '../build-server';
import { throwawayDatabase } from './throwaway-db';

const PORT = 3921;

async function secondsToHealth(env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const server = spawn(process.execPath, ['dist-server/main.mjs'], {
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
  await buildServer();
  const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-bench-restart-'));
  let throwaway: Awaited<ReturnType<typeof throwawayDatabase>> | undefined;
  try {
    const lite = { DATA_DIR: path.join(dir, 'lite'), DIST_DIR: dir, DATABASE_URL: '' };
    const fresh = await secondsToHealth(lite);
    const again = await secondsToHealth(lite);
    console.log(`PGlite:     fresh ${fresh.toFixed(1)} s, restart ${again.toFixed(1)} s (goal ≤ 3 s)`);
    throwaway = await throwawayDatabase();
    const postgres = { DATA_DIR: path.join(dir, 'pg'), DIST_DIR: dir, DATABASE_URL: throwaway.url };
    const pgFresh = await secondsToHealth(postgres);
    const pgAgain = await secondsToHealth(postgres);
    console.log(`PostgreSQL: fresh ${pgFresh.toFixed(1)} s, restart ${pgAgain.toFixed(1)} s (goal ≤ 3 s)`);
  } finally {
    await throwaway?.drop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}
