import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import type { Notification, NotificationListReply } from '../../api/schemas/notifications';
import { notificationsMachine } from './notifications.machine';

type Snap = SnapshotFrom<typeof notificationsMachine>;

export const machine = notificationsMachine;

/** Mutants no test can tell apart from the chart as written, and why. */
export const equivalentMutants: Record<string, string> = {
  'context error starts at 0 instead of null':
    'the first state, loading, clears it on entry (clearError, needed after a failed load): the actor\'s first snapshot, before start too, already says null',
};

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
/** Pushed by the event stream: a new unread one, and one already read elsewhere. */
export const pushedUnread = item(4, 0, 'Buyer One');
export const pushedRead = item(5, 1, null);
/** The unread one again, with a newer text (a message notification refreshed). */
export const refreshedUnread: Notification = { ...pushedUnread, body: '2 new messages' };
/** The unread one read elsewhere (its conversation opened, another tab): told again, read. */
export const readCopy: Notification = { ...pushedUnread, read: 1 };
/** A message of the conversation with user 9, and that conversation's address. */
export const pushedMessage: Notification = { ...item(6, 0, 'Buyer Two'), type: 6, value: '9', title: 'New message', body: 'Is it still available?' };
export const conversation = '/chats/messages/9';

/** A landing through a state on the way (a raised event's first step), unless it is the same. */
const via = (first: string, last: string) => (first === last ? last : `${first} → ${last}`);

export function events(s: Snap): EventObject[] {
  if (s.context.viewing !== null) return readingEvents(s);
  const bell = s.matches({ bell: 'ringing' }) ? 'ringing' : 'still';
  const shown = s.matches({ data: 'shown' });
  const data = s.matches({ data: 'loading' }) ? 'loading' : s.matches({ data: 'failed' }) ? 'failed' : s.matches({ data: { shown: 'idle' } }) ? 'shown.idle' : 'shown.refreshing';
  const feed = s.matches({ feed: 'live' }) ? 'live' : 'polling';
  const at = (d: string, b: string, f = feed) => `feed.${f}|data.${d}|bell.${b}`;
  const here = at(data, bell);
  // What a poll does to the data: a first load again after a failure, a refresh once shown.
  const polled = data === 'failed' ? 'loading' : data === 'shown.idle' ? 'shown.refreshing' : data;
  const unread = s.context.list.some((n) => n.id === 1 && n.read === 0);
  const out: EventObject[] = [
    // Opening the bell or the minute timer: a first load again after a failure, a refresh once shown.
    lands(at(polled, bell), { type: 'OPENED' }),
    lands(at(polled, bell), { type: 'POLLED' }),
    lands(here, { type: 'ITEM_CLICKED', id: 1 }, shown && unread
      ? holds({ unreadCount: s.context.unreadCount - 1 }) : holds({ unreadCount: s.context.unreadCount })),
    lands(here, { type: 'ALL_MARKED_READ' }, shown ? holds({ unreadCount: 0 }) : holds({ unreadCount: s.context.unreadCount })),
    // The server refused a mark: the list is fetched again to show the truth.
    lands(shown ? at('shown.refreshing', bell) : here, { type: 'MARK_FAILED' }),
    // Another language: whatever is loaded or loading is asked for again, in it.
    lands(shown ? at('shown.refreshing', bell) : at('loading', bell), { type: 'LANGUAGE_CHANGED' }),
    // The stream opening moves polling to the minute's catch-up and fetches once what came before it.
    // (The catch-up is a raised POLLED: the feed changes first, then the data.)
    lands(feed === 'live' ? here : via(at(data, bell, 'live'), at(polled, bell, 'live')), { type: 'STREAM_OPENED' }),
    lands(at(data, bell, 'polling'), { type: 'STREAM_CLOSED' }),
    // The view tells where the reader is (null: the tab is hidden); nothing else changes.
    lands(here, { type: 'VIEW_CHANGED', viewing: s.context.viewing }, holds({ viewing: s.context.viewing, list: s.context.list, unreadCount: s.context.unreadCount })),
  ];
  // A click on the browser's own notification marks it read as a click in the dropdown does (and opens it).
  if (shown && s.context.list.some((n) => n.id === pushedUnread.id)) {
    out.push(lands(here, { type: 'SYSTEM_NOTIFICATION_CLICKED', notification: pushedUnread }, holds({
      unreadCount: s.context.unreadCount - (s.context.list.some((n) => n.id === pushedUnread.id && n.read === 0) ? 1 : 0),
    })));
  }
  // A pushed one goes on top of a shown list (once); an unread one raises the count and rings.
  // A message notification told again (refreshed by the next message): the newer copy on top, counted once, the bell rings.
  const listed = s.context.list.find((n) => n.id === pushedUnread.id);
  if (shown && listed) {
    out.push(lands(via(here, at(data, 'ringing')), { type: 'PUSHED', notification: refreshedUnread }, holds({
      list: [refreshedUnread, ...s.context.list.filter((n) => n.id !== pushedUnread.id)], unreadCount: s.context.unreadCount + (listed.read === 1 ? 1 : 0),
    })));
  }
  // Read elsewhere: the read copy takes its place and leaves the count; the truth is fetched again.
  if (shown && listed?.read === 0) {
    out.push(lands(via(here, at('shown.refreshing', bell)), { type: 'PUSHED', notification: readCopy }, holds({
      list: s.context.list.map((n) => (n.id === readCopy.id ? readCopy : n)), unreadCount: s.context.unreadCount - 1,
    })));
  }
  // (The unread one once listed is a refresh, above.)
  for (const notification of listed && shown ? [pushedRead] : [pushedUnread, pushedRead]) {
    // A read one this bell does not list while it counts unread: read elsewhere, the truth is fetched again.
    if (shown && notification.read === 1 && s.context.unreadCount > 0 && !s.context.list.some((n) => n.id === notification.id)) {
      out.push(lands(via(here, at('shown.refreshing', bell)), { type: 'PUSHED', notification }, holds({ list: s.context.list, unreadCount: s.context.unreadCount })));
      continue;
    }
    const isNew = shown && !s.context.list.some((n) => n.id === notification.id);
    const rings = isNew && notification.read === 0;
    // (The ring is a raised RING: the list changes first, then the bell.)
    out.push(lands(rings ? via(here, at(data, 'ringing')) : here, { type: 'PUSHED', notification }, isNew
      ? holds({ list: [notification, ...s.context.list], unreadCount: s.context.unreadCount + (rings ? 1 : 0) })
      : holds({ list: s.context.list, unreadCount: s.context.unreadCount })));
  }
  if (data === 'loading') out.push(lands(at('shown.idle', bell), done('load', firstReply), holds({ list: firstReply.data, unreadCount: 1 })), lands(at('failed', bell), error('load'), holds({ error: error('load').error })));
  if (data === 'shown.refreshing') {
    // The bell rings only when the unread count rose.
    for (const reply of [firstReply, newsReply]) {
      const rose = reply.unreadCount > s.context.unreadCount;
      out.push(lands(rose ? via(at('shown.idle', bell), at('shown.idle', 'ringing')) : at('shown.idle', bell), done('refresh', reply), holds({ list: reply.data, unreadCount: reply.unreadCount })));
    }
    out.push(lands(at('shown.idle', bell), error('refresh'), holds({ list: s.context.list })));
  }
  if (bell === 'ringing') out.push(lands(at(data, 'still'), { type: 'xstate.after.bellAnimation.notifications.bell.ringing' }));
  return out;
}


