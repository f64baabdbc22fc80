// The load generator of `bench scale`: wrk when it is installed (C, one thread: a small share of the
// cores the servers and PostgreSQL need), autocannon otherwise (Node, in the bench's own process, which
// takes about as much CPU as a server process). BENCH_LOAD=autocannon chooses autocannon anyway.
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import autocannon from 'autocannon';

const run = promisify(execFile);

export type LoadGenerator = 'wrk' | 'autocannon';

export const loadGenerator = (): LoadGenerator =>
  process.env.BENCH_LOAD !== 'autocannon' && spawnSync('wrk', ['--version']).error === undefined ? 'wrk' : 'autocannon';

/** Requests answered in all, requests per second, and the CPU milliseconds the load generator used. */
export interface Load {
  requests: number;
  rps: number;
  generatorCpuMs: number;
}

/** `connections` in all, split evenly over the URLs, for `seconds`; any non-2xx reply or socket error fails the run. */
export async function load(generator: LoadGenerator, urls: string[], headers: Record<string, string>, connections: number, seconds: number): Promise<Load> {
  const each = Math.max(1, Math.round(connections / urls.length));
  return generator === 'wrk' ? wrk(urls, headers, each, seconds) : cannon(urls, headers, each, seconds);
}

async function wrk(urls: string[], headers: Record<string, string>, connections: number, seconds: number): Promise<Load> {
  const header = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  // Run by bash, whose `times` prints the CPU its children (the wrk) used: user and system, last line.
  const runs = await Promise.all(urls.map((url) => run('bash', ['-c', 'wrk "$@"; times', 'wrk', '-t1', `-c${connections}`, `-d${seconds}s`, ...header, url], { maxBuffer: 1 << 20 })));
  let requests = 0;
  let rps = 0;
  let generatorCpuMs = 0;
  for (const [i, { stdout }] of runs.entries()) {
    const bad = /Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1];
    const socket = /Socket errors: (.*)/.exec(stdout)?.[1];
    if (bad || (socket && /[1-9]/.test(socket))) throw new Error(`${urls[i]}: ${bad ?? 0} non-2xx; socket errors: ${socket ?? 'none'}`);
    requests += Number(/(\d+) requests in/.exec(stdout)![1]);
    rps += Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)![1]);
    const children = stdout.trim().split('\n').at(-1)!.match(/(\d+)m([\d.]+)s/g)!;
    generatorCpuMs += children.reduce((sum, t) => { const [, m, s] = /(\d+)m([\d.]+)s/.exec(t)!; return sum + (Number(m) * 60 + Number(s)) * 1000; }, 0);
  }
  return { requests, rps, generatorCpuMs };
}

async function cannon(urls: string[], headers: Record<string, string>, connections: number, seconds: number): Promise<Load> {
  const before = process.cpuUsage();
  const runs = await Promise.all(urls.map((url) => autocannon({ url, connections, duration: seconds, headers })));
  const used = process.cpuUsage(before);
  for (const r of runs) if (r.non2xx > 0 || r.errors > 0) throw new Error(`${r.url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    requests: runs.reduce((sum, r) => sum + r.requests.total, 0),
    rps: runs.reduce((sum, r) => sum + r.requests.average, 0),
    generatorCpuMs: (used.user + used.system) / 1000,
  };
}
