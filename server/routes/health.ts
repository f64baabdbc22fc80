import { createRoute, z } from '@hono/zod-openapi';
import { pendingMigrations } from '../db/readiness';
import { newRouter } from '../http/router';
import { json } from './schemas';

const Health = z.object({ status: z.literal('ok'), time: z.string() });
const Ready = z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']).optional() });
const NotReady = z.object({
  status: z.literal('unavailable'),
  reason: z.enum(['draining', 'database-unreachable', 'migrations-pending']),
  retryAfter: z.number().int(),
});

/** Seconds a load balancer (or a client) is asked to wait before asking again. */
export const READY_RETRY_AFTER = 2;

const healthRoute = createRoute({
  operationId: 'getHealth', security: [], method: 'get', path: '/health', tags: ['system'],
  summary: 'Liveness: the process answers (it does not ask the database, so an outage does not get it restarted)',
  responses: { 200: json(Health, 'The process is alive') },
});

const readyRoute = createRoute({
  operationId: 'getReady', security: [], method: 'get', path: '/ready', tags: ['system'],
  summary: 'Readiness for a load balancer: the database answers and has every migration of this build applied, and the process is not shutting down',
  responses: {
    200: json(Ready, 'Ready for traffic'),
    503: { ...json(NotReady, 'Not ready: send traffic elsewhere and ask again after Retry-After seconds'), headers: { 'Retry-After': { schema: { type: 'integer' as const } } } },
  },
});

export const healthRoutes = newRouter()
  .openapi(healthRoute, (c) => {
    const { clock } = c.get('deps');
    return c.json({ status: 'ok' as const, time: clock.now().toISOString() }, 200);
  })
  .openapi(readyRoute, async (c) => {
    const { database, db, lifecycle } = c.get('deps');
    const notReady = (reason: z.infer<typeof NotReady>['reason']) => {
      c.header('Retry-After', String(READY_RETRY_AFTER));
      c.header('cache-control', 'no-store');
      return c.json({ status: 'unavailable' as const, reason, retryAfter: READY_RETRY_AFTER }, 503);
    };
    if (lifecycle?.draining) return notReady('draining');
    try {
      await database.ping();
    } catch {
      return notReady('database-unreachable');
    }
    const pending = await pendingMigrations(db).catch(() => undefined);
    if (pending === undefined) return notReady('database-unreachable');
    if (pending > 0) return notReady('migrations-pending');
    c.header('cache-control', 'no-store');
    return c.json({ status: 'ready' as const, database: (database as { driver?: 'pglite' | 'postgres' }).driver }, 200);
  });
