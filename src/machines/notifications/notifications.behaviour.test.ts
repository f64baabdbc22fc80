// What the seller sees of the bell around the server and the browser: a language change while the
// list loads reads it in the new language; a new unread one pushed while the tab is hidden shows as
// the browser's notification, whose click opens it (read or not); a ring during a ring starts it again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { Notification, NotificationListReply } from '../../api/schemas/notifications';
import { BELL_ANIMATION_MS } from '../../domain/limits';
import type { NotificationsEvent } from './notifications.machine';
import { firstReply, machine, pushedUnread, refreshedUnread } from './notifications.model';

/** The bell with its loads answered by the test (in order), and the server's marks and the view's opens counted. */
function bell(load: () => Promise<NotificationListReply> = async () => firstReply) {
  const calls = { marked: [] as number[], opened: [] as Array<number | undefined> };
  const actor = createActor(machine.provide({
    actors: {
      load: fromPromise(load),
      markRead: fromCallback<NotificationsEvent, { id: number }>(({ input }) => { calls.marked.push(input.id); }),
    },
    actions: { openNotification: (_, params) => { calls.opened.push(params.notification?.id); } },
  }), { input: { host: null } }).start();
  return { actor, calls };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('notifications bell (behaviour)', () => {
  it('a language change while the first list loads reads it again in the new language; the old answer is dropped', async () => {
    const answers: Array<(reply: NotificationListReply) => void> = [];
    const { actor } = bell(() => new Promise((resolve) => { answers.push(resolve); }));
    expect(answers).toHaveLength(1);
    actor.send({ type: 'LANGUAGE_CHANGED' });
    expect(answers).toHaveLength(2);
    const arabic: NotificationListReply = { ...firstReply, data: firstReply.data.map((n) => ({ ...n, title: `تم قبول الطلب رقم ${n.id}` })) };
    answers[0](firstReply);
    answers[1](arabic);
    const s = await waitFor(actor, (x) => x.matches({ data: 'shown' }));
    expect(s.context.list).toEqual(arabic.data);
    actor.stop();
  });

  it('a new unread one pushed while the tab is hidden shows as the browser\'s notification; its click opens it, read in the dropdown or not', async () => {
    const shown: Array<{ title: string; onclick?: () => void; close: () => void }> = [];
    vi.stubGlobal('document', { visibilityState: 'hidden', documentElement: { lang: 'en', dir: 'ltr' } });
    vi.stubGlobal('window', { focus: () => {} });
    vi.stubGlobal('Notification', class {
      static permission = 'granted';
      onclick?: () => void;
      constructor(readonly title: string) { shown.push(this); }
      close() {}
    });
    const { actor, calls } = bell();
    await waitFor(actor, (s) => s.matches({ data: 'shown' }));
    actor.send({ type: 'PUSHED', notification: pushedUnread });
    expect(shown.map((n) => n.title)).toEqual([pushedUnread.title]);
    // Refreshed by the next message: the browser is not told again.
    actor.send({ type: 'PUSHED', notification: refreshedUnread });
    expect(shown).toHaveLength(1);
    shown[0].onclick?.();
    expect(calls.opened).toEqual([pushedUnread.id]);
    expect(calls.marked).toEqual([pushedUnread.id]);
    // Another one, read in the dropdown first: its browser notification still opens it, with no second mark.
    const other: Notification = { ...pushedUnread, id: 8, title: 'Request no. 8 accepted' };
    actor.send({ type: 'PUSHED', notification: other });
    expect(shown.map((n) => n.title)).toEqual([pushedUnread.title, other.title]);
    actor.send({ type: 'ITEM_CLICKED', id: other.id });
    shown[1].onclick?.();
    expect(calls.opened).toEqual([pushedUnread.id, other.id, other.id]);
    expect(calls.marked).toEqual([pushedUnread.id, other.id]);
    expect(actor.getSnapshot().context.unreadCount).toBe(1);
    actor.stop();
  });

  it('a ring while the bell rings starts it again: it rings for the full time after the last news', async () => {
    vi.useFakeTimers();
    const { actor } = bell();
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ data: 'shown' })).toBe(true));
    actor.send({ type: 'PUSHED', notification: pushedUnread });
    expect(actor.getSnapshot().matches({ bell: 'ringing' })).toBe(true);
    await vi.advanceTimersByTimeAsync(BELL_ANIMATION_MS * 0.75);
    actor.send({ type: 'PUSHED', notification: refreshedUnread });
    await vi.advanceTimersByTimeAsync(BELL_ANIMATION_MS * 0.5);
    expect(actor.getSnapshot().matches({ bell: 'ringing' })).toBe(true);
    await vi.advanceTimersByTimeAsync(BELL_ANIMATION_MS * 0.5);
    expect(actor.getSnapshot().matches({ bell: 'still' })).toBe(true);
    actor.stop();
  });
});
