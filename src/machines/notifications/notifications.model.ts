import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
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

const done = (id: 'load' | 'refresh', output: NotificationListReply) => ({ type: `xstate.done.actor.${id}`, output });
const error = (id: 'load' | 'refresh') => ({ type: `xstate.error.actor.${id}`, error: new Error('offline') });
const at = (data: string, bell: string) => `data.${data}|bell.${bell}`;

export function events(s: Snap): EventObject[] {
  const bell = s.matches({ bell: 'ringing' }) ? 'ringing' : 'still';
  const shown = s.matches({ data: 'shown' });
  const data = s.matches({ data: 'loading' }) ? 'loading' : s.matches({ data: 'failed' }) ? 'failed' : s.matches({ data: { shown: 'idle' } }) ? 'shown.idle' : 'shown.refreshing';
  const here = at(data, bell);
  const unread = s.context.list.some((n) => n.id === 1 && n.read === 0);
  const out: EventObject[] = [
    // Opening the bell or the minute timer: a first load again after a failure, a refresh once shown.
    lands(data === 'failed' ? at('loading', bell) : data === 'shown.idle' ? at('shown.refreshing', bell) : here, { type: 'OPENED' }),
    lands(data === 'failed' ? at('loading', bell) : data === 'shown.idle' ? at('shown.refreshing', bell) : here, { type: 'POLLED' }),
    lands(here, { type: 'ITEM_CLICKED', id: 1 }, shown && unread
      ? holds({ unreadCount: s.context.unreadCount - 1 }) : holds({ unreadCount: s.context.unreadCount })),
    lands(here, { type: 'ALL_MARKED_READ' }, shown ? holds({ unreadCount: 0 }) : holds({ unreadCount: s.context.unreadCount })),
    // The server refused a mark: the list is fetched again to show the truth.
    lands(shown ? at('shown.refreshing', bell) : here, { type: 'MARK_FAILED' }),
    // Another language: whatever is loaded or loading is asked for again, in it.
    lands(shown ? at('shown.refreshing', bell) : at('loading', bell), { type: 'LANGUAGE_CHANGED' }),
  ];
  if (data === 'loading') out.push(lands(at('shown.idle', bell), done('load', firstReply), holds({ list: firstReply.data, unreadCount: 1 })), lands(at('failed', bell), error('load'), holds({ error: error('load').error })));
  if (data === 'shown.refreshing') {
    // The bell rings only when the unread count rose.
    for (const reply of [firstReply, newsReply]) {
      out.push(lands(at('shown.idle', reply.unreadCount > s.context.unreadCount ? 'ringing' : bell), done('refresh', reply), holds({ list: reply.data, unreadCount: reply.unreadCount })));
    }
    out.push(lands(at('shown.idle', bell), error('refresh'), holds({ list: s.context.list })));
  }
  if (bell === 'ringing') out.push(lands(at(data, 'still'), { type: 'xstate.after.bellAnimation.notifications.bell.ringing' }));
  return out;
}
