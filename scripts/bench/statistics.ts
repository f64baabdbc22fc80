// `npm run bench -- statistics`: every dashboard endpoint (GET /api/statics/dashboard/…) on PostgreSQL
// with 1,000,000 products, 200,000 requests and 5,000,000 daily view rows in a throwaway database:
// server time (in-process app.request, JSON included) p50 / p95 / max per endpoint, for a month and a
// year's range, as the company user and as an employee; goal p95 ≤ 50 ms each. Rounds interleave the
// cases so that the load of a shared machine hits them all; the load average is printed per round.
// Then EXPLAIN ANALYZE of the slowest statement of the slowest endpoints.
// BENCH_STATISTICS_DB=<url> measures a database a run filled and kept (BENCH_KEEP=1) instead of filling one.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { Temporal } from 'temporal-polyfill';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db';
import { categories, companies, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';
import { seedCatalog } from '../../server/db/seed-catalog';
import { systemClock } from '../../server/http/context';
import { createLogger } from '../../server/http/logger';
import { MemoryMailer } from '../../server/mail/memory-mailer';
import { cachedSessions } from '../../server/services/sessions';
import { LocalStorage } from '../../server/storage/storage';
import { fillProducts } from './products-fill';
import { fillActivity, LAST_DAY } from './statistics-fill';
import { throwawayDatabase } from './throwaway-db';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200_000);
const VIEWS_PER_PRODUCT = Number(process.env.BENCH_VIEWS_PER_PRODUCT ?? 5);
const REPS = Number(process.env.BENCH_REPS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** A slow case stops its round after this long (at least 3 calls), so a "before" run ends in minutes. */
const CASE_BUDGET_MS = Number(process.env.BENCH_CASE_BUDGET_MS ?? 5_000);
const EXPLAINED = Number(process.env.BENCH_EXPLAIN ?? 3);
const GOAL_MS = 50;

const MONTH = LAST_DAY.slice(0, 7);
/** The longest range allowed: a year back from the last day. */
const YEAR_START = Temporal.PlainDate.from(LAST_DAY).add({ days: 1 }).subtract({ years: 1 }).toString();
const ENDPOINTS = ['overview', 'sales', 'roas', 'users/sales', 'products/views', 'companies/views', 'sales/number', 'products/sales', 'categories/sales'];
const PERIODS: [string, string][] = [
  [`month ${MONTH}`, `type=monthly&month=${MONTH}`],
  [`${YEAR_START}..${LAST_DAY}`, `startDate=${YEAR_START}&endDate=${LAST_DAY}`],
];

const pct = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)];
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

interface Case { name: string; url: string; token: string; times: number[] }

