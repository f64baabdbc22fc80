import { createRoute, z } from '@hono/zod-openapi';
import {
  RequestCreateBody, RequestDecisionBody, RequestListQuery, RequestListReply, RequestRow,
} from '../../src/api/schemas/requests';
import { idParams } from '../../src/api/schemas/common';
import { jsonText } from '../http/json-text';
import { currentUser, requireRole, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { createRequest } from '../services/requests/create';
import { decideRequest } from '../services/requests/decide';
import { requestById } from '../services/requests/details';
import { listRequests, listSentRequests } from '../services/requests/list';
import { bearer, errors, json } from './schemas';

const idParam = idParams('id');
const common = { tags: ['requests'], security: bearer };
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });

const createRoute_ = createRoute({
  ...common, middleware: [requireUser, requireRole('user')] as const, operationId: 'sendRequest', method: 'post', path: '/requests',
  summary: 'A buyer sends a purchase (sale) or barter request for a product; bartering offers one of its own products',
  request: { body: body(RequestCreateBody) },
  responses: { 201: json(RequestRow, 'The new request'), 401: errors[401], 403: errors[403], 404: errors[404], 409: errors[409], 422: errors[422] },
});

const listRoute = createRoute({
  ...common, middleware: [requireUser, requireRole('company', 'employee')] as const, operationId: 'listReceivedRequests', method: 'get', path: '/requests',
  summary: "The company's requests (an employee: those on its own products), newest first, keyset pages",
  request: { query: RequestListQuery },
  responses: { 200: json(RequestListReply, 'A page; pass nextCursor back as cursor'), 401: errors[401], 403: errors[403], 422: errors[422] },
});

const sentRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listSentRequests', method: 'get', path: '/profile/requests',
  summary: 'The requests the signed-in user sent, newest first (same filters and paging)',
  request: { query: RequestListQuery },
  responses: { 200: json(RequestListReply, 'A page'), 401: errors[401], 422: errors[422] },
});

const detailsRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'getRequest', method: 'get', path: '/requests/{id}',
  summary: 'One request (its company members who may see it, or the buyer who sent it; 404 otherwise)',
  request: { params: idParam },
  responses: { 200: json(RequestRow, 'The request'), 401: errors[401], 404: errors[404] },
});

const decideRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'decideRequest', method: 'post', path: '/requests/{id}/status',
  summary: 'Accept (2) or reject (3) a pending request; accepting reserves the product; the buyer is notified',
  request: { params: idParam, body: body(RequestDecisionBody) },
  responses: {
    204: { description: 'Decided (the client reloads the list)' }, 401: errors[401], 403: errors[403], 404: errors[404],
    409: errors[409], 422: errors[422],
  },
});

export const requestRoutes = newRouter()
  .openapi(createRoute_, async (c) => {
    const { db, clock } = c.get('deps');
    const user = currentUser(c);
    const id = await createRequest(db, user, RequestCreateBody.parse(c.req.valid('json')), clock.now());
    return c.json(await requestById(db, user, id), 201);
  })
  // The pages are already RequestListReply's JSON (built by PostgreSQL): sent as they are.
  .openapi(listRoute, async (c) => jsonText<RequestListReply>(c, await listRequests(c.get('deps').db, currentUser(c), c.req.valid('query'))))
  .openapi(sentRoute, async (c) => jsonText<RequestListReply>(c, await listSentRequests(c.get('deps').db, currentUser(c), c.req.valid('query'))))
  .openapi(detailsRoute, async (c) => c.json(await requestById(c.get('deps').db, currentUser(c), Number(c.req.valid('param').id)), 200))
  .openapi(decideRoute, async (c) => {
    const { db, clock } = c.get('deps');
    await decideRequest(db, currentUser(c), Number(c.req.valid('param').id), c.req.valid('json').status, clock.now());
    return c.body(null, 204);
  });
