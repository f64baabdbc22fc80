import { createRoute, z } from '@hono/zod-openapi';
import { newRouter } from '../http/router';
import { json } from './schemas';

const Health = z.object({ status: z.literal('ok'), time: z.string() });

const healthRoute = createRoute({
  operationId: 'getHealth', security: [], method: 'get', path: '/health', tags: ['system'], summary: 'Liveness and database check',
  responses: { 200: json(Health, 'Server and database answer') },
});

export const healthRoutes = newRouter().openapi(healthRoute, async (c) => {
  const { database, clock } = c.get('deps');
  await database.ping();
  return c.json({ status: 'ok' as const, time: clock.now().toISOString() }, 200);
});
