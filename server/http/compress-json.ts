import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { acceptsEncoding } from './accept-encoding';
import { withReplyHeaders } from './reply-headers';

const gzipAsync = promisify(gzip);
/** Below this, gzip's header and the work cost more than the bytes saved. */
const MIN_BYTES = 1024;

/** Caches must not hand a compressed reply to a client that did not ask for one. */
const VARY = { vary: 'Accept-Encoding' } as const;

/** The text of a JSON reply, kept on the reply: what the compression reads instead of the reply's body. */
const JSON_TEXT = Symbol('jsonText');
type WithText = Response & { [JSON_TEXT]?: string };

/** A JSON reply of `text` (Hono's c.json once serialised, or a page PostgreSQL built), known to the compression. */
export function jsonReply(c: Context, text: string, arg?: never, headers?: Record<string, string>): Response {
  const res = c.body(text, arg, { 'content-type': 'application/json', ...headers });
  // A property, not a WeakMap entry: every reply would otherwise add an ephemeron for the collector.
  (res as WithText)[JSON_TEXT] = text;
  return res;
}

/** c.json for every request, one function (`this` is the context): no closure built per request. */
function json(this: Context, object: unknown, arg?: never, headers?: Record<string, string>): Response {
  return jsonReply(this, JSON.stringify(object), arg, headers);
}

/** Compresses the reply when it is JSON of MIN_BYTES or more and the client takes gzip. */
async function compressed(c: Context): Promise<void> {
  const text = (c.res as WithText)[JSON_TEXT];
  // text.length counts UTF-16 units, never more than the bytes: short text skips the byte count.
  if (text === undefined || (text.length < MIN_BYTES && Buffer.byteLength(text) < MIN_BYTES)) return;
  if (!acceptsEncoding(c.req.header('accept-encoding') ?? '', 'gzip')) return;
  const headers = new Headers(c.res.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  c.res = new Response(await gzipAsync(text), { status: c.res.status, headers });
}

/**
 * JSON replies over 1 KB go out gzip-compressed when the client takes gzip. Only JSON replies: file
 * downloads and the event stream pass untouched. Their text is kept as they are made (`c.json` is
 * wrapped, and pages built by PostgreSQL go through `jsonReply`), because reading a reply's body back
 * (Hono's compress() does) turns every reply into a stream, and @hono/node-server then writes even a
 * small one in chunks: `users/self` went three times slower.
 */
export const compressJson: MiddlewareHandler = (c, next) => {
  c.json = json as unknown as typeof c.json;
  return withReplyHeaders(c, VARY, next).then(() => compressed(c));
};
