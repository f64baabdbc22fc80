import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';

/**
 * A reply given before the request's body had all arrived (a 413 on the declared size, a 401 before
 * an upload, a validation error before the rest of the bytes) says `Connection: close`. Without it the
 * client takes the socket as reusable while the server is still discarding, or gives up on, the rest of
 * the body, and the next request sent on it dies (ECONNRESET). Bodies that did arrive whole are left
 * alone: Node discards what the handler did not read and keeps the connection.
 */
export const closeAfterEarlyReply: MiddlewareHandler<AppEnv> = (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : next().then(() => announceClose(c));

function announceClose(c: Context<AppEnv>) {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // No socket (app.request in tests, the in-process sandbox fetch): nothing to announce.
  if (!incoming || incoming.complete) return;
  try {
    c.res.headers.set('connection', 'close');
  } catch {
    // A reply with immutable headers (a proxied fetch Response): copy it with the header.
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers: new Headers(c.res.headers) });
    c.res.headers.set('connection', 'close');
  }
}
