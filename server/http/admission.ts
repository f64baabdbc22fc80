import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { busy } from './errors';

/** New work that would wait longer than this for the database is refused at once (the promise is 2 s). */
export const MAX_DATABASE_WAIT_MS = 1000;

/**
 * Refuses a new API request with 503 and Retry-After when the database's queue is already long
 * (PGlite under a flood): a quick "try again" instead of a wait of many seconds. Requests already
 * admitted finish; the health check is never refused.
 */
// Not async: it has nothing to await, and next()'s promise is handed on as it is.
export const admission = createMiddleware<AppEnv>((c, next) => {
  if (c.req.path !== '/api/health' && c.get('deps').database.expectedWaitMs() > MAX_DATABASE_WAIT_MS) throw busy();
  return next();
});
