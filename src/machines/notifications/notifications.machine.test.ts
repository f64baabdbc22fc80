import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { NotificationListReply } from '../../api/schemas/notifications';
import { assertModel } from '../test/model';
import { eventStreamMachine, type EventStreamEvent } from '../event-stream/event-stream.machine';
import type { NotificationsEvent, StreamHost } from './notifications.machine';
import { firstReply, machine, newsReply, notificationsModel, pushedUnread } from './notifications.model';

describe('notifications machine (model-based)', () => {
  // A synchronous walk of about 10 s of CPU; under a loaded CI it has taken over 60 s, the default limit.
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      ...notificationsModel,
      states: {
        'data.loading': (s) => expect(s.context).toMatchObject({ list: [], unreadCount: 0, error: null, host: null }),
        'data.failed': (s) => {
          expect(s.context.error).not.toBeNull();
          expect(s.context.list).toEqual([]);
          expect(s.context.unreadCount).toBe(0);
        },
        'data.shown.idle': (s) => {
          // The count never says more than the server's, and never less than the unread shown.
          expect(s.context.unreadCount).toBeGreaterThanOrEqual(s.context.list.filter((n) => n.read === 0).length);
        },
        // The list stays on screen while the news loads.
        'data.shown.refreshing': (s) => expect(s.context.list.length).toBeGreaterThan(0),
        'bell.still': (s) => expect(s.context.unreadCount).toBeGreaterThanOrEqual(s.context.list.filter((n) => n.read === 0).length),
        // It rings only after a refresh that found news or a push of a new unread one (a click may read them during the ring).
        'bell.ringing': (s) => expect(s.matches({ data: 'shown' })).toBe(true),
        // Without the stream the 10 s poller runs; with it, only the minute's catch-up.
        'feed.polling': (s) => expect([!!s.children.poller, !!s.children.catchUpPoller]).toEqual([true, false]),
        'feed.live': (s) => expect([!!s.children.poller, !!s.children.catchUpPoller]).toEqual([false, true]),
      },
    });
  }, 180_000);
});

function bellWith(replies: NotificationListReply[]) {
  const marked: Array<number | 'all'> = [];
  let loads = 0;
  const actor = createActor(machine.provide({
    actors: {
      load: fromPromise(async () => replies[Math.min(loads++, replies.length - 1)]),
      markRead: fromCallback<NotificationsEvent, { id: number }>(({ input }) => { marked.push(input.id); }),
      markAllRead: fromCallback<NotificationsEvent>(() => { marked.push('all'); }),
    },
  }), { input: { host: null } }).start();
  return { actor, marked, loads: () => loads };
}

