// `npm run bench -- products`: the products list over 1,000,000 rows. Server time (in-process
// app.request, JSON included) and reply size of the first page and of a page 10,000 rows deep,
// plus EXPLAIN ANALYZE of the deep page. PostgreSQL (throwaway database on 127.0.0.1:5432), then PGlite.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { seed } from '../../server/db/seed';
import { seedCatalog } from '../../server/db/seed-catalog';
import { categories, companies, users } from '../../server/db/schema';
import { systemClock } from '../../server/http/context';
import { createLogger } from '../../server/http/logger';
import { MemoryMailer } from '../../server/mail/memory-mailer';
import { encodeCursor } from '../../server/services/products/cursor';
import { cachedSessions } from '../../server/services/sessions';
import { LocalStorage } from '../../server/storage/storage';
import { fillProducts } from './products-fill';
import { throwawayDatabase } from './throwaway-db';

const TOTAL = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const DEEP = 10_000;
const REPS = 15;
const PGLITE_BUDGET_MS = 150_000;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function prepare(database: Database, dir: string) {
  const storage = new LocalStorage(path.join(dir, 'uploads'));
  await seed(database.db);
  await seedCatalog(database.db, { storage, demoProducts: 0, rivalProducts: 0 });
  const [demo] = await database.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'demo'));
  const sellers = await database.db.select({ id: users.id, userName: users.userName }).from(users).where(eq(users.companyId, demo.id));
  const leaves = await database.db.select({ id: categories.id }).from(categories)
    .where(sql`not exists (select 1 from categories c2 where c2.parent_id = ${categories.id})`);
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, NODE_ENV: 'test' });
  const app = createApp({ db: database.db, database, sessions: await cachedSessions(database.db, database), mailer: new MemoryMailer(), config, storage, clock: systemClock, logger: createLogger('silent') });
  return { app, target: { companyId: demo.id, sellerIds: sellers.map((s) => s.id), leafIds: leaves.map((l) => l.id) }, sara: sellers.find((s) => s.userName === 'sara')!.id };
}

async function measure(label: string, database: Database, dir: string, fill: (p: Awaited<ReturnType<typeof prepare>>) => Promise<number>, explain?: () => Promise<string>) {
  const prepared = await prepare(database, dir);
  const t0 = performance.now();
  const rows = await fill(prepared);
  console.log(`${label}: filled ${rows.toLocaleString('en')} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const { app, target } = prepared;
  const login = await app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo', password: 'Demo@12345' }) });
  const { token } = (await login.json()) as { token: string };
  const [deepRow] = (await database.db.execute(sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id from products
    where company_id = ${target.companyId} and deleted_at is null order by created_at desc, id desc offset ${DEEP - 1} limit 1`) as unknown as { rows: { at: string; id: number }[] }).rows;
  const deepCursor = deepRow ? encodeCursor({ createdAt: deepRow.at, id: Number(deepRow.id) }) : undefined;
  const base = `/api/products/${target.companyId}/sellers?perPage=20`;
  const cases: [string, string][] = [
    ['first page', base],
    ...(deepCursor ? [[`page ${DEEP.toLocaleString('en')} rows deep`, `${base}&cursor=${deepCursor}`] as [string, string]] : []),
    ['first page, usersIds=sara', `${base}&usersIds=${prepared.sara}`],
    ['first page, isActive=false', `${base}&isActive=false`],
    ['first page, path=vehicles', `${base}&path=vehicles`],
    ['first page, q=salmiya', `${base}&q=salmiya`],
    ['first page, q=no-such-thing (matches nothing)', `${base}&q=no-such-thing`],
  ];
  let plan = '';
  for (const [name, url] of cases) {
    const times: number[] = [];
    let bytes = 0;
    let count = 0;
    for (let i = 0; i < REPS; i++) {
      const start = performance.now();
      const res = await app.request(url, { headers: { authorization: `Bearer ${token}` } });
      const body = await res.text();
      times.push(performance.now() - start);
      bytes = Buffer.byteLength(body);
      count = (JSON.parse(body) as { data: unknown[] }).data?.length ?? -1;
    }
    console.log(`  ${name.padEnd(42)} median ${median(times).toFixed(1).padStart(7)} ms  (min ${Math.min(...times).toFixed(1)})  ${bytes.toLocaleString('en')} bytes JSON, ${count} rows`);
    if (explain && url.includes('cursor=')) plan = await explain();
  }
  if (plan) console.log(`\n  EXPLAIN ANALYZE of the page ${DEEP.toLocaleString('en')} rows deep:\n${plan}`);
}

export async function benchProducts() {
  const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-bench-'));
  const throwaway = await throwawayDatabase();
  try {
    const database = await openDatabase({ databaseUrl: throwaway.url });
    // Capture the list query as sent, to EXPLAIN it with its own parameters.
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    let last: { text: string; values: unknown[] } | undefined;
    const query = pool.query.bind(pool) as (...a: unknown[]) => Promise<unknown>;
    (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
      const c = config as { text?: string; values?: unknown[] };
      if (typeof c === 'object' && c?.text?.includes('desc nulls last')) last = { text: c.text, values: (values as unknown[]) ?? c.values ?? [] };
      return query(config, values);
    };
    await measure('PostgreSQL', database, dir, (p) => fillProducts(database.db, p.target, TOTAL, 250_000), async () => {
      const plan = await pool.query(`explain (analyze, buffers) ${last!.text}`, last!.values as unknown[]);
      return (plan.rows as { 'QUERY PLAN': string }[]).map((r) => `    ${r['QUERY PLAN']}`).join('\n');
    });
    await database.close();
  } finally {
    await throwaway.drop();
  }

  if (process.env.BENCH_SKIP_PGLITE === '1') return;
  const lite = await openDatabase({});
  const started = performance.now();
  await measure('PGlite (in memory)', lite, dir, (p) => fillProducts(lite.db, p.target, TOTAL, 50_000, (done) => {
    const elapsed = performance.now() - started;
    if (done % 200_000 === 0 || elapsed > PGLITE_BUDGET_MS) console.log(`  PGlite: ${done.toLocaleString('en')} rows after ${(elapsed / 1000).toFixed(0)} s`);
    return elapsed < PGLITE_BUDGET_MS;
  }).then(async (n) => { await lite.db.execute(sql`analyze`); return n; }));
  await lite.close();
  await rm(dir, { recursive: true, force: true });
}
