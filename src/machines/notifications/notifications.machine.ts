// The top-bar bell (part 1 §2 'Notifications bell', §4 Notifications): the newest page and the
// unread count, loaded at start and on opening the dropdown. New ones are pushed by the app's event
// stream (src/machines/event-stream): each goes on top and rings. While the stream is not open the
// bell polls every 10 s (the spec's re-poll), and once a minute while it is, to catch up (and so an
// expired session is noticed). A click marks one read and 'Mark all as read' marks all, both
// optimistically, the call following; a failed call reloads the truth. When a refresh finds more
// unread than before, or a new unread one is pushed, the bell rings for BELL_ANIMATION_MS.
// A click (in the dropdown or on the browser's own notification) also opens where it leads
// (`openNotification`, given by the view). A message of the conversation on screen raises no badge, and
// one read elsewhere (the conversation opened) comes back read and leaves the count.
import { assertEvent, assign, fromCallback, fromPromise, raise, setup, spawnChild } from 'xstate';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead } from '../../api/notifications';
import type { Notification, NotificationListReply } from '../../api/schemas/notifications';
import { BELL_ANIMATION_MS, NOTIFICATIONS_FALLBACK_POLL_MS, NOTIFICATIONS_POLL_MS } from '../../domain/limits';
import { listenToLiveEvents, type StreamHost } from '../event-stream/live-events';
import { isConversationInView } from './notification-target';
import { showSystemNotification } from './system-notification';

export { NOTIFICATIONS_FALLBACK_POLL_MS, NOTIFICATIONS_POLL_MS };

export type { StreamHost };

export type NotificationsContext = {
  list: Notification[];
  /** Unread of all pages (the server's count, kept apart from the list). */
  unreadCount: number;
  /** Why the first load failed (null otherwise): the dropdown words it as the error table does. */
  error: unknown;
  /** The app actor whose event stream pushes news (null: none, as in tests). */
  host: StreamHost | null;
  /** The address on screen while the tab is visible, else null (the view tells it): a conversation there is being read. */
  viewing: string | null;
};

export type NotificationsEvent =
  | { type: 'OPENED' }
  | { type: 'POLLED' }
  | { type: 'ITEM_CLICKED'; id: number }
  /** The browser's own notification (shown while the tab was hidden) was clicked. */
  | { type: 'SYSTEM_NOTIFICATION_CLICKED'; notification: Notification }
  /** The reader moved to another address, or the tab was hidden (null) or shown again. */
  | { type: 'VIEW_CHANGED'; viewing: string | null }
  | { type: 'ALL_MARKED_READ' }
  /** A mark-read call failed: what the server holds is loaded again. */
  | { type: 'MARK_FAILED' }
  /** The user switched language: titles and bodies are the server's text, so they are fetched again in it (useFlow sends it). */
  | { type: 'LANGUAGE_CHANGED' }
  /** The event stream pushed a new notification (already in the reader's language). */
  | { type: 'PUSHED'; notification: Notification }
  /** The event stream opened (pushes can be relied on) or is not open any more. */
  | { type: 'STREAM_OPENED' }
  | { type: 'STREAM_CLOSED' }
  /** Raised by a push of a new unread one: the bell region rings. */
  | { type: 'RING' };

