// `npm run bench -- events`: the real server (PGlite, and PostgreSQL too when DATABASE_URL is set) with
// BENCH_CLIENTS (500) event streams open on loopback — buyers and employees of the demo company, in
// pairs — then chat messages sent through the API, and the time from each send to the NEW_CHAT_MESSAGE
// read off the receiving party's stream: one message at a time, then BENCH_IN_FLIGHT (10) at once (BENCH_MESSAGES_SEQUENTIAL 100 and BENCH_MESSAGES 500).
// Also the server's RSS before and after the streams connect, per stream. The bench process is the
// clients too, on the same cores: figures include its own work and the machine's other load.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, pgliteDirOf } from '../../server/db';
import { api, inParallel, openStream, type EventListener, type Stream } from './events-clients';
import { populate, type Pair, type Person } from './events-population';
import { throwawayDatabase } from './throwaway-db';
import { stopChild } from './stop-child';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 500);
const SEQUENTIAL = Number(process.env.BENCH_MESSAGES_SEQUENTIAL ?? 100);
const CONCURRENT = Number(process.env.BENCH_MESSAGES ?? 500);
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 3081);
const EVENT_TIMEOUT_MS = 10_000;

type Driver = 'pglite' | 'postgres';

interface Phase {
  name: string;
  event: number[];
  reply: number[];
  lost: number;
  seconds: number;
}

interface Result {
  driver: Driver;
  rssBefore: number;
  rssAfter: number;
  phases: Phase[];
}

const rssKiB = async (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${pid}/status`, 'utf8'))![1]);
const quantile = (xs: number[], q: number) => {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
};

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  // Another server on the port would answer the health check below in this one's place.
  if (await fetch(`http://127.0.0.1:${PORT}/api/health`).then(() => true, () => false)) throw new Error(`port ${PORT} is in use (BENCH_PORT)`);
  // node itself (not the tsx wrapper) so that the pid is the server's, for /proc.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    const poll = () => fetch(`http://127.0.0.1:${PORT}/api/health`).then((r) => (r.ok ? resolve(child) : setTimeout(poll, 200)), () => setTimeout(poll, 200));
    poll();
  });
}

/** Waits for NEW_CHAT_MESSAGE from a sender on a receiver's streams: one message in flight per direction of a pair. */
class Arrivals {
  private waiting = new Map<string, (at: number) => void>();
  readonly listener: EventListener = (userId, event, at) => {
    if (event.type !== 'NEW_CHAT_MESSAGE') return;
    const key = `${userId}:${event.senderId}`;
    this.waiting.get(key)?.(at);
    this.waiting.delete(key);
  };
  expect(receiverId: number, senderId: number): Promise<number | undefined> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => { this.waiting.delete(`${receiverId}:${senderId}`); resolve(undefined); }, EVENT_TIMEOUT_MS);
      this.waiting.set(`${receiverId}:${senderId}`, (at) => { clearTimeout(timer); resolve(at); });
    });
  }
}

/** `count` messages over the pairs, `inFlight` at once (each worker its own pairs), directions alternating per pair. */
async function sendPhase(name: string, base: string, pairs: Pair[], arrivals: Arrivals, count: number, inFlight: number): Promise<Phase> {
  const phase: Phase = { name, event: [], reply: [], lost: 0, seconds: 0 };
  const turns = new Map<Pair, number>();
  const started = performance.now();
  let sent = 0;
  await Promise.all(Array.from({ length: inFlight }, async (_, worker) => {
    const own = pairs.filter((_, i) => i % inFlight === worker);
    if (own.length === 0) return;
    for (let k = 0; sent < count; k++) {
      sent++;
      const pair = own[k % own.length];
      const turn = turns.get(pair) ?? 0;
      turns.set(pair, turn + 1);
      const [from, to]: Person[] = turn % 2 === 0 ? [pair.buyer, pair.seller] : [pair.seller, pair.buyer];
      const arrived = arrivals.expect(to.id, from.id);
      const t0 = performance.now();
      const reply = await api(base, 'POST', `/api/chats/messages/${to.id}`, from.token, { message: `bench ${name} ${sent}` });
      if (reply.status !== 201) throw new Error(`send: ${reply.status} ${JSON.stringify(reply.data)}`);
      phase.reply.push(performance.now() - t0);
      const at = await arrived;
      if (at === undefined) phase.lost++;
      else phase.event.push(at - t0);
    }
  }));
  phase.seconds = (performance.now() - started) / 1000;
  return phase;
}

