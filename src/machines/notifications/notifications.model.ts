import type { SnapshotFrom } from 'xstate';
import type { Notification, NotificationListReply } from '../../api/schemas/notifications';
import { notificationsMachine } from './notifications.machine';

type Snap = SnapshotFrom<typeof notificationsMachine>;

export const machine = notificationsMachine;

const item = (id: number, read: 0 | 1, sender: string | null): Notification => ({
  id, title: `Request no. ${id} accepted`, body: 'Your request was accepted', type: 2, read,
  sender: sender === null ? null : { fullName: sender }, value: String(id), createdAt: '2026-11-20T10:00:00.000Z',
});

/** The first load: one unread from a seller, one read from the system. */
export const firstReply: NotificationListReply = { data: [item(1, 0, 'Sara'), item(2, 1, null)], unreadCount: 1, nextPage: null };
/** A refresh with news: a new unread on top. */
export const newsReply: NotificationListReply = { data: [item(3, 0, 'Sara'), ...firstReply.data], unreadCount: 2, nextPage: null };

const done = (id: 'load' | 'refresh', output: NotificationListReply) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const error = (id: 'load' | 'refresh') => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') }) as never;

export const events = (s: Snap) => [
  { type: 'OPENED' as const },
  { type: 'POLLED' as const },
  { type: 'ITEM_CLICKED' as const, id: 1 },
  { type: 'ALL_MARKED_READ' as const },
  { type: 'MARK_FAILED' as const },
  ...(s.matches({ data: 'loading' }) ? [done('load', firstReply), error('load')] : []),
  ...(s.matches({ data: { shown: 'refreshing' } }) ? [done('refresh', firstReply), done('refresh', newsReply), error('refresh')] : []),
  ...(s.matches({ bell: 'ringing' }) ? [{ type: 'xstate.after.bellAnimation.notifications.bell.ringing' } as never] : []),
];
