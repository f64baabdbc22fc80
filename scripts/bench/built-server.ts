// The built app on the real server (PGlite, a fresh data folder), for the benches that drive a browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export async function startBuiltServer(port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'souqdesk-bench-'));
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 240; i++) {
    if (await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return { stop: () => { server.kill(); rmSync(dataDir, { recursive: true, force: true }); } };
}
