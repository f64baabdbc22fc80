import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { pickLocale } from '../i18n/t';
import type { AppDeps, AppEnv } from './context';
import { withReplyHeaders } from './reply-headers';

const SAFE_REQUEST_ID = /^[\w.:-]{1,100}$/;

/** Request id, language and dependencies for every call, and one structured log line when it ends. */
// Not async: next()'s promise and one `.then` for the log line, no async function's own promise.
export const requestContext = (deps: AppDeps) =>
  createMiddleware<AppEnv>((c, next) => {
    const given = c.req.header('x-request-id');
    const reqId = given && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    c.set('deps', deps);
    c.set('reqId', reqId);
    c.set('locale', pickLocale(c.req.header('accept-language')));
    const started = performance.now();
    return withReplyHeaders(c, { 'x-request-id': reqId }, next).then(() => {
      const status = c.res.status;
      deps.logger[status >= 500 ? 'error' : 'info']('request', {
        reqId,
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get('user')?.id ?? null,
      });
    });
  });
