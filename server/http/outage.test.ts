// PostgreSQL stopped for 10 s under load (goal 4), on a PostgreSQL server of the test's own
// (initdb + pg_ctl on a free port; the machine's shared server is never touched): the real server
// process answers 503 with Retry-After meanwhile, does not crash, and within 5 s of the database's
// return answers everything again, live events included, without a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db';
import { seed } from '../db/seed';
import { postgresBinaries, startPrivatePostgres, type PrivatePostgres } from '../test/private-postgres';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { SseReader } from '../test/sse';

const bin = postgresBinaries();
if (!bin) console.warn('outage.test.ts skipped: no initdb/pg_ctl (set PG_BIN, or install postgresql)');

const OUTAGE_MS = 10_000;
const RECOVERY_GOAL_MS = 5_000;
const LOOPS = 6;

interface Sample { at: number; path: string; status: number | 'refused'; retryAfter: string | null }

describe.skipIf(!bin)('PostgreSQL away for 10 s under load', () => {
  let pgServer: PrivatePostgres;
  let server: ServerProcess;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    pgServer = await startPrivatePostgres(bin!);
    const database = await openDatabase({ databaseUrl: pgServer.url });
    await seed(database.db);
    await database.close();
    server = await startServerProcess(pgServer.url);
    for (const name of ['demo', 'sara', 'buyer1']) {
      const res = await fetch(`${server.base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.7.0.1' }, body: JSON.stringify({ login: name, password: 'Demo@12345' }) });
      expect(res.status).toBe(200);
      tokens[name] = ((await res.json()) as { token: string }).token;
      const self = await fetch(`${server.base}/api/users/self`, { headers: { authorization: `Bearer ${tokens[name]}` } });
      ids[name] = ((await self.json()) as { id: number }).id;
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await pgServer?.dispose();
  });

  const get = async (path: string, as = 'demo'): Promise<Sample> => {
    const at = Date.now();
    try {
      const res = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${tokens[as]}` } });
      await res.arrayBuffer();
      return { at, path, status: res.status, retryAfter: res.headers.get('retry-after') };
    } catch {
      return { at, path, status: 'refused', retryAfter: null };
    }
  };

  it('answers 503 with Retry-After while it is away, never crashes, and is whole again within 5 s of its return', async () => {
    const paths = ['/api/users/self', `/api/products/${ids.demo}/sellers`, '/api/ready', '/api/health'];
    const samples: Sample[] = [];
    let running = true;
    const loops = Array.from({ length: LOOPS }, async (_, i) => {
      for (let n = 0; running; n++) {
        const sample = await get(paths[(i + n) % paths.length]);
        samples.push(sample);
        await new Promise((resolve) => setTimeout(resolve, sample.status === 200 ? 20 : 100));
      }
    });
    try {
      // A stream held through the outage: the hub ends it when it cannot read (the client reconnects).
      const before = await openStream('sara');
      await until(() => samples.filter((s) => s.status === 200).length >= 20, 20_000, 'load before the outage');
      const stopping = Date.now();
      await pgServer.stop();
      // Down from here: the stop waits for PostgreSQL's shutdown, which took over 500 ms on a busy CI machine
      // (requests begun meanwhile were still answered 200).
      const stoppedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS - (Date.now() - stopping)));
      const startingAt = Date.now();
      await pgServer.start();
      const backAt = Date.now();
      // Every path answers 200 again, on every loop's next turns.
      await until(() => paths.every((p) => samples.some((s) => s.path === p && s.at > backAt && s.status === 200)), 30_000, 'recovery');
      const recoveredAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      running = false;
      await Promise.all(loops);

      const during = samples.filter((s) => s.at > stoppedAt + 500 && s.at < startingAt);
      const lastFailure = Math.max(backAt, ...samples.filter((s) => s.at >= backAt && s.status !== 200).map((s) => s.at));
      const counts = (list: Sample[]) => list.reduce<Record<string, number>>((acc, s) => ({ ...acc, [s.status]: (acc[s.status] ?? 0) + 1 }), {});
      console.log(`outage: ${samples.length} requests; during the ${OUTAGE_MS / 1000} s: ${JSON.stringify(counts(during))}; ` +
        `last failure ${lastFailure - backAt} ms after PostgreSQL was back (every path 200 by ${recoveredAt - backAt} ms)`);

      // The process never went away, and never answered anything but 200 or a clean 503.
      expect(samples.filter((s) => s.status === 'refused')).toEqual([]);
      expect([...new Set(samples.map((s) => s.status))].sort()).toEqual([200, 503]);
      expect(samples.filter((s) => s.status === 503 && !/^\d+$/.test(s.retryAfter ?? ''))).toEqual([]);
      // Liveness never failed; everything else did while the database was away.
      expect(during.filter((s) => s.path === '/api/health' && s.status !== 200)).toEqual([]);
      expect(during.filter((s) => s.path !== '/api/health' && s.status === 200)).toEqual([]);
      expect(lastFailure - backAt).toBeLessThanOrEqual(RECOVERY_GOAL_MS);

      // Live events work again: the old stream was ended (so its client reconnects), a new one hears a message.
      await before.until((r) => r.ended, 10_000).catch(() => {});
      const after = await openStream('sara');
      const sent = await fetch(`${server.base}/api/chats/messages/${ids.sara}`, {
        method: 'POST', headers: { authorization: `Bearer ${tokens.buyer1}`, 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Back again?' }),
      });
      expect(sent.status).toBe(201);
      await after.until((r) => r.events.some((e) => e.data.type === 'NEW_CHAT_MESSAGE' && e.data.senderId === ids.buyer1), 15_000);
      await Promise.all([before.cancel(), after.cancel()]);
      expect(server.output()).not.toMatch(/unhandled|uncaught/i);
    } finally {
      running = false;
      await Promise.all(loops);
    }
  }, 120_000);

  async function openStream(as: string) {
    const ticket = await fetch(`${server.base}/api/events/ticket`, { method: 'POST', headers: { authorization: `Bearer ${tokens[as]}` } });
    expect(ticket.status).toBe(200);
    const res = await fetch(`${server.base}/api/events?ticket=${((await ticket.json()) as { ticket: string }).ticket}`);
    expect(res.status).toBe(200);
    const reader = new SseReader(res.body!);
    await reader.until((r) => r.comments.includes('open'), 15_000);
    return reader;
  }
});

async function until(done: () => boolean, ms: number, what: string) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