async function fill(database: Database, dir: string) {
  const storage = new LocalStorage(path.join(dir, 'uploads'));
  await seed(database.db);
  await seedCatalog(database.db, { storage, demoProducts: 0, rivalProducts: 0 });
  const db = database.db;
  const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'demo'));
  const sellers = await db.select({ id: users.id, userName: users.userName }).from(users).where(eq(users.companyId, demo.id));
  const leaves = await db.select({ id: categories.id }).from(categories)
    .where(sql`not exists (select 1 from categories c2 where c2.parent_id = ${categories.id})`);
  const t0 = performance.now();
  await fillProducts(db, { companyId: demo.id, sellerIds: sellers.map((s) => s.id), leafIds: leaves.map((l) => l.id) }, PRODUCTS, 250_000);
  console.log(`  ${PRODUCTS.toLocaleString('en')} products in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await fillActivity(db, { companyId: demo.id, ownerId: sellers.find((s) => s.userName === 'demo')!.id, products: PRODUCTS },
    { buyers: 2_000, requests: REQUESTS, viewsPerProduct: VIEWS_PER_PRODUCT, paidPromotions: 20_000 }, console.log);
}

/** Every statement the route sends on a call, to EXPLAIN with its own parameters. */
async function statementsOf(pool: pg.Pool, call: () => Promise<Response>) {
  const statements: { text: string; values: unknown[] }[] = [];
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
    const c = config as { text?: string; values?: unknown[] };
    if (typeof c === 'object' && c?.text) statements.push({ text: c.text, values: (values as unknown[]) ?? c.values ?? [] });
    else if (typeof config === 'string') statements.push({ text: config, values: (values as unknown[]) ?? [] });
    return query(config, values);
  };
  try { await call(); } finally { (pool as unknown as { query: unknown }).query = query; }
  return statements.filter((s) => /^\s*(select|with)\b/i.test(s.text));
}

export async function benchStatistics() {
  const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-bench-statistics-'));
  const reuse = process.env.BENCH_STATISTICS_DB;
  const throwaway = reuse ? undefined : await throwawayDatabase();
  const url = reuse ?? throwaway!.url;
  try {
    console.log(`PostgreSQL ${reuse ? `(reusing ${reuse})` : '(throwaway database)'}, load ${load()}`);
    const t0 = performance.now();
    const database = await openDatabase({ databaseUrl: url });
    console.log(`  opened and migrated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    if (!reuse) await fill(database, dir);
    const db = database.db;
    const counts = (await db.execute(sql`select (select count(*) from products) as products,
      (select count(*) from requests) as requests, (select count(*) from product_views) as "product views",
      (select count(*) from company_views) as "company views"`)) as unknown as { rows: Record<string, string>[] };
    console.log(`  rows: ${Object.entries(counts.rows[0]).map(([k, v]) => `${k} ${Number(v).toLocaleString('en')}`).join(', ')}`);

    const storage = new LocalStorage(path.join(dir, 'uploads'));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, NODE_ENV: 'test' });
    const app = createApp({ db, database, sessions: await cachedSessions(db, database), mailer: new MemoryMailer(), config, storage, clock: systemClock, logger: createLogger('silent') });
    const signIn = async (login: string) => {
      const res = await app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password: 'Demo@12345' }) });
      return ((await res.json()) as { token: string }).token;
    };
    const [demo] = await db.select({ id: users.id }).from(users).where(and(eq(users.userName, 'demo')));
    if (!demo) throw new Error('no demo user: not a database this bench filled');
    const who: [string, string][] = [['company', await signIn('demo')], ['employee', await signIn('sara')]];

    const cases: Case[] = [];
    for (const [role, token] of who) {
      if (role === 'company') cases.push({ name: 'company  overview (all time)', url: '/api/statics/dashboard/overview', token, times: [] });
      for (const endpoint of ENDPOINTS) {
        if (role === 'employee' && endpoint === 'users/sales') continue; // 403 by design
        for (const [label, query] of PERIODS) cases.push({ name: `${role.padEnd(8)} ${endpoint} ${label}`, url: `/api/statics/dashboard/${endpoint}?${query}`, token, times: [] });
      }
    }
    const call = (c: Case) => app.request(c.url, { headers: { authorization: `Bearer ${c.token}` } });
    for (const c of cases) {
      const res = await call(c); // warm-up, and a check that each case answers
      if (res.status !== 200) throw new Error(`${c.url}: ${res.status} ${await res.text()}`);
    }
    const loads: string[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const started = performance.now();
      for (const c of cases) {
        const caseStart = performance.now();
        for (let i = 0; i < REPS && (i < 3 || performance.now() - caseStart < CASE_BUDGET_MS); i++) {
          const t = performance.now();
          const res = await call(c);
          await res.text();
          c.times.push(performance.now() - t);
        }
      }
      loads.push(load());
      console.log(`  round ${round}/${ROUNDS} in ${((performance.now() - started) / 1000).toFixed(0)} s, load average ${loads.at(-1)}`);
    }

    console.log(`\nServer time per endpoint, ms (${ROUNDS} rounds of up to ${REPS} calls; goal p95 ≤ ${GOAL_MS} ms):`);
    console.log(`  ${'case'.padEnd(58)} ${'n'.padStart(4)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`);
    const rows = cases.map((c) => { const s = [...c.times].sort((a, b) => a - b); return { c, n: s.length, p50: pct(s, 50), p95: pct(s, 95), max: s.at(-1)! }; });
    for (const r of rows) {
      console.log(`  ${r.c.name.padEnd(58)} ${String(r.n).padStart(4)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}  ${r.p95 <= GOAL_MS ? 'met' : 'NOT met'}`);
    }
    const missed = rows.filter((r) => r.p95 > GOAL_MS).length;
    console.log(`  ${rows.length - missed}/${rows.length} cases within p95 ≤ ${GOAL_MS} ms; load average per round: ${loads.join(' | ')}`);

    const pool = (db as unknown as { $client: pg.Pool }).$client;
    for (const r of [...rows].sort((a, b) => b.p95 - a.p95).slice(0, EXPLAINED)) {
      const plans: { ms: number; plan: string }[] = [];
      for (const s of await statementsOf(pool, async () => call(r.c))) {
        const result = await pool.query(`explain (analyze, buffers) ${s.text}`, s.values);
        const lines = (result.rows as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']);
        const ms = Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1) ?? '')?.[1] ?? 0);
        plans.push({ ms, plan: lines.map((l) => `    ${l}`).join('\n') });
      }
      plans.sort((a, b) => b.ms - a.ms);
      console.log(`\n  EXPLAIN ANALYZE, ${r.c.name.trim()} (p95 ${r.p95.toFixed(1)} ms; statements ${plans.map((p) => `${p.ms.toFixed(1)}`).join(' + ')} ms), the slowest:\n${plans[0]?.plan ?? '    (no statement)'}`);
    }
    await database.close();
    if (throwaway && process.env.BENCH_KEEP === '1') console.log(`\nKept the database: BENCH_STATISTICS_DB=${throwaway.url}`);
  } finally {
    if (throwaway && process.env.BENCH_KEEP !== '1') await throwaway.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
