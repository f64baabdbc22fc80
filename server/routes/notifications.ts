import { createRoute } from '@hono/zod-openapi';
import { idParams } from '../../src/api/schemas/common';
import type { Context } from 'hono';
import { NotificationListQuery, NotificationListReply } from '../../src/api/schemas/notifications';
import type { AppEnv } from '../http/context';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { listNotifications, markAllRead, markRead } from '../services/notifications';
import { bearer, errors, json } from './schemas';

const common = { tags: ['notifications'], security: bearer };

const listRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listNotifications', method: 'get', path: '/users/notifications',
  summary: "The signed-in user's notifications, newest first, 20 a page (read=0 for unread only), with the unread count",
  request: { query: NotificationListQuery },
  responses: { 200: json(NotificationListReply, 'A page'), 401: errors[401], 422: errors[422] },
});

const allRead = {
  summary: 'Mark every notification read (PUT, or POST with or without _method PUT)',
  responses: { 204: { description: 'All read' }, 401: errors[401] },
};
const allReadRoute = createRoute({ ...common, ...allRead, middleware: [requireUser] as const, operationId: 'markAllNotificationsRead', method: 'put', path: '/users/notifications/all' });
// The spec's call is a POST: plain POST is accepted too.
const allReadPostRoute = createRoute({ ...common, ...allRead, middleware: [requireUser] as const, operationId: 'markAllNotificationsReadByPost', method: 'post', path: '/users/notifications/all' });

const oneReadRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'markNotificationRead', method: 'put', path: '/users/notifications/{id}',
  summary: 'Mark one notification read (a click in the bell); also POST with _method PUT',
  request: { params: idParams('id') },
  responses: { 204: { description: 'Read' }, 401: errors[401], 404: errors[404] },
});

async function markAll(c: Context<AppEnv>) {
  await markAllRead(c.get('deps').db, currentUser(c).id);
  return c.body(null, 204);
}

export const notificationRoutes = newRouter()
  .openapi(listRoute, async (c) => c.json(await listNotifications(c.get('deps').db, currentUser(c).id, c.req.valid('query'), c.get('locale')), 200))
  .openapi(allReadRoute, markAll)
  .openapi(allReadPostRoute, markAll)
  .openapi(oneReadRoute, async (c) => {
    await markRead(c.get('deps').db, currentUser(c).id, Number(c.req.valid('param').id));
    return c.body(null, 204);
  });
