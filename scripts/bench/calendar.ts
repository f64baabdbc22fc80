// `npm run bench -- calendar`: the promotion calendars and a priced booking over 100,000 bookings
// (BENCH_BOOKINGS), on a throwaway PostgreSQL database. Server time in process (app.request, JSON
// included), median and p95. The calendars read the per-day counters (day_slots), so their cost
// follows the days asked, not the bookings made; this shows it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { seed } from '../../server/db/seed';
import { companies, products, users } from '../../server/db/schema';
import type { Clock } from '../../server/http/context';
import { createLogger } from '../../server/http/logger';
import { MemoryMailer } from '../../server/mail/memory-mailer';
import { cachedSessions } from '../../server/services/sessions';
import { LocalStorage } from '../../server/storage/storage';
import { throwawayDatabase } from './throwaway-db';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 100_000);
const REPS = 50;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

export async function benchCalendar(): Promise<void> {
  const throwaway = await throwawayDatabase();
  const dir = await mkdtemp(path.join(tmpdir(), 'souqdesk-bench-calendar-'));
  const database = await openDatabase({ databaseUrl: throwaway.url });
  try {
    const now = new Date('2026-03-01T09:00:00Z');
    const clock: Clock = { now: () => now, sleep: async () => {} };
    await seed(database.db, { now });
    const db = database.db;
    const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'demo'));
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo'));
    // 1,000 products, and BOOKINGS paid boosts and flash sales over two years with their day counters.
    await db.execute(sql`insert into ${products} (company_id, num, slug, name, price, first_seller_id)
      select ${demo.id}, n, 'bench-' || n, 'Bench product ' || n, 25000, ${owner.id} from generate_series(1, 1000) n`);
    const t0 = performance.now();
    await db.execute(sql`insert into offers (company_id, product_id, service_type, from_date, to_date, status, is_active, amount_fils, in_top_days)
      select ${demo.id}, p.id, case when n % 2 = 0 then 18 else 19 end, d, d + interval '3 days', 'paid', true, 7500,
        case when n % 2 = 0 then array[to_char(d, 'YYYY-MM-DD')] else '{}' end
      from generate_series(1, ${BOOKINGS}) n
      cross join lateral (select ('2026-03-01'::date + (n % 730)) at time zone 'Asia/Kuwait' as d) days
      join products p on p.slug = 'bench-' || (1 + n % 1000)`);
    await db.execute(sql`insert into day_slots (pool, day, used)
      select case when service_type = 18 then 'boost-top' else 'flash' end, (from_date at time zone 'Asia/Kuwait')::date, count(*)
      from offers group by 1, 2 on conflict do nothing`);
    console.log(`filled ${BOOKINGS.toLocaleString('en')} bookings in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    // The counters say every day is full at 5; a capacity over the counts lets the booking call succeed.
    await db.execute(sql`update settings set value = 100000 where key = 'boostTopSlotsPerDay'`);
    const storage = new LocalStorage(path.join(dir, 'uploads'));
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dir, NODE_ENV: 'test' });
    const app = createApp({ db, database, sessions: await cachedSessions(db, database), mailer: new MemoryMailer(), config, storage, clock, logger: createLogger('silent') });
    const login = await app.request('/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'demo', password: 'Demo@12345' }) });
    const { token } = (await login.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const ids = (await db.select({ id: products.id }).from(products).where(sql`${products.slug} like 'bench-%'`)).map((p) => p.id);
    const cases: [string, (i: number) => Response | Promise<Response>][] = [
      ['GET /offers/calendar (a month)', () => app.request('/api/offers/calendar?startDate=2026-04-01&endDate=2026-04-30', { headers })],
      ['GET /offers/calendar (a year)', () => app.request('/api/offers/calendar?startDate=2026-03-01&endDate=2027-02-28', { headers })],
      ['GET /banners/calendar (a month)', () => app.request('/api/banners/calendar?startDate=2026-04-01&endDate=2026-04-30', { headers })],
      ['POST boost cart (priced, 3 days, 2 top days)', (i) => app.request('/api/memberships/services/18/cart', {
        method: 'POST', headers, body: JSON.stringify({ productId: ids[i], date: '2026-05-01', days: 3, inTop: ['2026-05-01', '2026-05-02'] }),
      })],
      ['GET /settings/keys', () => app.request('/api/settings/keys', { headers })],
    ];
    for (const [name, run] of cases) {
      const times: number[] = [];
      for (let i = 0; i < REPS; i++) {
        const start = performance.now();
        const res = await run(i);
        await res.text();
        times.push(performance.now() - start);
        if (res.status >= 400) throw new Error(`${name}: ${res.status}`);
      }
      console.log(`  ${name.padEnd(46)} median ${pct(times, 0.5).toFixed(1).padStart(6)} ms  p95 ${pct(times, 0.95).toFixed(1).padStart(6)} ms`);
    }
  } finally {
    await database.close();
    await throwaway.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
