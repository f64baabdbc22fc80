import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * PGlite's WebAssembly, compiled once a process and handed to every worker: a test run opens a database
 * per suite, and each worker compiling the 8.7 MB module itself (and tiering its hot code up again) cost
 * about 2 s of CPU a database.
 */
let compiled: Promise<WebAssembly.Module> | undefined;
const compiledPglite = () => (compiled ??= readFile(path.join(path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'))
  .then((bytes) => WebAssembly.compile(bytes)));

/** What the server thread asks of pglite-worker.js, and what it answers. */
type WorkerCall =
  | { kind: 'query'; text: string; params: unknown[]; rowMode: 'array' | 'object' }
  | { kind: 'exec'; text: string }
  | { kind: 'listen'; channel: string }
  | { kind: 'dump'; file: string }
  | { kind: 'close' };
type WorkerReply =
  | { id: number; result: unknown }
  | { channel: string; payload: string }
  | { id: number; error: { message: string; fields: Record<string, unknown> } };

type Query = (text: string, params?: unknown[], options?: { rowMode?: 'array' | 'object' }) => Promise<unknown>;
export interface PgliteLike {
  query: Query;
  exec(text: string): Promise<unknown>;
  transaction<T>(fn: (tx: { query: Query; exec(text: string): Promise<unknown> }) => Promise<T>): Promise<T>;
}

/**
 * The server thread's side of PGlite (the database itself runs in pglite-worker.js). One statement
 * or transaction at a time, as PGlite itself works: callers queue for a turn, a transaction keeps the
 * turn from BEGIN to COMMIT; `urgent` work (the health check) goes to the front. `expectedWaitMs`
 * lets the server refuse new requests (503) before the queue grows long, instead of letting them wait.
 */
export class PgliteClient implements PgliteLike {
  private next = 1;
  private pending = new Map<number, { resolve(v: unknown): void; reject(e: unknown): void }>();
  private waiting: (() => void)[] = [];
  private busy = false;
  private listeners = new Map<string, Set<(payload: string) => void>>();
  /**
   * Moving average of one turn's duration, to turn the queue length into an expected wait. It starts
   * at a loaded machine's list query rather than an idle one's: a burst that arrives before the first
   * turn ends is judged by this guess alone.
   */
  private turnMs = 20;
  /** The last turn's duration: a sudden slowdown counts at once, not after the average catches up. */
  private lastTurnMs = 0;

  private constructor(private worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      if ('channel' in reply) {
        for (const handler of this.listeners.get(reply.channel) ?? []) handler(reply.payload);
        return;
      }
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if ('error' in reply) call.reject(Object.assign(new Error(reply.error.message), reply.error.fields));
      else call.resolve(reply.result);
    });
    worker.on('error', (err) => {
      for (const call of this.pending.values()) call.reject(err);
      this.pending.clear();
    });
  }

  /**
   * Starts the worker on `dir` (in memory when absent) and waits until PGlite is ready. `load`: an in-memory
   * database started from a file `dumpTo` wrote (no initdb: the tests' migrated and seeded template).
   */
  static async open(dir?: string, load?: string): Promise<PgliteClient> {
    const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: { dir, load, wasmModule: await compiledPglite() } });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`PGlite worker exited with ${code}`)));
    });
    worker.removeAllListeners('error').removeAllListeners('exit');
    return new PgliteClient(worker);
  }

  query: Query = (text, params = [], options = {}) =>
    this.turn(() => this.send({ kind: 'query', text, params, rowMode: options.rowMode ?? 'object' }));

  exec = (text: string) => this.turn(() => this.send({ kind: 'exec', text }));

  /** A query that jumps the queue (it still waits for the statement in progress). */
  urgent: Query = (text, params = [], options = {}) =>
    this.turn(() => this.send({ kind: 'query', text, params, rowMode: options.rowMode ?? 'object' }), true);

  transaction<T>(fn: (tx: { query: Query; exec(text: string): Promise<unknown> }) => Promise<T>): Promise<T> {
    const tx = {
      query: ((text, params = [], options = {}) => this.send({ kind: 'query', text, params: params as unknown[], rowMode: options.rowMode ?? 'object' })) as Query,
      exec: (text: string) => this.send({ kind: 'exec', text }),
    };
    return this.turn(async () => {
      await tx.exec('BEGIN');
      try {
        const result = await fn(tx);
        await tx.exec('COMMIT');
        return result;
      } catch (err) {
        await tx.exec('ROLLBACK');
        throw err;
      }
    });
  }

  /** LISTEN on `channel`: `handler` gets each NOTIFY payload. */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => void> {
    if (!this.listeners.has(channel)) {
      this.listeners.set(channel, new Set());
      await this.turn(() => this.send({ kind: 'listen', channel }));
    }
    this.listeners.get(channel)!.add(handler);
    return () => this.listeners.get(channel)?.delete(handler);
  }

  /** Writes the whole data folder to `file` (a tar), for `open(undefined, file)` to start from. */
  dumpTo(file: string): Promise<void> {
    return this.turn(() => this.send({ kind: 'dump', file })) as Promise<void>;
  }

  /** How long a call made now would wait for its turn. */
  expectedWaitMs(): number {
    return this.busy ? (this.waiting.length + 1) * Math.max(this.turnMs, this.lastTurnMs) : 0;
  }

  async close(): Promise<void> {
    await this.turn(() => this.send({ kind: 'close' }), true);
    await this.worker.terminate();
  }

  private send(request: WorkerCall): Promise<unknown> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private async turn<T>(work: () => Promise<T>, urgent = false): Promise<T> {
    if (this.busy) {
      await new Promise<void>((resolve) => (urgent ? this.waiting.unshift(resolve) : this.waiting.push(resolve)));
    }
    this.busy = true;
    const started = performance.now();
    try {
      return await work();
    } finally {
      this.lastTurnMs = performance.now() - started;
      this.turnMs = 0.8 * this.turnMs + 0.2 * this.lastTurnMs;
      const wake = this.waiting.shift();
      if (wake) wake();
      else this.busy = false;
    }
  }
}
