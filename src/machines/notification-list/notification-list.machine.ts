// The /notifications screen (part 1 §2 and §4 Notifications, part 2 §7): every notification a page
// at a time, filtered all / unread / read, one marked read or all of them. Marking is optimistic; a
// failed call loads the truth again. The filter lives in the address (the view keeps it there).
// It follows the event stream as the bell does: a new one goes on top, one told
// again (a conversation's newer message, or read elsewhere) takes its place. A click on a row opens
// where it leads (`openNotification`, given by the view) and marks it read.
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { fetchNotificationPage, markAllNotificationsRead, markNotificationRead } from '../../api/notifications';
import { sharedFailureMessage } from '../../api/client';
import type { Notification, NotificationListReply } from '../../api/schemas/notifications';
import { listenToLiveEvents, type StreamHost } from '../event-stream/live-events';

export type NotificationFilter = 'all' | 'unread' | 'read';
export type NotificationListInput = { filter: NotificationFilter; host?: StreamHost | null };
export type NotificationListContext = { filter: NotificationFilter; host: StreamHost | null } & {
  items: Notification[];
  unreadCount: number;
  nextPage: number | null;
  error: string | null;
};
export type NotificationListEvent =
  | { type: 'FILTER_CHOSEN'; filter: NotificationFilter }
  | { type: 'MORE_REQUESTED' }
  | { type: 'ITEM_MARKED_READ'; id: number }
  /** A click on the row: it opens where the notification leads, and is read. */
  | { type: 'ITEM_OPENED'; id: number }
  /** The event stream told a new notification, or one again (refreshed, or read elsewhere), with the unread count. */
  | { type: 'PUSHED'; notification: Notification; unreadCount: number }
  | { type: 'ALL_MARKED_READ' }
  | { type: 'RETRY_CLICKED' }
  | { type: 'LANGUAGE_CHANGED' };

export const LIST_FAILED = { load: 'notifications.failed', mark: 'notifications.mark-failed' } as const;

const READ_QUERY = { all: undefined, unread: '0', read: '1' } as const;

