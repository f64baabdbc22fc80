// The /notifications screen's model for checkModel and `npm run paths -- notification-list`.
import type { EventObject, SnapshotFrom } from 'xstate';
import type { Notification } from '../../api/schemas/notifications';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import type { StreamHost } from '../event-stream/live-events';
import { LIST_FAILED, notificationListMachine, type NotificationListInput } from './notification-list.machine';

export const machine = notificationListMachine;

/** Mutants no test can tell apart from the chart as written, and why. */
export const equivalentMutants: Record<string, string> = {
  'context unreadCount starts at 1 instead of 0':
    'read only by hasUnread (Mark all read, which the screen disables and the chart ignores while the first page loads); that page sets it, as does a push',
  'context nextPage starts at 0 instead of null':
    'read only by More (shown and taken only once the first page is in) and the next page\'s load; the first page sets it',
};
/** A stand-in for the app's event stream: the walk that follows it sends the pushes itself. */
const stream: StreamHost = { getSnapshot: () => ({ children: {} }), subscribe: () => ({ unsubscribe: () => {} }) };
export const inputs: NotificationListInput[] = [{ filter: 'all' }, { filter: 'unread' }, { filter: 'unread', host: stream }];
export const input = inputs[0];
type Snap = SnapshotFrom<typeof notificationListMachine>;

const note = (id: number, read: 0 | 1): Notification => ({
  id, title: `Request ${id}`, body: 'A buyer wants your product', type: 2, read, sender: { fullName: 'Fatima' }, value: String(id), createdAt: '2026-11-24T08:00:00.000Z',
});
const unread = note(1, 0);
const read = note(2, 1);
const more = note(3, 0);
/** Pushed by the event stream: a new unread one, and the unread one read elsewhere. */
const pushed = { ...note(4, 0), type: 6 as const, title: 'New message', createdAt: '2026-11-24T09:00:00.000Z' };
const readCopy = { ...unread, read: 1 as const };

