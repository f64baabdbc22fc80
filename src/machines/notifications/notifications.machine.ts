// The top-bar bell (part 1 §2 'Notifications bell', §4 Notifications): the newest page and the
// unread count, loaded at start, on opening the dropdown and every minute (there is no push
// channel yet). A click marks one read and 'Mark all as read' marks all, both optimistically, the
// call following; a failed call reloads the truth. When a refresh finds more unread than before,
// the bell rings for BELL_ANIMATION_MS.
import { assertEvent, assign, fromCallback, fromPromise, setup, spawnChild } from 'xstate';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from '../../api/notifications';
import type { Notification, NotificationListReply } from '../../api/schemas/notifications';
import { BELL_ANIMATION_MS, NOTIFICATIONS_POLL_MS } from '../../domain/limits';

export { NOTIFICATIONS_POLL_MS };

export type NotificationsContext = {
  list: Notification[];
  /** Unread of all pages (the server's count, kept apart from the list). */
  unreadCount: number;
  /** Why the first load failed (null otherwise): the dropdown words it as the error table does. */
  error: unknown;
};

export type NotificationsEvent =
  | { type: 'OPENED' }
  | { type: 'POLLED' }
  | { type: 'ITEM_CLICKED'; id: number }
  | { type: 'ALL_MARKED_READ' }
  /** A mark-read call failed: what the server holds is loaded again. */
  | { type: 'MARK_FAILED' }
  /** The user switched language: titles and bodies are the server's text, so they are fetched again in it (useFlow sends it). */
  | { type: 'LANGUAGE_CHANGED' };

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
  },
  actors: {
    load: fromPromise<NotificationListReply>(({ signal }) => fetchNotifications(signal)),
    poller: fromCallback<NotificationsEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'POLLED' }), NOTIFICATIONS_POLL_MS);
      return () => clearInterval(id);
    }),
    markRead: fromCallback<NotificationsEvent, { id: number }>(({ input, sendBack }) => {
      markNotificationRead(input.id).catch(() => sendBack({ type: 'MARK_FAILED' }));
    }),
    markAllRead: fromCallback<NotificationsEvent>(({ sendBack }) => {
      markAllNotificationsRead().catch(() => sendBack({ type: 'MARK_FAILED' }));
    }),
  },
  delays: { bellAnimation: BELL_ANIMATION_MS },
  guards: {
    isUnread: ({ context }, { id }: { id: number }) => context.list.some((n) => n.id === id && n.read === 0),
    hasUnread: ({ context }) => context.unreadCount > 0 || context.list.some((n) => n.read === 0),
    countRose: ({ context }, params: { reply: NotificationListReply }) => params.reply.unreadCount > context.unreadCount,
  },
  actions: {
    keep: assign((_, params: { reply: NotificationListReply }) => ({ list: params.reply.data, unreadCount: params.reply.unreadCount })),
    keepError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    markOne: assign(({ context, event }) => {
      assertEvent(event, 'ITEM_CLICKED');
      return {
        list: context.list.map((n) => (n.id === event.id ? { ...n, read: 1 as const } : n)),
        unreadCount: Math.max(0, context.unreadCount - 1),
      };
    }),
    markAll: assign(({ context }) => ({ list: context.list.map((n) => ({ ...n, read: 1 as const })), unreadCount: 0 })),
    callMarkRead: spawnChild('markRead', {
      input: ({ event }) => {
        assertEvent(event, 'ITEM_CLICKED');
        return { id: event.id };
      },
    }),
    callMarkAllRead: spawnChild('markAllRead'),
  },
}).createMachine({
  id: 'notifications',
  context: { list: [], unreadCount: 0, error: null },
  type: 'parallel',
  // The minute timer runs as long as the bell is there.
  invoke: { id: 'poller', src: 'poller' },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          entry: 'clearError',
          // A load in flight asked in the old language: ask again.
          on: { LANGUAGE_CHANGED: { target: 'loading', reenter: true } },
          invoke: {
            id: 'load',
            src: 'load',
            onDone: { target: 'shown', actions: { type: 'keep', params: ({ event }) => ({ reply: event.output }) } },
            onError: { target: 'failed', actions: { type: 'keepError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        /** The first load failed: the dropdown says so; opening it or the next minute tries again. */
        failed: {
          on: { OPENED: 'loading', POLLED: 'loading', LANGUAGE_CHANGED: 'loading' },
        },
        shown: {
          initial: 'idle',
          on: {
            ITEM_CLICKED: { guard: { type: 'isUnread', params: ({ event }) => event }, actions: ['markOne', 'callMarkRead'] },
            ALL_MARKED_READ: { guard: 'hasUnread', actions: ['markAll', 'callMarkAllRead'] },
            MARK_FAILED: '.refreshing',
            // The old-language list stays on screen until the new one is in.
            LANGUAGE_CHANGED: { target: '.refreshing', reenter: true },
          },
          states: {
            idle: {
              on: { OPENED: 'refreshing', POLLED: 'refreshing' },
            },
            /** The list stays on screen while the news loads; a failed refresh keeps it. */
            refreshing: {
              invoke: {
                id: 'refresh',
                src: 'load',
                onDone: [
                  {
                    guard: { type: 'countRose', params: ({ event }) => ({ reply: event.output }) },
                    target: ['idle', '#notifications.bell.ringing'],
                    actions: { type: 'keep', params: ({ event }) => ({ reply: event.output }) },
                  },
                  { target: 'idle', actions: { type: 'keep', params: ({ event }) => ({ reply: event.output }) } },
                ],
                onError: 'idle',
              },
            },
          },
        },
      },
    },
    bell: {
      initial: 'still',
      states: {
        still: {},
        /** The animation flag: on for BELL_ANIMATION_MS after the unread count rose. */
        ringing: {
          after: { bellAnimation: 'still' },
        },
      },
    },
  },
});
