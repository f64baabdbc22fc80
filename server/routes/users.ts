import { createRoute } from '@hono/zod-openapi';
import { CurrentUser } from '../../src/api/schemas/users';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { toCurrentUser } from '../services/users';
import { bearer, errors, json } from './schemas';

const selfRoute = createRoute({
  operationId: 'getSelf', method: 'get', path: '/users/self', tags: ['users'], security: bearer, middleware: [requireUser] as const,
  summary: 'The signed-in user',
  responses: { 200: json(CurrentUser, 'Current user'), 401: errors[401] },
});

export const userRoutes = newRouter().openapi(selfRoute, (c) => c.json(toCurrentUser(currentUser(c)), 200));
