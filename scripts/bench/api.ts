// `npm run bench -- api`: requests per second of the authenticated list routes and `users/self` on
// PostgreSQL, side by side in one run with two yardsticks (see api-targets.ts): the node:http ceiling
// and a bare Hono route replaying the same SQL, prepared, through the same driver. 20 connections,
// median of BENCH_ROUNDS (3) rounds of BENCH_SECONDS (5) each, rounds interleaved so drift hits all.
// Beside req/s it reads each server process's CPU time per request (/proc), which other work on the
// machine moves far less: the fairer ratio on a shared machine.
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
import { cpuMs } from './process-cpu';
import { throwawayDatabase } from './throwaway-db';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 20;
// BENCH_PORT moves the three servers (port, +1, +2) off ports another session is using.
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3901);
const PORTS = { real: BASE_PORT, hello: BASE_PORT + 1, bare: BASE_PORT + 2 };

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
  // node itself (not the tsx wrapper, which runs node as a child) so that the pid is the server's, for /proc.
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
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

/** Requests per second of one run, and the server process's CPU milliseconds per request during it. */
async function load(url: string, pid: number, token?: string, ifNoneMatch?: string): Promise<{ rps: number; cpuPerRequest: number }> {
  const cpuBefore = await cpuMs(pid);
  const headers = { ...(token && { authorization: `Bearer ${token}` }), ...(ifNoneMatch && { 'if-none-match': ifNoneMatch }) };
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const cpu = (await cpuMs(pid)) - cpuBefore;
  // A repeat read (If-None-Match) must be answered 304 every time: anything else is an error too.
  const bad = ifNoneMatch ? result.requests.total - (result.statusCodeStats?.['304']?.count ?? 0) : result.non2xx;
  if (bad > 0 || result.errors > 0) throw new Error(`${url}: ${bad} unexpected statuses, ${result.errors} errors`);
  return { rps: result.requests.average, cpuPerRequest: cpu / result.requests.total };
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

    const real = await start(['server/main.ts'], { PORT: String(PORTS.real), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, NODE_ENV: 'production', SEED_DEMO: '0', LOG_LEVEL: 'silent', DATA_DIR: dir, DIST_DIR: dir }, `http://127.0.0.1:${PORTS.real}/api/health`);
    const hello = await start(['scripts/bench/api-targets.ts', 'hello', String(PORTS.hello)], {});
    const bare = await start(['scripts/bench/api-targets.ts', 'bare', String(PORTS.bare), routesFile, databaseUrl], {});
    children.push(real, hello, bare);

    // The products list read again by a client that kept the page (its ETag): a 304 without the page's query.
    const productsPath = paths[1];
    const etag = (await fetch(`http://127.0.0.1:${PORTS.real}${productsPath}`, { headers: { authorization: `Bearer ${token}` } })).headers.get('etag') ?? undefined;
    if (!etag) throw new Error(`${productsPath} gave no ETag`);
    const targets: { key: string; url: string; pid: number; token?: string; ifNoneMatch?: string }[] = [
      { key: 'hello', url: `http://127.0.0.1:${PORTS.hello}/`, pid: hello.pid! },
      ...routes.flatMap((r) => [
        { key: `real ${r.path}`, url: `http://127.0.0.1:${PORTS.real}${r.path}`, pid: real.pid!, token },
        { key: `bare ${r.path}`, url: `http://127.0.0.1:${PORTS.bare}/bare${r.path}`, pid: bare.pid! },
      ]),
      { key: 'repeat', url: `http://127.0.0.1:${PORTS.real}${productsPath}`, pid: real.pid!, token, ifNoneMatch: etag },
    ];
    const samples = new Map<string, Array<{ rps: number; cpuPerRequest: number }>>(targets.map((t) => [t.key, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const t of targets) samples.get(t.key)!.push(await load(t.url, t.pid, t.token, t.ifNoneMatch));
      console.log(`  round ${round}/${ROUNDS} done`);
    }
    const rps = (key: string) => median(samples.get(key)!.map((s) => s.rps));
    const cpu = (key: string) => median(samples.get(key)!.map((s) => s.cpuPerRequest));
    const ceiling = rps('hello');
    const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(0)}%`.padStart(9);
    console.log(`\nPostgreSQL, ${CONNECTIONS} connections, median of ${ROUNDS} × ${SECONDS} s; req/s, and the server's CPU ms per request:`);
    console.log(`  node:http hello world (ceiling)             ${ceiling.toFixed(0).padStart(7)}          ${cpu('hello').toFixed(3)} ms`);
    console.log(`  ${'route'.padEnd(42)} ${'real'.padStart(7)} ${'bare'.padStart(7)}  real/bare  CPU real  CPU bare  bare÷real CPU  SQL statements`);
    for (const r of routes) {
      const [realRps, bareRps, realCpu, bareCpu] = [rps(`real ${r.path}`), rps(`bare ${r.path}`), cpu(`real ${r.path}`), cpu(`bare ${r.path}`)];
      console.log(`  ${r.path.padEnd(42)} ${realRps.toFixed(0).padStart(7)} ${bareRps.toFixed(0).padStart(7)} ${pct(realRps, bareRps)}  ${realCpu.toFixed(3).padStart(8)}  ${bareCpu.toFixed(3).padStart(8)} ${pct(bareCpu, realCpu).padStart(14)}  ${r.statements.length}`);
    }
    console.log(`  ${'products list, repeat read (If-None-Match → 304)'.padEnd(42)} ${rps('repeat').toFixed(0).padStart(7)}        -          -  ${cpu('repeat').toFixed(3).padStart(8)}`);
    const self = rps('real /api/users/self');
    console.log(`  users/self against the ceiling: ${pct(self, ceiling).trim()} (goal ≥ 25%); list routes against bare: goal ≥ 70%`);
    const pct1 = (a: number) => `${((100 * a) / ceiling).toFixed(1)}%`;
    console.log(`  products list against the ceiling: first read ${pct1(rps(`real ${productsPath}`))}, repeat read ${pct1(rps('repeat'))} (goal ≥ 5%)`);
  } finally {
    await Promise.all(children.map((child) => new Promise((done) => { child.once('exit', done); child.kill('SIGTERM'); })));
    await throwaway.drop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}