export const notificationListMachine = setup({
  types: {
    context: {} as NotificationListContext,
    events: {} as NotificationListEvent,
    input: {} as NotificationListInput,
  },
  actors: {
    loadPage: fromPromise<NotificationListReply, { filter: NotificationFilter; page: number }>(({ input, signal }) =>
      fetchNotificationPage({ read: READ_QUERY[input.filter], page: input.page }, signal)),
    markOne: fromPromise<void, { id: number }>(({ input, signal }) => markNotificationRead(input.id, signal)),
    markAll: fromPromise<void>(({ signal }) => markAllNotificationsRead(signal)),
    /** Hears the app's event stream (none in tests). */
    push: fromCallback<NotificationListEvent, { host: StreamHost | null }>(({ input, sendBack }) => {
      if (!input.host) return;
      return listenToLiveEvents(input.host, (event) => event.type === 'NOTIFICATION' && sendBack({ type: 'PUSHED', notification: event.notification, unreadCount: event.unreadCount }), () => {});
    }),
  },
  guards: {
    hasMore: ({ context }) => context.nextPage !== null,
    isOtherFilter: ({ context }, params: { filter: NotificationFilter }) => params.filter !== context.filter,
    isUnread: ({ context }, params: { id: number }) => context.items.some((n) => n.id === params.id && n.read === 0),
    hasUnread: ({ context }) => context.unreadCount > 0 || context.items.some((n) => n.read === 0),
  },
  actions: {
    keepFilter: assign((_, params: { filter: NotificationFilter }) => ({ filter: params.filter, items: [], nextPage: null })),
    // (A mark that failed keeps its message through the reload that follows it.)
    showFirstPage: assign((_, params: NotificationListReply) => ({ items: params.data, unreadCount: params.unreadCount, nextPage: params.nextPage })),
    appendPage: assign(({ context }, params: NotificationListReply) => ({
      // A notification that arrived meanwhile shifts the pages: one already shown is not shown twice.
      items: [...context.items, ...params.data.filter((n) => !context.items.some((m) => m.id === n.id))],
      unreadCount: params.unreadCount, nextPage: params.nextPage, error: null,
    })),
    /** In the unread filter a read one leaves the list; elsewhere it stays, read. */
    markOneShown: assign(({ context }, params: { id: number }) => ({
      items: context.filter === 'unread' ? context.items.filter((n) => n.id !== params.id) : context.items.map((n) => (n.id === params.id ? { ...n, read: 1 as const } : n)),
      unreadCount: Math.max(0, context.unreadCount - 1),
    })),
    markAllShown: assign(({ context }) => ({
      items: context.filter === 'unread' ? [] : context.items.map((n) => ({ ...n, read: 1 as const })),
      unreadCount: 0,
      nextPage: context.filter === 'unread' ? null : context.nextPage,
    })),
    /** Opens where the notification leads (the view gives it: it knows the router and the reader's role). */
    openNotification: (_, _params: { notification: Notification | undefined }) => {},
    /**
     * A pushed one: on top when new or newer (a conversation's next message), in its place when only
     * its read state changed; in the unread or read filter only if it belongs there. The count is the
     * server's, sent with it: the rows cannot tell it (Mark all read in another tab reads pages not loaded).
     */
    takePushed: assign(({ context }, { notification: n, unreadCount }: { notification: Notification; unreadCount: number }) => {
      const listed = context.items.find((m) => m.id === n.id);
      const fits = context.filter === 'all' || (context.filter === 'unread') === (n.read === 0);
      const others = context.items.filter((m) => m.id !== n.id);
      const items = !fits ? others
        : listed && listed.createdAt === n.createdAt ? context.items.map((m) => (m.id === n.id ? n : m))
          : [n, ...others];
      return { items, unreadCount };
    }),
    showFailure: assign((_, params: { error: unknown; key: string }) => ({ error: sharedFailureMessage(params.error) ?? params.key })),
    clearFailure: assign({ error: null }),
  },
}).createMachine({
  id: 'notificationList',
  context: ({ input }) => ({ filter: input.filter, host: input.host ?? null, items: [], unreadCount: 0, nextPage: null, error: null }),
  initial: 'loading',
  invoke: { id: 'push', src: 'push', input: ({ context }) => ({ host: context.host }) },
  on: {
    // (While the first page loads it comes with it anyway; what is taken then is replaced.)
    PUSHED: { actions: { type: 'takePushed', params: ({ event }) => event } },
    FILTER_CHOSEN: { guard: { type: 'isOtherFilter', params: ({ event }) => ({ filter: event.filter }) }, target: '.loading', actions: [{ type: 'keepFilter', params: ({ event }) => ({ filter: event.filter }) }, 'clearFailure'] },
    LANGUAGE_CHANGED: '.loading',
  },
  states: {
    loading: {
      invoke: {
        id: 'loadFirstPage',
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.filter, page: 1 }),
        onDone: { target: 'shown', actions: { type: 'showFirstPage', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: LIST_FAILED.load }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'loading', actions: 'clearFailure' } } },
    shown: {
      on: {
        MORE_REQUESTED: { guard: 'hasMore', target: 'loadingMore' },
        ITEM_MARKED_READ: {
          guard: { type: 'isUnread', params: ({ event }) => ({ id: event.id }) },
          target: 'markingOne',
          actions: [{ type: 'markOneShown', params: ({ event }) => ({ id: event.id }) }, 'clearFailure'],
        },
        ITEM_OPENED: [
          {
            guard: { type: 'isUnread', params: ({ event }) => ({ id: event.id }) },
            target: 'markingOne',
            actions: [{ type: 'openNotification', params: ({ context, event }) => ({ notification: context.items.find((n) => n.id === event.id) }) },
              { type: 'markOneShown', params: ({ event }) => ({ id: event.id }) }, 'clearFailure'],
          },
          { actions: { type: 'openNotification', params: ({ context, event }) => ({ notification: context.items.find((n) => n.id === event.id) }) } },
        ],
        ALL_MARKED_READ: { guard: 'hasUnread', target: 'markingAll', actions: ['markAllShown', 'clearFailure'] },
      },
    },
    loadingMore: {
      invoke: {
        id: 'loadNextPage',
        src: 'loadPage',
        input: ({ context }) => ({ filter: context.filter, page: context.nextPage ?? 1 }),
        onDone: { target: 'shown', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        onError: { target: 'shown', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: LIST_FAILED.load }) } },
      },
    },
    markingOne: {
      invoke: {
        id: 'markOne',
        src: 'markOne',
        input: ({ event }) => ({ id: event.type === 'ITEM_MARKED_READ' || event.type === 'ITEM_OPENED' ? event.id : 0 }),
        onDone: 'shown',
        onError: { target: 'loading', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: LIST_FAILED.mark }) } },
      },
      // Mark all is offered whenever one is unread, also while one mark is on its way (no failure is
      // shown here: the mark that led here cleared it).
      on: { ALL_MARKED_READ: { guard: 'hasUnread', target: 'markingAll', actions: 'markAllShown' } },
    },
    markingAll: {
      invoke: {
        id: 'markAll',
        src: 'markAll',
        onDone: 'shown',
        onError: { target: 'loading', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: LIST_FAILED.mark }) } },
      },
    },
  },
});
