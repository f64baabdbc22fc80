// Where a notification leads (part 1 §2 routes, §3 types). `value` is what it points
// at: a request's id (2), a product's slug (1 products, 5 favourite), a user's id (4 follow: the
// follower; 6 message: the conversation's other side). A welcome (3) leads nowhere.
import type { Role } from '../../api/schemas/common';
import type { Notification } from '../../api/schemas/notifications';

export type NotificationLink = Pick<Notification, 'type' | 'value'>;

/** The address a click on the notification opens, or null when it only marks it read. */
export function notificationTarget(n: NotificationLink, role: Role | null): string | null {
  const value = n.value?.trim();
  if (!value) return null;
  const id = /^\d+$/.test(value) ? value : null;
  switch (n.type) {
    // A buyer's requests are the ones they sent (a decision about theirs); a seller's come in.
    case 2: return id && `${role === 'user' ? '/profile/requests' : '/requests'}?requestId=${id}`;
    case 6: return id && `/chats/messages/${id}`;
    case 4: return id && `/user/${id}`;
    case 1:
    case 5: return `/products/${encodeURIComponent(value)}`;
    default: return null;
  }
}

/**
 * Whether a message notification is about the conversation on screen: the reader
 * sees its messages arrive, so it raises no badge (the conversation reads it on the server).
 * `viewing` is the address shown in a visible tab (null while the tab is hidden).
 */
export function isConversationInView(n: NotificationLink, viewing: string | null): boolean {
  return viewing !== null && n.type === 6 && n.value !== null && viewing === `/chats/messages/${n.value}`;
}
