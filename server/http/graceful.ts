import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger';
import { afterRepliesSettled } from './after-reply';
import type { Lifecycle } from './shutdown';

/** How long a shutdown waits for requests in flight (SHUTDOWN_TIMEOUT_MS); then it closes what is left. */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** The requests a server is answering now; `idle()` resolves when there are none. */
export class InFlight {
  private open = new Set<ServerResponse>();
  private waiters: (() => void)[] = [];
  private draining = false;

  constructor(server: Pick<Server, 'on'>) {
    server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
      this.open.add(res);
      // Once draining, a request that came on a kept-alive connection is answered and the connection closed.
      if (this.draining) res.setHeader('connection', 'close');
      res.once('close', () => {
        this.open.delete(res);
        if (this.open.size === 0) for (const wake of this.waiters.splice(0)) wake();
      });
    });
  }

  get size() {
    return this.open.size;
  }

  /** Replies not yet begun will say `Connection: close`, so keep-alive clients go elsewhere. */
  drain() {
    this.draining = true;
    for (const res of this.open) if (!res.headersSent) res.setHeader('connection', 'close');
  }

  idle(): Promise<void> {
    return this.open.size === 0 ? Promise.resolve() : new Promise((resolve) => this.waiters.push(resolve));
  }
}

export interface ShutdownParts {
  server: Pick<Server, 'close' | 'closeAllConnections' | 'closeIdleConnections'>;
  inFlight: InFlight;
  lifecycle: Lifecycle;
  /** Ends the event streams; their clients reconnect (elsewhere) with Last-Event-ID. */
  closeStreams: () => void;
  closeDatabase: () => Promise<void>;
  logger: Logger;
  timeoutMs: number;
}

/**
 * SIGTERM: /api/ready turns 503 (a load balancer stops sending), the listening socket closes, event
 * streams are ended so that their clients resume on another process, requests in flight are finished
 * (for at most `timeoutMs`), work queued after replies is settled, and the database is closed.
 * Resolves with whether everything in flight finished in time.
 */
export async function gracefulShutdown(parts: ShutdownParts): Promise<boolean> {
  const { server, inFlight, lifecycle, logger } = parts;
  lifecycle.draining = true;
  inFlight.drain();
  server.close();
  server.closeIdleConnections();
  parts.closeStreams();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const inTime = await Promise.race([
    inFlight.idle().then(() => true),
    new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), parts.timeoutMs); }),
  ]).finally(() => clearTimeout(timer));
  if (!inTime) logger.warn('shutdown: requests still in flight were cut', { count: inFlight.size, timeoutMs: parts.timeoutMs });
  server.closeAllConnections();
  await afterRepliesSettled();
  await parts.closeDatabase().catch((err) => logger.error('database close failed', { err: String(err) }));
  return inTime;
}
