// `npm run bench -- pglite-load`: the real server on PGlite under 200 connections for 10 s on the
// products list, with /api/health probed every 50 ms meanwhile. Reports the slowest request, how many
// waited over 2 s, how many were told 503 (busy, Retry-After) and the health probe's slowest answer.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = 3911;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const base = `http://127.0.0.1:${PORT}`;

async function waitFor(url: string) {
  for (;;) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function benchPgliteLoad() {
  const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-bench-load-'));
  const server = spawn(path.resolve('node_modules/.bin/tsx'), ['server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dir, DIST_DIR: dir, DATABASE_URL: '', NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    stdio: 'ignore',
  });
  try {
    await waitFor(`${base}/api/health`);
    const login = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo', password: 'Demo@12345' }) });
    const { token } = (await login.json()) as { token: string };
    const self = (await (await fetch(`${base}/api/users/self`, { headers: { authorization: `Bearer ${token}` } })).json()) as { company: { id: number } };

    const healthTimes: number[] = [];
    let probing = true;
    const probe = (async () => {
      while (probing) {
        const started = performance.now();
        await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
        healthTimes.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();
    const slow: number[] = [];
    const statuses = new Map<number, number>();
    const result = await autocannon({
      url: `${base}/api/products/${self.company.id}/sellers?perPage=20`,
      connections: CONNECTIONS,
      duration: SECONDS,
      headers: { authorization: `Bearer ${token}` },
      setupClient: (client) => {
        client.on('response', (status: number, _bytes: number, responseTime: number) => {
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (responseTime > 2000) slow.push(responseTime);
        });
      },
    });
    probing = false;
    await probe;
    console.log(`PGlite, ${CONNECTIONS} connections for ${SECONDS} s on the products list:`);
    console.log(`  replies: ${[...statuses].map(([s, n]) => `${n} × ${s}`).join(', ')}; ${result.errors} errors, ${result.timeouts} timeouts`);
    console.log(`  latency: median ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; waited over 2 s: ${slow.length}`);
    console.log(`  /api/health meanwhile: ${healthTimes.length} probes, slowest ${Math.max(...healthTimes).toFixed(0)} ms (goal ≤ 100 ms)`);
  } finally {
    await new Promise((done) => { server.once('exit', done); server.kill('SIGTERM'); });
    await rm(dir, { recursive: true, force: true });
  }
}
