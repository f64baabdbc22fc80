import { createRoute } from '@hono/zod-openapi';
import { SavedRepliesReply, SavedReply, SavedReplyBody } from '../../src/api/schemas/chats';
import { idParams } from '../../src/api/schemas/common';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { addSavedReply, deleteSavedReply, editSavedReply, listSavedReplies } from '../services/chats/saved-replies';
import { bearer, errors, json } from './schemas';

const common = { tags: ['chats'], security: bearer };
const body = { body: { content: { 'application/json': { schema: SavedReplyBody } }, required: true } };

const listRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listSavedReplies', method: 'get', path: '/chats/saved-replies',
  summary: "The caller's company's saved replies, by title (the company user and its employees)",
  responses: { 200: json(SavedRepliesReply, 'Saved replies'), 401: errors[401], 403: errors[403] },
});
const addRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'addSavedReply', method: 'post', path: '/chats/saved-replies',
  summary: 'Add a saved reply (the company user only: they are the company\'s words)',
  request: body,
  responses: { 201: json(SavedReply, 'Added'), 401: errors[401], 403: errors[403], 422: errors[422] },
});
const editRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'editSavedReply', method: 'put', path: '/chats/saved-replies/{id}',
  summary: 'Edit a saved reply of the company (the company user only); also POST with _method PUT',
  request: { params: idParams('id'), ...body },
  responses: { 200: json(SavedReply, 'Edited'), 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
});
const deleteRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'deleteSavedReply', method: 'delete', path: '/chats/saved-replies/{id}',
  summary: 'Delete a saved reply of the company (the company user only); also POST with _method DELETE',
  request: { params: idParams('id') },
  responses: { 204: { description: 'Deleted' }, 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
});

export const savedReplyRoutes = newRouter()
  .openapi(listRoute, async (c) => c.json({ data: await listSavedReplies(c.get('deps').db, currentUser(c)) }, 200))
  .openapi(addRoute, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await addSavedReply(db, currentUser(c), c.req.valid('json'), clock.now()), 201);
  })
  .openapi(editRoute, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await editSavedReply(db, currentUser(c), Number(c.req.valid('param').id), c.req.valid('json'), clock.now()), 200);
  })
  .openapi(deleteRoute, async (c) => {
    await deleteSavedReply(c.get('deps').db, currentUser(c), Number(c.req.valid('param').id));
    return c.body(null, 204);
  });
