import { createRoute } from '@hono/zod-openapi';
import { CurrentUser } from '../../src/api/schemas/users';
import { jsonText } from '../http/json-text';
import type { SessionUser } from '../http/context';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { toCurrentUser } from '../services/users';
import { bearer, errors, json } from './schemas';

const selfRoute = createRoute({
  operationId: 'getSelf', method: 'get', path: '/users/self', tags: ['users'], security: bearer, middleware: [requireUser] as const,
  summary: 'The signed-in user',
  responses: { 200: json(CurrentUser, 'Current user'), 401: errors[401] },
});

/**
 * The reply's text per cached session: a session the cache holds never changes (an edit or a
 * revocation replaces or drops it), so its text is written once rather than on every call.
 */
const selfText = new WeakMap<SessionUser, string>();
function textOf(user: SessionUser): string {
  let text = selfText.get(user);
  if (text === undefined) selfText.set(user, (text = JSON.stringify(toCurrentUser(user))));
  return text;
}

export const userRoutes = newRouter().openapi(selfRoute, (c) => jsonText<CurrentUser>(c, textOf(currentUser(c))));
