import { createRoute } from '@hono/zod-openapi';
import {
  ContactsQuery, ContactsReply, DeleteMessagesBody, ForwardBody, Message, MessagesParams, MessagesQuery, MessagesReply, SendMessageBody,
} from '../../src/api/schemas/chats';
import type { AppEnv } from '../http/context';
import type { Context } from 'hono';
import { currentUser, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { announceTyping, deleteMessages, listContacts, listMessages, markConversationRead, sendMessage } from '../services/chats';
import { forwardMessage } from '../services/chats/forward';
import { bearer, errors, json } from './schemas';

const common = { tags: ['chats'], security: bearer };
const optId = (v: string | undefined) => (v === undefined ? undefined : Number(v));

const contactsRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listChatContacts', method: 'get', path: '/chats/contacts',
  summary: "The caller's contacts (a company user: the whole company's, or with employeeId one employee's): the system contact first, then the newest conversation",
  request: { query: ContactsQuery },
  responses: { 200: json(ContactsReply, 'Contacts'), 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
});

const messagesRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'listChatMessages', method: 'get', path: '/chats/messages/{userId}',
  summary: 'A page of 20 messages with userId (oldest first within the page; nextCursor pages back); incoming sent messages become received',
  request: { params: MessagesParams, query: MessagesQuery },
  responses: { 200: json(MessagesReply, 'A page'), 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
});

const sendRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'sendChatMessage', method: 'post', path: '/chats/messages/{userId}',
  summary: 'Send a message to userId (starts the conversation when there is none); the observer (employeeId) cannot send; productId only a product the marketplace shows (active, undeleted, of the conversation company), else 422 like an unknown id',
  request: { params: MessagesParams, query: MessagesQuery.pick({ employeeId: true }), body: { content: { 'application/json': { schema: SendMessageBody } }, required: true } },
  responses: { 201: json(Message, 'Sent'), 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
});

const readRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'markChatRead', method: 'post', path: '/chats/messages/{userId}/read',
  summary: "userId's messages to the caller become read",
  request: { params: MessagesParams, query: MessagesQuery.pick({ employeeId: true }) },
  responses: { 204: { description: 'Read' }, 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
});

const typingRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'announceChatTyping', method: 'post', path: '/chats/messages/{userId}/typing',
  summary: 'The caller is typing to userId: a TYPING live event to the other side of their existing conversation (404 when there is none)',
  request: { params: MessagesParams },
  responses: { 204: { description: 'Told' }, 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
});

const del = {
  summary: "Delete the caller's own messages (any other id: 403, nothing deleted); also POST with _method DELETE",
  request: { body: { content: { 'application/json': { schema: DeleteMessagesBody } }, required: true } },
  responses: { 204: { description: 'Deleted' }, 401: errors[401], 403: errors[403], 422: errors[422] },
};
const deleteRoute = createRoute({ ...common, ...del, middleware: [requireUser] as const, operationId: 'deleteChatMessages', method: 'delete', path: '/chats/messages' });

const forwardRoute = createRoute({
  ...common, middleware: [requireUser] as const, operationId: 'forwardChatMessage', method: 'post', path: '/chats/forward',
  summary: "One of the caller's conversation messages sent again by the caller to each recipient (text, product card, files); every recipient is checked first (422 on to), the message must be readable (404); the observer cannot (403)",
  request: { query: MessagesQuery.pick({ employeeId: true }), body: { content: { 'application/json': { schema: ForwardBody } }, required: true } },
  responses: { 204: { description: 'Forwarded' }, 401: errors[401], 403: errors[403], 404: errors[404], 422: errors[422] },
});

async function remove(c: Context<AppEnv>, ids: number[]) {
  await deleteMessages(c.get('deps').db, currentUser(c), ids);
  return c.body(null, 204);
}

export const chatRoutes = newRouter()
  .openapi(contactsRoute, async (c) => c.json({ data: await listContacts(c.get('deps').db, currentUser(c), optId(c.req.valid('query').employeeId), c.get('locale')) }, 200))
  .openapi(messagesRoute, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listMessages(c.get('deps').db, currentUser(c), Number(c.req.valid('param').userId), { cursor: optId(q.cursor), employeeId: optId(q.employeeId) }), 200);
  })
  .openapi(sendRoute, async (c) => {
    const { db, clock } = c.get('deps');
    return c.json(await sendMessage(db, currentUser(c), Number(c.req.valid('param').userId), c.req.valid('json'), optId(c.req.valid('query').employeeId), clock.now()), 201);
  })
  .openapi(readRoute, async (c) => {
    await markConversationRead(c.get('deps').db, currentUser(c), Number(c.req.valid('param').userId), optId(c.req.valid('query').employeeId));
    return c.body(null, 204);
  })
  .openapi(typingRoute, async (c) => {
    await announceTyping(c.get('deps').db, currentUser(c), Number(c.req.valid('param').userId));
    return c.body(null, 204);
  })
  .openapi(forwardRoute, async (c) => {
    const { db, clock } = c.get('deps');
    await forwardMessage(db, currentUser(c), c.req.valid('json'), optId(c.req.valid('query').employeeId), clock.now());
    return c.body(null, 204);
  })
  .openapi(deleteRoute, async (c) => remove(c, c.req.valid('json').ids));
