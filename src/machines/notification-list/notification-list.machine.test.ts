import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Notification } from '../../api/schemas/notifications';
import { assertModel } from '../test/model';
import { notificationListMachine } from './notification-list.machine';
import { events, inputs, machine } from './notification-list.model';

describe('notification list machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      states: {
        loading: () => {},
        loadFailed: (s) => expect(s.context.error).not.toBeNull(),
        shown: () => {},
        loadingMore: (s) => expect(s.context.nextPage).not.toBeNull(),
        markingOne: () => {},
        markingAll: (s) => expect(s.context.unreadCount).toBe(0),
      },
    });
  });
});

describe('notification list (behaviour)', () => {
  const note = (id: number, read: 0 | 1): Notification => ({
    id, title: `Request ${id}`, body: 'A buyer wants your product', type: 2, read, sender: { fullName: 'Fatima' }, value: String(id), createdAt: '2026-11-24T08:00:00.000Z',
  });

  it('opens with no failure said while the first page loads', () => {
    const actor = createActor(notificationListMachine, { input: { filter: 'all' } }).start();
    expect(actor.getSnapshot().context).toMatchObject({ items: [], error: null });
    actor.stop();
  });

  it('a click on a row opens where it leads, read or not, and reads an unread one', async () => {
    const opened: Array<Notification | undefined> = [];
    const marked: number[] = [];
    const actor = createActor(notificationListMachine.provide({
      actors: {
        loadPage: fromPromise(async () => ({ data: [note(1, 0), note(2, 1)], unreadCount: 1, nextPage: null })) as never,
        markOne: fromPromise(async ({ input }: { input: { id: number } }) => { marked.push(input.id); }) as never,
      },
      actions: { openNotification: (_, params) => { opened.push(params.notification); } },
    }), { input: { filter: 'all' } }).start();
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'ITEM_OPENED', id: 2 });
    actor.send({ type: 'ITEM_OPENED', id: 1 });
    await waitFor(actor, (s) => s.matches('shown'));
    expect(opened.map((n) => n?.id)).toEqual([2, 1]);
    expect(marked).toEqual([1]);
    actor.stop();
  });
});
