// `npm run bench -- events-flood`: one buyer opens BENCH_FLOOD_STREAMS (0,100,200) event streams against
// a built server (`npm run build` first: dist-server/main.mjs, or BENCH_SERVER, another bundle to compare;
// PGlite, a fresh data folder, port BENCH_PORT 3093), then, with them held open, three bursts one after
// the other: 40 logouts of that buyer's other sessions at once, 13 `GET /api/chats/contacts` of another
// company at once, 50 typing posts from a seller to the buyer at once (each wakes the buyer's streams).
// 0 streams is the same bursts without any, for comparison. Counted: streams opened, refused (429) or
// closed by the server while held, and the 503s and slowest reply of each burst.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { stopChild } from './stop-child';

const PORT = Number(process.env.BENCH_PORT ?? 3093);
const BASE = `http://127.0.0.1:${PORT}`;
const ENTRY = process.env.BENCH_SERVER ?? 'dist-server/main.mjs';
const FLOODS = (process.env.BENCH_FLOOD_STREAMS ?? '0,100,200').split(',').map(Number);
const PASSWORD = 'Demo@12345';

const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });

interface Reply { status: number; data: unknown; ms: number }

/** One JSON call, never retried: a 503 is what is being counted. */
function call(method: string, url: string, token?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${BASE}${url}`, {
      method, agent,
      headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { text += chunk; });
      res.on('end', () => {
        let data: unknown = text;
        try { data = text ? JSON.parse(text) : undefined; } catch { /* not JSON */ }
        resolve({ status: res.statusCode ?? 0, data, ms: performance.now() - started });
      });
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function login(name: string, address: string) {
  const reply = await call('POST', '/api/auth/login', undefined, { login: name, password: PASSWORD }, { 'x-forwarded-for': address });
  if (reply.status !== 200) throw new Error(`login ${name}: ${reply.status} ${JSON.stringify(reply.data)}`);
  const data = reply.data as { token: string; user: { id: number } };
  return { token: data.token, id: data.user.id };
}

type Outcome = 'opened' | 'refused' | 'unavailable' | 'other';

/** A ticket, then the stream; held open, noting whether the server ends it. */
async function openStream(token: string, ended: () => void): Promise<{ outcome: Outcome; close(): void }> {
  const ticket = await call('POST', '/api/events/ticket', token);
  if (ticket.status !== 200) return { outcome: ticket.status === 429 ? 'refused' : ticket.status === 503 ? 'unavailable' : 'other', close() {} };
  const value = (ticket.data as { ticket: string }).ticket;
  return new Promise((resolve) => {
    const req = http.get(`${BASE}/api/events?ticket=${value}`, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        resolve({ outcome: res.statusCode === 429 ? 'refused' : res.statusCode === 503 ? 'unavailable' : 'other', close() {} });
        return;
      }
      let opened = false;
      res.setEncoding('utf8');
      res.on('data', () => {
        if (!opened) resolve({ outcome: 'opened', close: () => req.destroy() });
        opened = true;
      });
      res.on('end', ended);
    });
    req.on('error', () => resolve({ outcome: 'other', close() {} }));
  });
}

async function startServer(dataDir: string): Promise<ChildProcess> {
  if (await fetch(`${BASE}/api/health`).then(() => true, () => false)) throw new Error(`port ${PORT} is in use (BENCH_PORT)`);
  const child = spawn(process.execPath, [ENTRY], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', NODE_ENV: 'development', SEED_DEMO: '1', TRUST_PROXY: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    const poll = () => fetch(`${BASE}/api/health`).then((r) => (r.ok ? resolve() : setTimeout(poll, 300)), () => setTimeout(poll, 300));
    poll();
  });
  return child;
}

const summary = (replies: Reply[]) => {
  const by = new Map<number, number>();
  for (const r of replies) by.set(r.status, (by.get(r.status) ?? 0) + 1);
  const ms = replies.map((r) => r.ms).sort((a, b) => a - b);
  return `${[...by].map(([s, n]) => `${n}×${s}`).join(' ')}, 503: ${by.get(503) ?? 0}, median ${Math.round(ms[Math.floor(ms.length / 2)])} ms, slowest ${Math.round(ms.at(-1)!)} ms`;
};

async function flood(streams: number) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'souqdesk-flood-'));
  const server = await startServer(dataDir);
  const held: { close(): void }[] = [];
  try {
    const buyer = await login('buyer1', '10.20.0.1');
    const seller = await login('demo', '10.20.0.2');
    const other = await login('rival', '10.20.0.3');
    const spares = [];
    for (let i = 0; i < 40; i++) spares.push(await login('buyer1', `10.21.0.${i + 1}`));
    // A conversation, so the seller's typing reaches the buyer.
    const first = await call('POST', `/api/chats/messages/${seller.id}`, buyer.token, { message: 'Hello' });
    if (first.status !== 201) throw new Error(`chat: ${first.status} ${JSON.stringify(first.data)}`);

    let endedByServer = 0;
    const counts: Record<Outcome, number> = { opened: 0, refused: 0, unavailable: 0, other: 0 };
    const started = performance.now();
    // Eight at a time, a 503 tried again (as a browser's reconnect would): every stream gets its answer.
    let retried = 0;
    let next = 0;
    await Promise.all(Array.from({ length: 8 }, async () => {
      while (next++ < streams) {
        let stream = await openStream(buyer.token, () => { endedByServer++; });
        for (let attempt = 0; stream.outcome === 'unavailable' && attempt < 20; attempt++, retried++) {
          await new Promise((r) => setTimeout(r, 200));
          stream = await openStream(buyer.token, () => { endedByServer++; });
        }
        counts[stream.outcome]++;
        held.push(stream);
      }
    }));
    const openMs = performance.now() - started;

    // Each kind as one burst of its own, one after the other.
    const logouts = await Promise.all(spares.map((s) => call('POST', '/api/auth/logout', s.token)));
    const contacts = await Promise.all(Array.from({ length: 13 }, () => call('GET', '/api/chats/contacts', other.token)));
    const typing = await Promise.all(Array.from({ length: 50 }, () => call('POST', `/api/chats/messages/${buyer.id}/typing`, seller.token)));
    console.log(`${streams} streams for one buyer (${Math.round(openMs)} ms): ${counts.opened} opened, ${counts.refused} refused (429), ${counts.unavailable} × 503 after retries (${retried} retried), ${counts.other} other; ${endedByServer} closed by the server while held, ${counts.opened - endedByServer} still open`);
    console.log(`  buyer's 40 logouts:          ${summary(logouts)}`);
    console.log(`  other company's 13 contacts: ${summary(contacts)}`);
    console.log(`  seller's 50 typing posts:    ${summary(typing)}`);
  } finally {
    for (const stream of held) stream.close();
    await stopChild(server);
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchEventsFlood() {
  console.log(`server: ${ENTRY}`);
  for (const streams of FLOODS) await flood(streams);
  agent.destroy();
}
