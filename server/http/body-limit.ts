import type { Context, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { pickLocale } from '../i18n/t';
import type { AppEnv } from './context';
import { HttpError } from './errors';

/** JSON, form and any other body: 1 MB, far above any form of this app. */
export const BODY_MAX_BYTES = 1024 * 1024;

/** A multipart route allowed more than BODY_MAX_BYTES, and what to say when even that is passed. */
export interface UploadLimit {
  method: string;
  /** The exact path, or a pattern for a path with an id (`/api/banners/7`). */
  path: string | RegExp;
  maxBytes: number;
  /** i18n key of the 413 message. */
  messageKey: string;
}

const isMultipart = (type: string | undefined) => /^multipart\/form-data\b/i.test(type ?? '');

/**
 * Bounds every request body before anything reads it. A declared size (content-length) over the
 * limit is refused at once, unread; a streamed body is counted as the handler reads it and cut off
 * when it passes the limit. Nothing is buffered here: a handler that never reads the body (a 401 for a
 * missing token) answers without waiting for it.
 */
export const bodyLimit = (uploads: UploadLimit[]) => {
  const limited = bounded(uploads);
  // GET and HEAD carry no body; asking for one would make @hono/node-server build a full Request.
  // Checked outside the async function, so that they pass on without its promise.
  return createMiddleware<AppEnv>((c, next) => (c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limited(c, next)));
};

const bounded = (uploads: UploadLimit[]) =>
  async (c: Context<AppEnv>, next: Next) => {
    const req = c.req.raw;
    if (!req.body) return next();
    const upload = isMultipart(req.headers.get('content-type') ?? undefined)
      ? uploads.find((u) => u.method === req.method && (typeof u.path === 'string' ? u.path === c.req.path : u.path.test(c.req.path)))
      : undefined;
    const max = upload?.maxBytes ?? BODY_MAX_BYTES;
    const tooLarge = () => {
      // This runs before the request context (and for _method requests, outside it): set the language here.
      c.set('locale', pickLocale(c.req.header('accept-language')));
      return new HttpError(413, upload?.messageKey ?? 'server.body-too-large', { vars: { max: Math.round(max / 1024 / 1024) } });
    };

    const declared = req.headers.get('content-length');
    if (declared !== null && !req.headers.has('transfer-encoding')) {
      // Node's parser never delivers more than the declared length.
      if (!/^\d+$/.test(declared) || Number(declared) > max) throw tooLarge();
      return next();
    }

    let size = 0;
    let exceeded = false;
    const counted = req.body.pipeThrough(new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > max) {
          exceeded = true;
          controller.error(tooLarge());
        } else {
          controller.enqueue(chunk);
        }
      },
    }));
    c.req.raw = new Request(req, { body: counted, duplex: 'half' } as RequestInit);
    await next();
    // Whatever the reader made of the cut-off body (malformed JSON, a missing file), the answer is 413.
    if (exceeded) throw tooLarge();
  };
