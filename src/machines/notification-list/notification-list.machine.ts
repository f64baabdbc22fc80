// The /notifications screen (part 1 §2 and §4 Notifications, part 2 §7): every notification a page
// at a time, filtered all / unread / read, one marked read or all of them. Marking is optimistic; a
// failed call loads the truth again. The filter lives in the address (the view keeps it there).
import { assign, fromPromise, setup } from 'xstate';
import { fetchNotificationPage, markAllNotificationsRead, markNotificationRead } from '../../api/notifications';
import { sharedFailureMessage } from '../../api/client';
import type { Notification, NotificationListReply } from '../../api/schemas/notifications';

export type NotificationFilter = 'all' | 'unread' | 'read';
export type NotificationListInput = { filter: NotificationFilter };
export type NotificationListContext = NotificationListInput & {
  items: Notification[];
  unreadCount: number;
  nextPage: number | null;
  error: string | null;
};
export type NotificationListEvent =
  | { type: 'FILTER_CHOSEN'; filter: NotificationFilter }
  | { type: 'MORE_REQUESTED' }
  | { type: 'ITEM_MARKED_READ'; id: number }
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
  },
  guards: {
    hasMore: ({ context }) => context.nextPage !== null,
    isOtherFilter: ({ context }, params: { filter: NotificationFilter }) => params.filter !== context.filter,
    isUnread: ({ context }, params: { id: number }) => context.items.some((n) => n.id === params.id && n.read === 0),
    hasUnread: ({ context }) => context.unreadCount > 0,
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
    showFailure: assign((_, params: { error: unknown; key: string }) => ({ error: sharedFailureMessage(params.error) ?? params.key })),
    clearFailure: assign({ error: null }),
  },
}).createMachine({
  id: 'notificationList',
  context: ({ input }) => ({ ...input, items: [], unreadCount: 0, nextPage: null, error: null }),
  initial: 'loading',
  on: {
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
        input: ({ event }) => ({ id: event.type === 'ITEM_MARKED_READ' ? event.id : 0 }),
        onDone: 'shown',
        onError: { target: 'loading', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: LIST_FAILED.mark }) } },
      },
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
