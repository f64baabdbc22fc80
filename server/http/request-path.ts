import type { Context } from 'hono';
import { HttpError } from './errors';

/** The request's path, percent-decoded; a malformed escape (`/%`, `/%E0%A4%A`) is the caller's 400, not a URIError. */
export function decodedPath(c: Context): string {
  const raw = new URL(c.req.url).pathname;
  try {
    return decodeURIComponent(raw);
  } catch {
    throw new HttpError(400, 'server.bad-request');
  }
}