export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as { host: StreamHost | null; viewing?: string | null },
  },
  actors: {
    load: fromPromise<NotificationListReply>(({ signal }) => fetchNotifications(signal)),
    poller: fromCallback<NotificationsEvent, { ms: number }>(({ input, sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'POLLED' }), input.ms);
      return () => clearInterval(id);
    }),
    /** Hears the app's event stream, whichever one is running (it is replaced when the user signs in again). */
    push: fromCallback<NotificationsEvent, { host: StreamHost | null }>(({ input, sendBack }) => {
      if (!input.host) return;
      return listenToLiveEvents(
        input.host,
        (event) => event.type === 'NOTIFICATION' && sendBack({ type: 'PUSHED', notification: event.notification }),
        (open) => sendBack({ type: open ? 'STREAM_OPENED' : 'STREAM_CLOSED' }),
      );
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
    /** A new message of the conversation the reader has on screen: seen as it arrives. */
    isSeenUnread: ({ context }, params: { notification: Notification }) => params.notification.read === 0 && isConversationInView(params.notification, context.viewing),
    /**
     * One came back read while this bell counts it (or any) unread: read elsewhere (the conversation
     * opened, /notifications, another tab).
     */
    isReadElsewhere: ({ context }, params: { notification: Notification }) => {
      const listed = context.list.find((n) => n.id === params.notification.id);
      return params.notification.read === 1 && (listed ? listed.read === 0 : context.unreadCount > 0);
    },
    hasUnread: ({ context }) => context.unreadCount > 0 || context.list.some((n) => n.read === 0),
    countRose: ({ context }, params: { reply: NotificationListReply }) => params.reply.unreadCount > context.unreadCount,
    isNew: ({ context }, params: { notification: Notification }) => !context.list.some((n) => n.id === params.notification.id),
    isNewUnread: ({ context }, params: { notification: Notification }) => params.notification.read === 0 && !context.list.some((n) => n.id === params.notification.id),
    /** One already listed told again unread: a message notification refreshed by the next message of its conversation. */
    isRefreshed: ({ context }, params: { notification: Notification }) => params.notification.read === 0 && context.list.some((n) => n.id === params.notification.id),
  },
  actions: {
    keepViewing: assign((_, params: { viewing: string | null }) => ({ viewing: params.viewing })),
    keep: assign((_, params: { reply: NotificationListReply }) => ({ list: params.reply.data, unreadCount: params.reply.unreadCount })),
    keepError: assign((_, params: { error: unknown }) => ({ error: params.error })),
    clearError: assign({ error: null }),
    markOne: assign(({ context }, { id }: { id: number }) => ({
      list: context.list.map((n) => (n.id === id ? { ...n, read: 1 as const } : n)),
      unreadCount: Math.max(0, context.unreadCount - 1),
    })),
    /** Opens where the notification leads (the view gives it: it knows the router and the reader's role). */
    openNotification: (_, _params: { notification: Notification | undefined }) => {},
    /** Seen as it arrives: on top, read, and the count as it was (less the older copy if that was unread). */
    keepSeen: assign(({ context }, params: { notification: Notification }) => ({
      list: [{ ...params.notification, read: 1 as const }, ...context.list.filter((n) => n.id !== params.notification.id)],
      unreadCount: Math.max(0, context.unreadCount - (context.list.some((n) => n.id === params.notification.id && n.read === 0) ? 1 : 0)),
    })),
    /** The read copy takes the unread one's place and leaves the count (the refresh that follows brings the rest of the truth). */
    takeReadCopy: assign(({ context }, params: { notification: Notification }) => ({
      list: context.list.map((n) => (n.id === params.notification.id ? params.notification : n)),
      unreadCount: Math.max(0, context.unreadCount - (context.list.some((n) => n.id === params.notification.id && n.read === 0) ? 1 : 0)),
    })),
    putOnTop: assign(({ context }, params: { notification: Notification }) => ({
      list: [params.notification, ...context.list],
      unreadCount: context.unreadCount + (params.notification.read === 0 ? 1 : 0),
    })),
    /** The newer copy replaces the old one and goes on top; it counts once however often it is refreshed. */
    refreshOnTop: assign(({ context }, params: { notification: Notification }) => ({
      list: [params.notification, ...context.list.filter((n) => n.id !== params.notification.id)],
      unreadCount: context.unreadCount + (context.list.some((n) => n.id === params.notification.id && n.read === 1) ? 1 : 0),
    })),
    catchUp: raise({ type: 'POLLED' }),
    ring: raise({ type: 'RING' }),
    /** In another tab, the browser shows it too (when the seller allowed it). */
    announce: ({ self }, params: { notification: Notification }) => {
      showSystemNotification(params.notification, undefined, () => self.send({ type: 'SYSTEM_NOTIFICATION_CLICKED', notification: params.notification }));
    },
    markAll: assign(({ context }) => ({ list: context.list.map((n) => ({ ...n, read: 1 as const })), unreadCount: 0 })),
    callMarkRead: spawnChild('markRead', {
      input: ({ event }) => {
        assertEvent(event, ['ITEM_CLICKED', 'SYSTEM_NOTIFICATION_CLICKED']);
        return { id: event.type === 'ITEM_CLICKED' ? event.id : event.notification.id };
      },
    }),
    callMarkAllRead: spawnChild('markAllRead'),
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({ list: [], unreadCount: 0, error: null, host: input.host, viewing: input.viewing ?? null }),
  type: 'parallel',
  invoke: { id: 'push', src: 'push', input: ({ context }) => ({ host: context.host }) },
  on: { VIEW_CHANGED: { actions: { type: 'keepViewing', params: ({ event }) => event } } },
  states: {
    /** How news arrives: pushed by the stream when it is open, else polled every 10 s. */
    feed: {
      initial: 'polling',
      states: {
        polling: {
          invoke: { id: 'poller', src: 'poller', input: { ms: NOTIFICATIONS_FALLBACK_POLL_MS } },
          // What came before the stream opened is fetched once.
          on: { STREAM_OPENED: { target: 'live', actions: 'catchUp' } },
        },
        live: {
          invoke: { id: 'catchUpPoller', src: 'poller', input: { ms: NOTIFICATIONS_POLL_MS } },
          on: { STREAM_CLOSED: 'polling' },
        },
      },
    },
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
            ITEM_CLICKED: [
              {
                guard: { type: 'isUnread', params: ({ event }) => event },
                actions: [{ type: 'markOne', params: ({ event }) => event }, 'callMarkRead', { type: 'openNotification', params: ({ context, event }) => ({ notification: context.list.find((n) => n.id === event.id) }) }],
              },
              { actions: { type: 'openNotification', params: ({ context, event }) => ({ notification: context.list.find((n) => n.id === event.id) }) } },
            ],
            SYSTEM_NOTIFICATION_CLICKED: [
              {
                guard: { type: 'isUnread', params: ({ event }) => ({ id: event.notification.id }) },
                actions: [{ type: 'markOne', params: ({ event }) => ({ id: event.notification.id }) }, 'callMarkRead', { type: 'openNotification', params: ({ event }) => event }],
              },
              { actions: { type: 'openNotification', params: ({ event }) => event } },
            ],
            ALL_MARKED_READ: { guard: 'hasUnread', actions: ['markAll', 'callMarkAllRead'] },
            MARK_FAILED: '.refreshing',
            // Before the first page is in, a pushed one comes with it anyway.
            PUSHED: [
              // The conversation on screen: no badge, no ring, no browser notification.
              { guard: { type: 'isSeenUnread', params: ({ event }) => event }, actions: { type: 'keepSeen', params: ({ event }) => event } },
              { guard: { type: 'isNewUnread', params: ({ event }) => event }, actions: [{ type: 'putOnTop', params: ({ event }) => event }, 'ring', { type: 'announce', params: ({ event }) => event }] },
              // Before isNew: a read copy of one this bell does not list, while it counts unread, is news of a read, not a new one.
              { guard: { type: 'isReadElsewhere', params: ({ event }) => event }, actions: [{ type: 'takeReadCopy', params: ({ event }) => event }, 'catchUp'] },
              { guard: { type: 'isNew', params: ({ event }) => event }, actions: { type: 'putOnTop', params: ({ event }) => event } },
              // Rings again (a new message came) but the browser is not told again: one system notification a conversation.
              { guard: { type: 'isRefreshed', params: ({ event }) => event }, actions: [{ type: 'refreshOnTop', params: ({ event }) => event }, 'ring'] },
            ],
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
                    // Rings by a raised RING: a target in the bell region would re-enter the feed region too.
                    target: 'idle',
                    actions: [{ type: 'keep', params: ({ event }) => ({ reply: event.output }) }, 'ring'],
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
        // A new unread one pushed onto the shown list rings (again, from the start, if ringing).
        still: { on: { RING: 'ringing' } },
        /** The animation flag: on for BELL_ANIMATION_MS after the unread count rose. */
        ringing: {
          after: { bellAnimation: 'still' },
          on: { RING: { target: 'ringing', reenter: true } },
        },
      },
    },
  },
});
