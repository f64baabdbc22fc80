import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
  /** Sends the process a signal (SIGTERM: a graceful shutdown) and resolves with its exit code. */
  signal(name: NodeJS.Signals): Promise<number | null>;
}

const main = fileURLToPath(new URL('../main.ts', import.meta.url));
const running = new Set<() => void>();
// A test run that dies still takes its servers with it.
process.once('exit', () => { for (const kill of running) kill(); });

/**
 * The real server (`server/main.ts`) in a child process on a free port of 127.0.0.1, on `databaseUrl`
 * without seeding (the test's database is seeded already); resolves once it listens.
 */
export async function startServerProcess(databaseUrl: string, timeoutMs = 60_000, env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'souqdesk-process-'));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, SEED_DEMO: '0', NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DIST_DIR: dataDir,
      // Tests sign in under their TestClock (months before today) and the process runs on the real clock:
      // its tokens would look long expired. Expiry itself is tested in sessions.test.ts.
      SESSION_IDLE_DAYS: '36500', SESSION_MAX_DAYS: '36500',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const kill = () => child.kill('SIGKILL');
  running.add(kill);
  const stop = async () => {
    running.delete(kill);
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      const timer = setTimeout(kill, 5000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  let output = '';
  try {
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server not listening within ${timeoutMs} ms:\n${output}`)), timeoutMs);
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /Souqdesk server on http:\/\/localhost:(\d+)/.exec(output);
        if (listening) {
          clearTimeout(timer);
          resolve(Number(listening[1]));
        }
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.once('exit', (code) => { clearTimeout(timer); reject(new Error(`server exited with ${code}:\n${output}`)); });
    });
    const exited = new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });
    const signal = (name: NodeJS.Signals) => { child.kill(name); return exited; };
    return { base: `http://127.0.0.1:${port}`, output: () => output, stop, signal };
  } catch (error) {
    await stop();
    throw error;
  }
}
