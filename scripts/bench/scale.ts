// `npm run bench -- scale`: the products list and users/self served by one server process, then by two
// (one PostgreSQL), measured with wrk (autocannon where wrk is not installed, load.ts); reports requests
// per second, the ratio (goal ≥ 1.6× on two cores) and the CPU milliseconds a request costs each part:
// the server processes, PostgreSQL's backends of the bench's database and the load generator. The load
// generator and PostgreSQL run on the same two cores as the servers, so the ratio is a floor; the CPU
// per request says where the cores went.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../server/db';
import { seed } from '../../server/db/seed';
import { load, loadGenerator, type LoadGenerator } from './load';
import { cpuMs } from './process-cpu';
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

/** CPU milliseconds used so far by each pid (0 for one that is gone). */
const cpuOf = (pids: number[]) => Promise.all(pids.map((pid) => cpuMs(pid).catch(() => 0)));
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

interface Measured { rps: number; server: number; postgres: number; generator: number }

/**
 * One run: requests per second, and CPU ms per request of the server processes (together), of
 * PostgreSQL's backends serving the bench's database and of the load generator.
 */
async function measure(generator: LoadGenerator, urls: string[], token: string, servers: number[], backends: () => Promise<number[]>): Promise<Measured> {
  const pgPids = await backends();
  const [serverBefore, pgBefore] = await Promise.all([cpuOf(servers), cpuOf(pgPids)]);
  const run = await load(generator, urls, { authorization: `Bearer ${token}` }, CONNECTIONS, SECONDS);
  const [serverAfter, pgAfter] = await Promise.all([cpuOf(servers), cpuOf(pgPids)]);
  const per = (ms: number) => ms / run.requests;
  // A backend that ended meanwhile reads 0 afterwards: counted as nothing rather than negative.
  const used = (before: number[], after: number[]) => sum(after.map((ms, i) => Math.max(0, ms - before[i])));
  return { rps: run.rps, server: per(used(serverBefore, serverAfter)), postgres: per(used(pgBefore, pgAfter)), generator: per(run.generatorCpuMs) };
}

/**
 * The most requests a second `processes` could serve on `cores` at the CPU per request measured: a
 * process uses at most one core, and the servers, PostgreSQL and the load generator share the cores.
 */
const ceiling = (m: Measured, processes: number, cores: number) => Math.min((processes * 1000) / m.server, (cores * 1000) / (m.server + m.postgres + m.generator));

const cost = (m: Measured, processes: number) =>
  `CPU ms/request: server ${(m.server).toFixed(3)} (${(m.server / processes).toFixed(3)} a process × ${processes}), PostgreSQL ${m.postgres.toFixed(3)}, load generator ${m.generator.toFixed(3)}`;

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
    const generator = loadGenerator();
    const name = new URL(throwaway.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: throwaway.url });
    await admin.connect();
    // The backends serving the servers' pools (not this one): their CPU is PostgreSQL's share of a request.
    const backends = async () => (await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])).rows.map((r) => r.pid);
    const pids = children.map((c) => c.pid!);
    console.log(`PostgreSQL, ${CONNECTIONS} connections in all, ${SECONDS} s each, ${availableParallelism()} cores, ${generator} on the same cores:`);
    try {
      for (const route of routes) {
        const urls = ports.map((p) => `http://127.0.0.1:${p}${route}`);
        await load(generator, urls, { authorization: `Bearer ${token}` }, CONNECTIONS, 2); // warm-up of both processes
        const one = await measure(generator, urls.slice(0, 1), token, pids.slice(0, 1), backends);
        const two = await measure(generator, urls, token, pids, backends);
        console.log(`  ${route.padEnd(40)} 1 process ${one.rps.toFixed(0).padStart(6)} req/s   2 processes ${two.rps.toFixed(0).padStart(6)} req/s   ratio ${(two.rps / one.rps).toFixed(2)}× (goal ≥ 1.6×)`);
        console.log(`    1 process:   ${cost(one, 1)}`);
        console.log(`    2 processes: ${cost(two, 2)}`);
        // From the two processes' costs for both (a request costs what it costs whatever the number of
        // processes; other work on a shared machine moves requests per second far more than it moves these).
        const cores = availableParallelism();
        console.log(`    at 2 processes' CPU per request, ${cores} cores allow at most ${ceiling(two, 1, cores).toFixed(0)} req/s with 1 process, ${ceiling(two, 2, cores).toFixed(0)} with 2: ratio ≤ ${(ceiling(two, 2, cores) / ceiling(two, 1, cores)).toFixed(2)}×`);
      }
    } finally {
      await admin.end();
    }
  } finally {
    await Promise.all(children.map((c) => stopChild(c)));
    await throwaway.drop();
    await rm(dir, { recursive: true, force: true });
  }
}
