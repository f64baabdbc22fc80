import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { t } from '../i18n/t';
import { dataExceptionCode, isDatabaseUnavailable } from '../db/errors';
import type { AppEnv } from './context';
import { databaseUnavailable, HttpError } from './errors';
import { validationError } from './validation';

/** The one place errors become `{ message, errors? }` in the caller's language (part 2 §8). */
export function onError(err: Error, c: Context<AppEnv>) {
  const locale = c.get('locale') ?? 'en';
  const httpError = toHttpError(err, c);
  if (!httpError) {
    // Unknown failure: log everything, tell the caller nothing about it.
    c.get('deps')?.logger.error('unhandled error', { reqId: c.get('reqId'), err: err.stack ?? String(err) });
    return c.json({ message: t(locale, 'server.server-error') }, 500);
  }
  const { status, key, options } = httpError;
  const errors = options.errors
    ? Object.fromEntries(Object.entries(options.errors).map(([f, keys]) => [f, keys.map((k) => t(locale, k, options.vars))]))
    : undefined;
  const joined = errors ? [...new Set(Object.values(errors).flat())].join('\n') : '';
  const message = key ? t(locale, key, options.vars) : joined || t(locale, 'validation.validation-failed');
  if (options.retryAfter !== undefined) c.header('Retry-After', String(options.retryAfter));
  return c.json({ message, ...(errors && { errors }), ...(options.retryAfter !== undefined && { retryAfter: options.retryAfter }) }, status);
}

/** What the caller did wrong, if anything; undefined for a real server fault (a 500, logged in full). */
function toHttpError(err: Error, c: Context<AppEnv>): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof ZodError) return validationError(err);
  // decodeURIComponent on a malformed escape the caller sent.
  if (err instanceof URIError) return new HttpError(400, 'server.bad-request');
  const code = dataExceptionCode(err);
  if (code) {
    // The caller's value, but a schema should have refused it before the query: log it to be fixed.
    c.get('deps')?.logger.warn('input refused by the database', { reqId: c.get('reqId'), code, err: String(err) });
    return new HttpError(400, 'server.bad-request');
  }
  // PostgreSQL is gone for a moment (restart, failover): a clean "try again", not a 500.
  if (isDatabaseUnavailable(err)) {
    c.get('deps')?.logger.warn('database unavailable', { reqId: c.get('reqId'), err: String(err) });
    return databaseUnavailable();
  }
  if (err instanceof HTTPException) {
    // Hono's own refusals (malformed JSON, body too large...).
    if (err.status === 413) return new HttpError(413, 'validation.file-too-large');
    if (err.status === 401) return new HttpError(401, 'server.unauthenticated');
    return new HttpError(400, 'server.bad-request');
  }
  return undefined;
}
