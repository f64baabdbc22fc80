import { Hono, type MiddlewareHandler } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { HttpError } from './errors';
import { layers } from './layers';
import { onError } from './on-error';

/** An app whose one middleware runs `list` as layers, with a route answering 200 or throwing. */
function appWith(list: MiddlewareHandler<AppEnv>[]) {
  const app = new Hono<AppEnv>();
  app.onError(onError);
  app.use('*', layers(list));
  app.get('/ok', (c) => c.json({ ok: true }));
  app.get('/fails', () => {
    throw new HttpError(409, 'server.not-found');
  });
  return app;
}

/** A layer that records the status it sees after the rest ran. */
const seen: number[] = [];
const watcher: MiddlewareHandler<AppEnv> = (c, next) => next().then(() => {
  seen.push(c.res.status);
});

describe('layers (the app-wide middleware as one Hono layer)', () => {
  it('runs the layers in order around the route, and the route answers', async () => {
    const order: string[] = [];
    const mark = (name: string): MiddlewareHandler<AppEnv> => (_c, next) => {
      order.push(`${name} in`);
      return next().then(() => {
        order.push(`${name} out`);
      });
    };
    const res = await appWith([mark('a'), mark('b')]).request('/ok');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(order).toEqual(['a in', 'b in', 'b out', 'a out']);
  });

  it('turns a layer\'s error, thrown at once or later, into its reply, which the outer layers see', async () => {
    seen.length = 0;
    const atOnce: MiddlewareHandler<AppEnv> = () => {
      throw new HttpError(413, 'server.body-too-large', { vars: { max: 1 } });
    };
    const later: MiddlewareHandler<AppEnv> = (_c, next) => next().then(() => {
      throw new HttpError(503, 'server.busy', { retryAfter: 1 });
    });
    const unreached: MiddlewareHandler<AppEnv> = () => {
      throw new Error('not reached');
    };
    const first = await appWith([watcher, atOnce, unreached]).request('/ok');
    const second = await appWith([watcher, later]).request('/ok');
    expect([first.status, second.status]).toEqual([413, 503]);
    expect(second.headers.get('retry-after')).toBe('1');
    expect(seen).toEqual([413, 503]);
  });

  it('lets the outer layers see the route\'s own error reply', async () => {
    seen.length = 0;
    const res = await appWith([watcher]).request('/fails');
    expect(res.status).toBe(409);
    expect(seen).toEqual([409]);
  });

  it('takes a Response a layer returns as the reply, without running the rest', async () => {
    seen.length = 0;
    const answers: MiddlewareHandler<AppEnv> = async () => new Response('elsewhere', { status: 202 });
    const res = await appWith([watcher, answers]).request('/ok');
    expect([res.status, await res.text()]).toEqual([202, 'elsewhere']);
    expect(seen).toEqual([202]);
  });
});
