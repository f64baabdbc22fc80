import type { Context, MiddlewareHandler, Next } from 'hono';
import type { AppEnv } from './context';
import { onError } from './on-error';

type Layer = MiddlewareHandler<AppEnv>;

/**
 * Several middlewares run as one Hono middleware, with Hono's own rules: in order, each wrapping the
 * rest; an error thrown by a layer (at once or later) becomes that layer's reply through the error
 * handler, which the layers outside it then see like any reply; a Response a layer returns is the reply.
 *
 * Why not one `app.use` each: Hono runs every layer as an async function with its own promise and
 * awaits (`users/self` went through six app-wide layers before its own two). Here a layer that only
 * hands on `next()`'s promise costs a function call, no promise; only a layer with work after the
 * rest (compression, the log line) adds one `.then`.
 */
export function layers(list: readonly Layer[]): Layer {
  return (c, next) => run(list, 0, c, next);
}

function run(list: readonly Layer[], i: number, c: Context<AppEnv>, last: Next): Promise<void> {
  if (i === list.length) return last();
  let inner: Promise<void> | undefined;
  let out: Response | void | Promise<Response | void>;
  try {
    // An unnamed arrow: tsx (`npm run dev`, the benches) names a named one per call with defineProperty.
    out = list[i](c, () => (inner = run(list, i + 1, c, last)));
  } catch (err) {
    return Promise.resolve(settle(c, err));
  }
  // Handed on untouched: the layers inside have already turned their errors into replies.
  if (out === inner) return out as Promise<void>;
  return Promise.resolve(out).then((res) => {
    if (res instanceof Response && !c.finalized) c.res = res;
  }, (err: unknown) => settle(c, err));
}

/** What Hono's compose does with a layer's error: the error handler's reply replaces the reply. */
function settle(c: Context<AppEnv>, err: unknown): void {
  if (!(err instanceof Error)) throw err;
  c.error = err;
  c.res = onError(err, c);
}
