import { setTimeout as sleep } from 'node:timers/promises';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { busy } from './errors';

/** New work that would wait longer than this for the database is refused at once (the promise is 2 s). */
export const MAX_DATABASE_WAIT_MS = 1000;

/**
 * How long a refusal is held before it is sent. A client that ignores Retry-After (a script, a load
 * generator, a stuck retry loop) sends again the moment it is refused: answered at once, 200 such
 * connections made 2,500 refusals a second, and answering them took the CPU the database's own thread
 * needed, so admitted requests waited many seconds (bench `pglite-load`). Held for this long, refusals
 * cost one timer each and stay quick for a person.
 */
export const REFUSAL_DELAY_MS = 250;

/**
 * Refuses a new API request with 503 and Retry-After when the database's queue is already long
 * (PGlite under a flood): a quick "try again" instead of a wait of many seconds. Requests already
 * admitted finish; the health check is never refused.
 */
// Not async: it has nothing to await when it admits, and next()'s promise is handed on as it is.
export const admission = createMiddleware<AppEnv>((c, next) => {
  if (c.req.path !== '/api/health' && c.req.path !== '/api/ready' && c.get('deps').database.expectedWaitMs() > MAX_DATABASE_WAIT_MS) {
    return sleep(REFUSAL_DELAY_MS).then(() => {
      throw busy();
    });
  }
  return next();
});
