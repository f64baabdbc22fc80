import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptsEncoding } from './accept-encoding';
import { withReplyHeaders } from './reply-headers';

const gzipAsync = promisify(gzip);
/** Below this, gzip's header and the work cost more than the bytes saved. */
const MIN_BYTES = 1024;

/** Caches must not hand a compressed reply to a client that did not ask for one. */
const VARY = { vary: 'Accept-Encoding' } as const;

/**
 * JSON replies over 1 KB go out gzip-compressed when the client takes gzip. Only what `c.json` made:
 * file downloads and the event stream pass untouched. `c.json` is wrapped to keep the text it sends,
 * because reading a reply's body back (Hono's compress() does) turns every reply into a stream, and
 * @hono/node-server then writes even a small one in chunks: `users/self` went three times slower.
 */
export const compressJson: MiddlewareHandler = (c, next) => withReplyHeaders(c, VARY, async () => {
  let sent: { res: Response; text: string } | undefined;
  // What Hono's own c.json does (a default content type the caller may override), keeping the text.
  const json = (object: unknown, arg?: never, headers?: Record<string, string>): Response => {
    const text = JSON.stringify(object);
    const res = c.body(text, arg, { 'content-type': 'application/json', ...headers });
    sent = { res, text };
    return res;
  };
  c.json = json as unknown as typeof c.json;
  await next();
  if (!sent || sent.res !== c.res || Buffer.byteLength(sent.text) < MIN_BYTES) return;
  if (!acceptsEncoding(c.req.header('accept-encoding') ?? '', 'gzip')) return;
  const headers = new Headers(c.res.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  c.res = new Response(await gzipAsync(sent.text), { status: c.res.status, headers });
});
