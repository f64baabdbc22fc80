// Typed calls of the notifications resource (server/routes/notifications.ts). All silent: the bell
// shows its own state, and a failed poll must not raise a snackbar every minute. They outlive a
// route change, because the bell stays in the top bar on every screen.
// The reply schema (and zod) loads with the first poll, not with the top bar (ReplySchema in ./client).
import { apiCall, unreadReply } from './client';
import type { NotificationListReply } from './schemas/notifications';

/** The newest page of the signed-in user's notifications, with the unread count of all pages. */
export function fetchNotifications(signal?: AbortSignal): Promise<NotificationListReply> {
  return apiCall('/users/notifications', () => import('./schemas/notifications').then((m) => m.NotificationListReply), { query: { page: '1' }, signal, silent: true, keepOnRouteChange: true });
}

/** A page of the /notifications screen: all, or only unread (read=0) or read (read=1) ones. Silent: the screen words its failure. */
export function fetchNotificationPage(query: { read?: '0' | '1'; page: number }, signal?: AbortSignal): Promise<NotificationListReply> {
  const params: Record<string, string> = { page: String(query.page) };
  if (query.read) params.read = query.read;
  return apiCall('/users/notifications', () => import('./schemas/notifications').then((m) => m.NotificationListReply), { query: params, signal, silent: true });
}

/** Marks every notification read (the spec's POST with _method PUT): 204. */
export function markAllNotificationsRead(signal?: AbortSignal): Promise<void> {
  return apiCall('/users/notifications/all', unreadReply, { method: 'POST', body: { _method: 'PUT' }, signal, silent: true, keepOnRouteChange: true })
    .then(() => undefined);
}

/** Marks one notification read (a click in the bell): 204. */
export function markNotificationRead(id: number, signal?: AbortSignal): Promise<void> {
  return apiCall(`/users/notifications/${id}`, unreadReply, { method: 'PUT', signal, silent: true, keepOnRouteChange: true }).then(() => undefined);
}