describe('notifications machine (behaviour)', () => {
  it('loads at start; a click on an unread one marks it read at once and calls the server once', async () => {
    const { actor, marked } = bellWith([firstReply]);
    await waitFor(actor, (s) => s.matches({ data: 'shown' }));
    expect(actor.getSnapshot().context.unreadCount).toBe(1);
    actor.send({ type: 'ITEM_CLICKED', id: 1 });
    actor.send({ type: 'ITEM_CLICKED', id: 1 });
    actor.send({ type: 'ITEM_CLICKED', id: 2 });
    expect(actor.getSnapshot().context.unreadCount).toBe(0);
    expect(actor.getSnapshot().context.list.every((n) => n.read === 1)).toBe(true);
    expect(marked).toEqual([1]);
  });

  it('a click opens where the notification leads, read or unread; the browser notification\'s click too', async () => {
    const opened: Array<number | undefined> = [];
    const marked: number[] = [];
    const actor = createActor(machine.provide({
      actors: {
        load: fromPromise(async () => firstReply),
        markRead: fromCallback<NotificationsEvent, { id: number }>(({ input }) => { marked.push(input.id); }),
      },
      actions: { openNotification: (_, params) => { opened.push(params.notification?.id); } },
    }), { input: { host: null } }).start();
    await waitFor(actor, (s) => s.matches({ data: 'shown' }));
    actor.send({ type: 'ITEM_CLICKED', id: 1 });
    actor.send({ type: 'ITEM_CLICKED', id: 2 });
    actor.send({ type: 'PUSHED', notification: pushedUnread });
    actor.send({ type: 'SYSTEM_NOTIFICATION_CLICKED', notification: pushedUnread });
    expect(opened).toEqual([1, 2, pushedUnread.id]);
    expect(marked).toEqual([1, pushedUnread.id]);
    expect(actor.getSnapshot().context.unreadCount).toBe(0);
  });

  it('the conversation on screen raises no badge; hidden, its next message counts; read elsewhere, it leaves the count', async () => {
    const { actor } = bellWith([firstReply]);
    await waitFor(actor, (s) => s.matches({ data: 'shown' }));
    const message = { ...pushedUnread, id: 9, type: 6 as const, value: '9' };
    actor.send({ type: 'VIEW_CHANGED', viewing: '/chats/messages/9' });
    for (let i = 0; i < 3; i++) actor.send({ type: 'PUSHED', notification: { ...message, body: `${i + 1}` } });
    expect(actor.getSnapshot().context.unreadCount).toBe(1);
    expect(actor.getSnapshot().context.list.filter((n) => n.id === 9)).toEqual([{ ...message, body: '3', read: 1 }]);
    expect(actor.getSnapshot().matches({ bell: 'still' })).toBe(true);
    actor.send({ type: 'VIEW_CHANGED', viewing: null });
    actor.send({ type: 'PUSHED', notification: { ...message, body: '4' } });
    expect(actor.getSnapshot().context.unreadCount).toBe(2);
    actor.send({ type: 'PUSHED', notification: { ...message, body: '4', read: 1 } });
    expect(actor.getSnapshot().context.unreadCount).toBe(1);
    expect(actor.getSnapshot().context.list.filter((n) => n.id === 9)).toHaveLength(1);
    actor.stop();
  });

  it('mark all as read sets every item read and the count to 0', async () => {
    const { actor, marked } = bellWith([newsReply]);
    await waitFor(actor, (s) => s.matches({ data: 'shown' }));
    actor.send({ type: 'ALL_MARKED_READ' });
    expect(actor.getSnapshot().context.unreadCount).toBe(0);
    expect(actor.getSnapshot().context.list.map((n) => n.read)).toEqual([1, 1, 1]);
    expect(marked).toEqual(['all']);
  });

  it('a language switch fetches the list again, so the server-written titles come in the new language', async () => {
    const arabic: NotificationListReply = { ...firstReply, data: firstReply.data.map((n) => ({ ...n, title: `تم قبول الطلب رقم ${n.id}` })) };
    const { actor, loads } = bellWith([firstReply, arabic]);
    await waitFor(actor, (s) => s.matches({ data: { shown: 'idle' } }));
    expect(loads()).toBe(1);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    await waitFor(actor, (s) => s.context.list[0]?.title === arabic.data[0].title);
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().matches({ data: { shown: 'idle' } })).toBe(true);
    actor.stop();
  });

  it('rings for 800 ms when a poll (every 10 s without the stream) finds more unread, not on the first load', async () => {
    vi.useFakeTimers();
    try {
      const { actor, loads } = bellWith([firstReply, newsReply]);
      await vi.waitFor(() => expect(actor.getSnapshot().matches({ data: 'shown' })).toBe(true));
      expect(actor.getSnapshot().matches({ bell: 'still' })).toBe(true);
      await vi.advanceTimersByTimeAsync(10_000);
      expect(loads()).toBe(2);
      expect(actor.getSnapshot().context.unreadCount).toBe(2);
      expect(actor.getSnapshot().matches({ bell: 'ringing' })).toBe(true);
      await vi.advanceTimersByTimeAsync(800);
      expect(actor.getSnapshot().matches({ bell: 'still' })).toBe(true);
      actor.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('notifications machine (fed by the app’s event stream)', () => {
  it('follows the stream: live while it is open (pushes go on top and ring), polling again when it closes or goes away', async () => {
    const sources: Array<(e: EventStreamEvent) => void> = [];
    const stream = createActor(eventStreamMachine.provide({
      actors: {
        ticket: fromPromise(async () => ({ ticket: 't', expiresIn: 30 })),
        source: fromCallback<EventStreamEvent, { ticket: string; lastEventId: string | null }>(({ sendBack }) => { sources.push(sendBack); }),
      },
    })).start();
    // A stand-in for the app actor: its children change when someone signs in or out.
    let children: { eventStream?: typeof stream } = { eventStream: stream };
    const observers = new Set<() => void>();
    const host = {
      getSnapshot: () => ({ children }),
      subscribe: (observer: () => void) => { observers.add(observer); return { unsubscribe: () => observers.delete(observer) }; },
    } as unknown as StreamHost;
    const actor = createActor(machine.provide({ actors: { load: fromPromise(async () => firstReply) } }), { input: { host } }).start();
    await waitFor(actor, (s) => s.matches({ data: { shown: 'idle' } }));
    await vi.waitFor(() => expect(sources).toHaveLength(1));
    expect(actor.getSnapshot().matches({ feed: 'polling' })).toBe(true);
    sources[0]({ type: 'OPENED' });
    expect(actor.getSnapshot().matches({ feed: 'live' })).toBe(true);
    await waitFor(actor, (s) => s.matches({ data: { shown: 'idle' } }));
    sources[0]({ type: 'RECEIVED', id: '5', event: { type: 'NOTIFICATION', notification: pushedUnread, unreadCount: 2 } });
    await vi.waitFor(() => expect(actor.getSnapshot().context.list[0]).toEqual(pushedUnread));
    expect(actor.getSnapshot().context.unreadCount).toBe(2);
    expect(actor.getSnapshot().matches({ bell: 'ringing' })).toBe(true);
    // Other events are for the chats.
    sources[0]({ type: 'RECEIVED', id: '6', event: { type: 'TYPING', senderId: 3 } });
    sources[0]({ type: 'FAILED' });
    expect(actor.getSnapshot().matches({ feed: 'polling' })).toBe(true);
    // Signed out: the stream is gone, the bell keeps polling (and does not hold on to the old one).
    children = {};
    for (const observer of observers) observer();
    expect(actor.getSnapshot().matches({ feed: 'polling' })).toBe(true);
    actor.stop();
    stream.stop();
    expect(observers.size).toBe(0);
  });
});
