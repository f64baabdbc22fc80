// The built app on the real server (PGlite, a fresh data folder), for the benches that drive a browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopChild } from './stop-child';

const healthy = (port: number) => fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);

export async function startBuiltServer(port: number) {
  // A server of an earlier run still on the port would answer in this one's place (another build, and its
  // CPU beside the measured page): refuse rather than measure it.
  if (await healthy(port)) throw new Error(`port ${port} is already served; stop that server or set BENCH_PORT`);
  const dataDir = mkdtempSync(join(tmpdir(), 'souqdesk-bench-'));
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: 'ignore',
    // A process group of its own: tsx runs the server as its child, and both must go at the stop.
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    if (await healthy(port)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    /** Resolves once the server has exited (its data folder goes after it, not from under it). */
    stop: async () => {
      await stopChild(server, { group: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

