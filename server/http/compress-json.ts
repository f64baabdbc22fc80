import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { acceptsEncoding } from './accept-encoding';

const gzipAsync = promisify(gzip);
/** Below this, gzip's header and the work cost more than the bytes saved. */
const MIN_BYTES = 1024;

/**
 * JSON replies over 1 KB go out gzip-compressed when the client takes gzip. Only JSON: file downloads
 * and the event stream pass untouched. (Hono's compress() cannot tell a small reply from a large one:
 * c.json sets no Content-Length, so it would compress every reply.)
 */
export const compressJson: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  if (!res.body || res.headers.has('content-encoding') || !/^application\/json/.test(res.headers.get('content-type') ?? '')) return;
  // Caches must not hand a compressed reply to a client that did not ask for one.
  res.headers.append('vary', 'Accept-Encoding');
  if (!acceptsEncoding(c.req.header('accept-encoding') ?? '', 'gzip')) return;
  const body = Buffer.from(await res.clone().arrayBuffer());
  if (body.length < MIN_BYTES) return;
  const headers = new Headers(res.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  c.res = new Response(await gzipAsync(body), { status: res.status, statusText: res.statusText, headers });
};
