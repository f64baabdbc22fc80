import { execFile } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder with initdb and pg_ctl: PG_BIN, or Debian's /usr/lib/postgresql/<newest>/bin; undefined when absent. */
export function postgresBinaries(): string | undefined {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : (() => {
    try {
      return readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)).map((v) => `/usr/lib/postgresql/${v}/bin`);
    } catch {
      return [];
    }
  })();
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')));
}

/** initdb and pg_ctl refuse to run as root: as root they run as the `postgres` user (Debian's). */
const asRoot = process.getuid?.() === 0;

export interface PrivatePostgres {
  /** postgresql://root@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  start(): Promise<void>;
  /** pg_ctl stop -m fast: open connections are ended, as a restart or failover does. */
  stop(): Promise<void>;
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * A PostgreSQL server of the test's own (initdb into a temporary folder, pg_ctl on a free port, trust
 * for 127.0.0.1, superuser `root`), which the test may stop and start at will without touching the
 * machine's shared server. fsync off: its data is thrown away.
 */
export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(tmpdir(), 'souqdesk-pg-'));
  const data = path.join(dir, 'data');
  if (asRoot) {
    chmodSync(dir, 0o755);
    chownSync(dir, Number((await run('id', ['-u', 'postgres'])).stdout.trim()), Number((await run('id', ['-g', 'postgres'])).stdout.trim()));
  }
  const as = (command: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]) : run(path.join(bin, command), args));
  const port = await freePort();
  await as('initdb', ['-D', data, '-U', 'root', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  const start = async () => { await as('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']); };
  const stop = async () => { await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']); };
  await start();
  return {
    url: `postgresql://root@127.0.0.1:${port}/postgres`,
    port,
    start,
    stop,
    async dispose() {
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
