// The built app on the real server (PGlite, a fresh data folder), for the benches that drive a browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
      await stopGroup(server.pid!);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** SIGTERM to the whole group for a graceful close, SIGKILL after 5 s; resolves once no process of it is left. */
async function stopGroup(pid: number) {
  const signal = (name: NodeJS.Signals | 0) => {
    try {
      process.kill(-pid, name);
      return true;
    } catch {
      return false; // ESRCH: the group is gone
    }
  };
  signal('SIGTERM');
  for (let waited = 0; signal(0); waited += 100) {
    if (waited === 5000) signal('SIGKILL');
    await new Promise((r) => setTimeout(r, 100));
  }
}
