// `npm run bench -- scale`: the products list and users/self served by one server process, then by two
// (one PostgreSQL), measured with autocannon; reports requests per second and the ratio (goal
// ≥ 1.6× on two cores). The load generator runs on the same two cores, so the ratio is a floor.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db';
import { seed } from '../../server/db/seed';
import { stopChild } from './stop-child';
import { throwawayDatabase } from './throwaway-db';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 20;
const BASE_PORT = Number(process.env.BENCH_PORT ?? 5301);

function startServer(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server on ${port} exited with ${code}`)));
    const poll = () => fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => (r.ok ? resolve(child) : setTimeout(poll, 200)), () => setTimeout(poll, 200));
    poll();
  });
}

async function rps(urls: string[], token: string): Promise<number> {
  const runs = await Promise.all(urls.map((url) => autocannon({ url, connections: Math.round(CONNECTIONS / urls.length), duration: SECONDS, headers: { authorization: `Bearer ${token}` } })));
  for (const r of runs) if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return runs.reduce((sum, r) => sum + r.requests.average, 0);
}

export async function benchScale() {
  const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-bench-scale-'));
  const throwaway = await throwawayDatabase();
  const children: ChildProcess[] = [];
  try {
    const database = await openDatabase({ databaseUrl: throwaway.url });
    await seed(database.db);
    await database.close();
    const env = { HOST: '127.0.0.1', DATABASE_URL: throwaway.url, NODE_ENV: 'production', SEED_DEMO: '0', LOG_LEVEL: 'silent', DATA_DIR: dir, DIST_DIR: dir };
    const ports = [BASE_PORT, BASE_PORT + 1];
    children.push(...(await Promise.all(ports.map((p) => startServer(p, env)))));
    const login = await fetch(`http://127.0.0.1:${ports[0]}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo', password: 'Demo@12345' }) });
    const { token } = (await login.json()) as { token: string };
    const self = await fetch(`http://127.0.0.1:${ports[0]}/api/users/self`, { headers: { authorization: `Bearer ${token}` } });
    const { company } = (await self.json()) as { company: { id: number } };
    const routes = ['/api/users/self', `/api/products/${company.id}/sellers?perPage=20`];
    console.log(`PostgreSQL, ${CONNECTIONS} connections in all, ${SECONDS} s each, ${(await import('node:os')).availableParallelism()} cores (autocannon on the same cores):`);
    for (const route of routes) {
      await rps([`http://127.0.0.1:${ports[0]}${route}`], token); // warm-up of both paths
      const one = await rps([`http://127.0.0.1:${ports[0]}${route}`], token);
      const two = await rps(ports.map((p) => `http://127.0.0.1:${p}${route}`), token);
      console.log(`  ${route.padEnd(40)} 1 process ${one.toFixed(0).padStart(6)} req/s   2 processes ${two.toFixed(0).padStart(6)} req/s   ratio ${(two / one).toFixed(2)}× (goal ≥ 1.6×)`);
    }
  } finally {
    await Promise.all(children.map((c) => stopChild(c)));
    await throwaway.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
