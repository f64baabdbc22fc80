// `npm run bench -- api`: requests per second of the authenticated list routes and `users/self` on
// PostgreSQL, side by side in one run with two yardsticks (see api-targets.ts): the node:http ceiling
// and a bare Hono route replaying the same SQL, prepared, through the same driver. 20 connections,
// median of BENCH_ROUNDS (3) rounds of BENCH_SECONDS (5) each, rounds interleaved so drift hits all.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { companies } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { systemClock } from '../../server/http/context';
import { createLogger } from '../../server/http/logger';
import { MemoryMailer } from '../../server/mail/memory-mailer';
import { cachedSessions } from '../../server/services/sessions';
import { LocalStorage } from '../../server/storage/storage';
import type { RecordedRoute } from './api-targets';
import { throwawayDatabase } from './throwaway-db';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
const PORTS = { real: 3901, hello: 3902, bare: 3903 };
const tsx = path.resolve('node_modules/.bin/tsx');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Every statement the route sends to PostgreSQL on a warm call, in order. */
async function record(pool: pg.Pool, call: () => Promise<Response>): Promise<RecordedRoute['statements']> {
  await call();
  const statements: RecordedRoute['statements'] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
    const c = config as { text?: string; values?: unknown[]; rowMode?: 'array' };
    if (typeof c === 'object' && c?.text) statements.push({ text: c.text, values: (values as unknown[]) ?? c.values ?? [], rowMode: c.rowMode });
    else if (typeof config === 'string') statements.push({ text: config, values: (values as unknown[]) ?? [] });
    return query(config, values);
  };
  const res = await call();
  if (res.status !== 200) throw new Error(`recording got ${res.status}: ${await res.text()}`);
  (pool as unknown as { query: unknown }).query = query;
  return statements;
}

function start(args: string[], env: NodeJS.ProcessEnv, readyUrl?: string): Promise<ChildProcess> {
  const child = spawn(tsx, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
    if (readyUrl) {
      const poll = () => fetch(readyUrl).then((r) => (r.ok ? resolve(child) : setTimeout(poll, 200)), () => setTimeout(poll, 200));
      poll();
    } else {
      child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('ready')) resolve(child); });
    }
  });
}

async function requestsPerSecond(url: string, token?: string): Promise<number> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export async function benchApi() {
  const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-bench-api-'));
  const children: ChildProcess[] = [];
  const throwaway = await throwawayDatabase();
  const databaseUrl = throwaway.url;
  try {

    // Seed the demo data and record, in process, the SQL each route sends.
    const database = await openDatabase({ databaseUrl });
    const storage = new LocalStorage(path.join(dir, 'uploads'));
    await seed(database.db, { storage });
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, NODE_ENV: 'production' });
    const app = createApp({ db: database.db, database, sessions: await cachedSessions(database.db, database), mailer: new MemoryMailer(), config, storage, clock: systemClock, logger: createLogger('silent') });
    const login = await app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo', password: 'Demo@12345' }) });
    const { token } = (await login.json()) as { token: string };
    const [demo] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'demo'));
    const paths = ['/api/users/self', `/api/products/${demo.id}/sellers?perPage=20`, '/api/requests?perPage=20', '/api/employees?perPage=20'];
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const routes: RecordedRoute[] = [];
    for (const p of paths) routes.push({ path: p, statements: await record(pool, async () => app.request(p, { headers: { authorization: `Bearer ${token}` } })) });
    await database.close();
    const routesFile = path.join(dir, 'routes.json');
    await writeFile(routesFile, JSON.stringify(routes));

    children.push(await start(['server/main.ts'], { PORT: String(PORTS.real), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, NODE_ENV: 'production', SEED_DEMO: '0', LOG_LEVEL: 'silent', DATA_DIR: dir, DIST_DIR: dir }, `http://127.0.0.1:${PORTS.real}/api/health`));
    children.push(await start(['scripts/bench/api-targets.ts', 'hello', String(PORTS.hello)], {}));
    children.push(await start(['scripts/bench/api-targets.ts', 'bare', String(PORTS.bare), routesFile, databaseUrl], {}));

    const targets: { key: string; url: string; token?: string }[] = [
      { key: 'hello', url: `http://127.0.0.1:${PORTS.hello}/` },
      ...routes.flatMap((r) => [
        { key: `real ${r.path}`, url: `http://127.0.0.1:${PORTS.real}${r.path}`, token },
        { key: `bare ${r.path}`, url: `http://127.0.0.1:${PORTS.bare}/bare${r.path}` },
      ]),
    ];
    const samples = new Map<string, number[]>(targets.map((t) => [t.key, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const t of targets) samples.get(t.key)!.push(await requestsPerSecond(t.url, t.token));
      console.log(`  round ${round}/${ROUNDS} done`);
    }
    const rps = (key: string) => median(samples.get(key)!);
    const hello = rps('hello');
    console.log(`\nPostgreSQL, ${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s (req/s):`);
    console.log(`  node:http hello world (ceiling)             ${hello.toFixed(0).padStart(7)}`);
    console.log(`  ${'route'.padEnd(42)} ${'real'.padStart(7)} ${'bare'.padStart(7)}  real/bare  SQL statements`);
    for (const r of routes) {
      const real = rps(`real ${r.path}`);
      const bare = rps(`bare ${r.path}`);
      console.log(`  ${r.path.padEnd(42)} ${real.toFixed(0).padStart(7)} ${bare.toFixed(0).padStart(7)}  ${((100 * real) / bare).toFixed(0).padStart(8)}%  ${r.statements.length}`);
    }
    const self = rps('real /api/users/self');
    console.log(`  users/self against the ceiling: ${((100 * self) / hello).toFixed(1)}% (goal ≥ 25%); list routes against bare: goal ≥ 70%`);
  } finally {
    await Promise.all(children.map((child) => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); })));
    await throwaway.drop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}