export function events(s: Snap): EventObject[] {
  if (s.context.host !== null) return liveEvents(s);
  const other = s.context.filter === 'all' ? 'read' : 'all';
  const out: EventObject[] = [
    lands('loading', { type: 'FILTER_CHOSEN', filter: other }, holds({ filter: other, items: [], error: null })),
    stays(s, { type: 'FILTER_CHOSEN', filter: s.context.filter }),
    lands('loading', { type: 'LANGUAGE_CHANGED' }),
  ];
  if (s.matches('loading')) {
    out.push(
      lands('shown', { type: 'xstate.done.actor.loadFirstPage', output: { data: [unread, read], unreadCount: 4, nextPage: 2 } }, holds({ items: [unread, read], unreadCount: 4, nextPage: 2 })),
      lands('shown', { type: 'xstate.done.actor.loadFirstPage', output: { data: [], unreadCount: 0, nextPage: null } }, holds({ items: [], unreadCount: 0 })),
      lands('loadFailed', { type: 'xstate.error.actor.loadFirstPage', error: networkError() }, holds({ error: LIST_FAILED.load })),
      lands('loadFailed', { type: 'xstate.error.actor.loadFirstPage', error: httpError(500) }, holds({ error: 'errors.server' })),
    );
  }
  if (s.matches('loadFailed')) out.push(lands('loading', { type: 'RETRY_CLICKED' }, holds({ error: null })));
  if (s.matches('shown')) {
    const hasUnread = s.context.items.some((n) => n.id === unread.id && n.read === 0);
    out.push(
      s.context.nextPage !== null ? lands('loadingMore', { type: 'MORE_REQUESTED' }) : stays(s, { type: 'MORE_REQUESTED' }),
      hasUnread
        // In the unread filter it leaves the list; elsewhere it stays, read.
        ? lands('markingOne', { type: 'ITEM_MARKED_READ', id: unread.id }, holds({
          unreadCount: s.context.unreadCount - 1,
          items: s.context.filter === 'unread' ? s.context.items.filter((n) => n.id !== unread.id) : s.context.items.map((n) => (n.id === unread.id ? { ...n, read: 1 } : n)),
          // A failure said before (a page that did not load) goes once the seller acts.
          error: null,
        }))
        : stays(s, { type: 'ITEM_MARKED_READ', id: unread.id }),
      stays(s, { type: 'ITEM_MARKED_READ', id: read.id }),
      // A click on the row opens it (the view's openNotification) and reads it, as Mark as read does.
      hasUnread
        ? lands('markingOne', { type: 'ITEM_OPENED', id: unread.id }, holds({ unreadCount: s.context.unreadCount - 1, error: null }))
        : stays(s, { type: 'ITEM_OPENED', id: unread.id }),
      stays(s, { type: 'ITEM_OPENED', id: read.id }, holds({ unreadCount: s.context.unreadCount })),
      s.context.unreadCount > 0
        ? lands('markingAll', { type: 'ALL_MARKED_READ' }, holds({
          unreadCount: 0,
          items: s.context.filter === 'unread' ? [] : s.context.items.map((n) => ({ ...n, read: 1 })),
          error: null,
        }))
        : stays(s, { type: 'ALL_MARKED_READ' }),
    );
  }
  if (s.matches('markingOne')) {
    // Mark all stays offered while one mark is on its way.
    out.push(s.context.unreadCount > 0 ? lands('markingAll', { type: 'ALL_MARKED_READ' }, holds({ unreadCount: 0 })) : stays(s, { type: 'ALL_MARKED_READ' }));
  }
  if (s.matches('loadingMore')) {
    out.push(
      lands('shown', { type: 'xstate.done.actor.loadNextPage', output: { data: [read, more], unreadCount: 4, nextPage: null } },
        holds({ items: [...s.context.items, ...(s.context.items.some((n) => n.id === read.id) ? [] : [read]), more], nextPage: null })),
      lands('shown', { type: 'xstate.error.actor.loadNextPage', error: networkError() }, holds({ items: s.context.items, error: LIST_FAILED.load })),
    );
  }
  if (s.matches('markingOne')) {
    out.push(
      lands('shown', { type: 'xstate.done.actor.markOne' }),
      lands('loading', { type: 'xstate.error.actor.markOne', error: networkError() }, holds({ error: LIST_FAILED.mark })),
    );
  }
  if (s.matches('markingAll')) {
    out.push(
      lands('shown', { type: 'xstate.done.actor.markAll' }),
      lands('loading', { type: 'xstate.error.actor.markAll', error: httpError(500) }, holds({ error: 'errors.server' })),
    );
  }
  return out;
}

/**
 * The page following the stream, walked apart to keep the walk small: a new one goes on top; one read
 * elsewhere leaves the unread filter. The count is the one the stream sends with it: 25 unread, one page
 * of them loaded, then Mark all read in another tab (its newest comes again, read): none, not 24.
 */
function liveEvents(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [lands('shown', { type: 'xstate.done.actor.loadFirstPage', output: { data: [unread], unreadCount: 25, nextPage: 2 } }, holds({ items: [unread], unreadCount: 25 }))];
  }
  if (!s.matches('shown')) return [];
  const out: EventObject[] = [];
  if (!s.context.items.some((n) => n.id === pushed.id)) {
    out.push(stays(s, { type: 'PUSHED', notification: pushed, unreadCount: 26 }, holds({ items: [pushed, ...s.context.items], unreadCount: 26 })));
  }
  if (s.context.items.some((n) => n.id === unread.id)) {
    out.push(stays(s, { type: 'PUSHED', notification: readCopy, unreadCount: 0 }, holds({ items: s.context.items.filter((n) => n.id !== unread.id), unreadCount: 0 })));
  }
  // Mark all is offered as soon as a pushed one is unread.
  if (s.context.items.length > 0) out.push(lands('markingAll', { type: 'ALL_MARKED_READ' }, holds({ items: [], unreadCount: 0 })));
  return out;
}

export const model = { machine, events, inputs, input };
