// Typed calls of the chats resource (server/routes/chats.ts, contract in ./schemas/chats). Silent: the
// chat screens word their own failures; polls must not raise a snackbar every 10 s.
import { apiCall, requestHeaders, unreadReply } from './client';
import type { Contact, ForwardBody, Message, MessagesReply, SendMessageBody } from './schemas/chats';

const schemas = () => import('./schemas/chats');
const observing = (employeeId: number | null): Record<string, string> => (employeeId === null ? {} : { employeeId: String(employeeId) });

/** The contacts, the system contact first; `employeeId`: a company user watching that employee. */
export function fetchContacts(employeeId: number | null, signal?: AbortSignal): Promise<Contact[]> {
  return apiCall('/chats/contacts', () => schemas().then((m) => m.ContactsReply), { query: observing(employeeId), signal, silent: true }).then((r) => r.data);
}

/** The newest page of a conversation, or the page before `cursor`. */
export function fetchMessages(userId: number, query: { cursor?: string | null; employeeId: number | null }, signal?: AbortSignal): Promise<MessagesReply> {
  const params: Record<string, string> = { ...observing(query.employeeId) };
  if (query.cursor) params.cursor = query.cursor;
  return apiCall(`/chats/messages/${userId}`, () => schemas().then((m) => m.MessagesReply), { query: params, signal, silent: true });
}

export function sendMessage(userId: number, body: SendMessageBody, signal?: AbortSignal): Promise<Message> {
  return apiCall(`/chats/messages/${userId}`, () => schemas().then((m) => m.Message), { method: 'POST', body, signal, silent: true });
}

/** The other person's messages become read (the conversation was left or switched). Outlives the route change that causes it. */
export function markConversationRead(userId: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/chats/messages/${userId}/read`, unreadReply, { method: 'POST', signal, silent: true, keepOnRouteChange: true }).then(() => undefined);
}

/**
 * The same when the page itself goes (tab closed, another site): started at once and kept alive past the page,
 * which an awaited call would not be. Nobody hears how it went.
 */
export function markConversationReadOnExit(userId: number): void {
  void fetch(`/api/chats/messages/${userId}/read`, { method: 'POST', keepalive: true, headers: requestHeaders() }).catch(() => {});
}

/** Tells the other side the caller is typing (a TYPING live event); nobody waits on how it went. */
export function announceTyping(userId: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/chats/messages/${userId}/typing`, unreadReply, { method: 'POST', signal, silent: true }).then(() => undefined);
}

/** Deletes the caller's own messages. */
export function deleteMessages(ids: number[], signal?: AbortSignal): Promise<void> {
  return apiCall('/chats/messages', unreadReply, { method: 'POST', body: { _method: 'DELETE', ids }, signal, silent: true }).then(() => undefined);
}

/** Sends one of the caller's conversation messages again, by the caller, to each recipient. */
export function forwardMessage(body: ForwardBody, signal?: AbortSignal): Promise<void> {
  return apiCall('/chats/forward', unreadReply, { method: 'POST', body, signal, silent: true }).then(() => undefined);
}