/**
 * The reader has a conversation on screen (the second starting point, kept small): its message is
 * seen as it comes (listed read, no count, no ring); another conversation's still counts and rings.
 */
function readingEvents(s: Snap): EventObject[] {
  const bell = s.matches({ bell: 'ringing' }) ? 'ringing' : 'still';
  const here = `feed.polling|data.${s.matches({ data: 'loading' }) ? 'loading' : 'shown.idle'}|bell.${bell}`;
  if (s.matches({ data: 'loading' })) return [lands(`feed.polling|data.shown.idle|bell.${bell}`, done('load', firstReply), holds({ list: firstReply.data, unreadCount: 1 }))];
  const other: Notification = { ...pushedMessage, id: 7, value: '10' };
  const out: EventObject[] = [
    lands(here, { type: 'PUSHED', notification: pushedMessage }, holds({
      list: [{ ...pushedMessage, read: 1 }, ...s.context.list.filter((n) => n.id !== pushedMessage.id)], unreadCount: s.context.unreadCount,
    })),
    lands(here, { type: 'VIEW_CHANGED', viewing: conversation }, holds({ viewing: conversation })),
  ];
  if (!s.context.list.some((n) => n.id === other.id)) {
    out.push(lands(via(here, 'feed.polling|data.shown.idle|bell.ringing'), { type: 'PUSHED', notification: other }, holds({ unreadCount: s.context.unreadCount + 1 })));
  }
  return out;
}

/** Reading the conversation with user 9 from the start (the view told it). */
export const readingInput = { host: null, viewing: conversation };

/** For the model test and `npm run paths -- notifications`: no event stream (its pushes are the model's PUSHED). */
export const notificationsModel = { machine, events, inputs: [{ host: null }, readingInput] };
