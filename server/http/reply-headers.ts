import type { ServerResponse } from 'node:http';
import type { Context, Next } from 'hono';

/**
 * Runs the rest of the chain with `headers` on its reply, whatever the reply is (errors and 404s
 * included). Served by Node, they go onto the ServerResponse before the handler runs and Node sends
 * them with the reply's own: Hono keeps a reply with more than one header in a Headers object, and
 * building one, setting fifteen headers on it and reading it back cost about 30 µs per reply, more
 * than the whole of a cached `users/self`. Without Node (`app.request` in tests) they are set on the
 * Response afterwards. No reply sets any of these itself, so both ways send the same values.
 */
export function withReplyHeaders(c: Context, headers: Readonly<Record<string, string>>, next: Next): Promise<void> {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && !outgoing.headersSent) {
    for (const name in headers) outgoing.setHeader(name, headers[name]);
    // Not async: handing on next()'s own promise saves a promise and a microtask per layer per request.
    return next();
  }
  return next().then(() => {
    for (const name in headers) c.res.headers.set(name, headers[name]);
  });
}