async function benchDriver(driver: Driver): Promise<Result> {
  const dir = await mkdtemp(path.join(tmpdir(), `souqdesk-bench-events-${driver}-`));
  const throwaway = driver === 'postgres' ? await throwawayDatabase() : undefined;
  const streams: Stream[] = [];
  let server: ChildProcess | undefined;
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
  try {
    const database = await openDatabase(throwaway ? { databaseUrl: throwaway.url } : { pgliteDir: pgliteDirOf(dir) });
    const pairs = await populate(database.db, Math.ceil(CLIENTS / 2)).finally(() => database.close());
    server = await startServer({
      PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: throwaway?.url ?? '', NODE_ENV: 'production', SEED_DEMO: '0', LOG_LEVEL: 'silent', DATA_DIR: dir, DIST_DIR: dir,
    });
    console.log(`  ${driver}: ${pairs.length} pairs made, server listening (${elapsed()})`);
    const base = `http://127.0.0.1:${PORT}`;
    const arrivals = new Arrivals();
    const people = pairs.flatMap((p) => [p.buyer, p.seller]).slice(0, CLIENTS);

    // Warm up (code paths, the pool, every pair's conversation), with a few streams that then close.
    const warm = await Promise.all(pairs.slice(0, 10).flatMap((p) => [p.buyer, p.seller]).map((u) => openStream(base, u.id, u.token, arrivals.listener)));
    await inParallel(pairs, 10, async (p) => {
      const reply = await api(base, 'POST', `/api/chats/messages/${p.seller.id}`, p.buyer.token, { message: 'hello' });
      if (reply.status !== 201) throw new Error(`warm-up send: ${reply.status} ${JSON.stringify(reply.data)}`);
    });
    for (const s of warm) s.close();
    await new Promise((r) => setTimeout(r, 1000));

    const rssBefore = await rssKiB(server.pid!);
    await inParallel(people, 20, async (u) => { streams.push(await openStream(base, u.id, u.token, arrivals.listener)); });
    await new Promise((r) => setTimeout(r, 1000));
    const rssAfter = await rssKiB(server.pid!);
    console.log(`  ${driver}: warmed up, ${streams.length} streams open (${elapsed()})`);

    const phases = [
      await sendPhase('one at a time', base, pairs, arrivals, SEQUENTIAL, 1),
      await sendPhase(`${IN_FLIGHT} in flight`, base, pairs, arrivals, CONCURRENT, IN_FLIGHT),
    ];
    console.log(`  ${driver}: messages sent (${elapsed()})`);
    return { driver, rssBefore, rssAfter, phases };
  } finally {
    for (const s of streams) s.close();
    if (server) await stopChild(server);
    await throwaway?.drop().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}

export async function benchEvents() {
  const drivers: Driver[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const results: Result[] = [];
  for (const driver of drivers) results.push(await benchDriver(driver));
  const ms = (x: number) => (Number.isNaN(x) ? '-' : x.toFixed(1)).padStart(7);
  console.log(`\n${CLIENTS} SSE clients on loopback; ms from the send to NEW_CHAT_MESSAGE on the receiver's stream (goal p95 ≤ 100), and the send's own reply:`);
  console.log(`  ${'driver'.padEnd(9)} ${'phase'.padEnd(15)} ${'msgs'.padStart(5)} ${'msg/s'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)}  ${'reply p50'.padStart(9)} ${'p95'.padStart(7)}  lost`);
  for (const r of results) {
    for (const p of r.phases) {
      const n = p.event.length + p.lost;
      console.log(`  ${r.driver.padEnd(9)} ${p.name.padEnd(15)} ${String(n).padStart(5)} ${(n / p.seconds).toFixed(0).padStart(6)} ${ms(quantile(p.event, 0.5))} ${ms(quantile(p.event, 0.95))} ${ms(quantile(p.event, 0.99))} ${ms(quantile(p.event, 1))}  ${ms(quantile(p.reply, 0.5)).padStart(9)} ${ms(quantile(p.reply, 0.95))}  ${p.lost}`);
    }
  }
  console.log('\nServer RSS (MiB) before and after the streams connected, and per stream (KiB):');
  for (const r of results) {
    console.log(`  ${r.driver.padEnd(9)} ${(r.rssBefore / 1024).toFixed(1).padStart(7)} → ${(r.rssAfter / 1024).toFixed(1).padStart(7)}  ${((r.rssAfter - r.rssBefore) / CLIENTS).toFixed(1).padStart(6)} KiB per stream`);
  }
}
