import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { assertModel } from '../test/model';
import { SELECTION_TEXT, messageSelectionMachine } from './message-selection.machine';
import { events, inputs, machine, mine, serialize, theirs } from './message-selection.model';

describe('message selection machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      serialize,
      states: {
        // Nothing picked, no dialog's recipients or message left over.
        idle: (s) => expect(s.context).toMatchObject({ picked: [], recipients: [], error: null }),
        selecting: (s) => expect(s.context.picked.length).toBeGreaterThan(0),
        copying: (s) => expect(s.context.picked.length).toBeGreaterThan(0),
        'forwarding.picking': (s) => {
          expect(s.context.employeeId).toBeNull();
          expect(s.context.picked).toHaveLength(1);
        },
        'forwarding.sending': (s) => expect(s.context.recipients.length).toBeGreaterThan(0),
        confirmingDelete: (s) => {
          expect(s.context.employeeId).toBeNull();
          expect(s.context.picked.every((m) => m.own)).toBe(true);
        },
        deleting: (s) => expect(s.context.picked.every((m) => m.own)).toBe(true),
      },
    });
  });
});

describe('message selection (behaviour)', () => {
  it('copies the picked texts in the conversation order, says so for 6000 ms, and deletes only after the confirmation', async () => {
    const copied: string[] = [];
    const notices: unknown[] = [];
    const deleted: number[][] = [];
    const removed: number[][] = [];
    const actor = createActor(messageSelectionMachine.provide({
      actors: {
        copyText: fromPromise(async ({ input }: { input: { text: string } }) => { copied.push(input.text); }),
        remove: fromPromise(async ({ input }: { input: { ids: number[] } }) => { deleted.push(input.ids); }),
      },
    }), { input: { employeeId: null, notify: (n) => notices.push(n), removed: (ids) => removed.push(ids) } }).start();
    actor.send({ type: 'SELECT_STARTED', message: mine });
    actor.send({ type: 'MESSAGE_TOGGLED', message: theirs });
    actor.send({ type: 'COPY_CLICKED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(copied).toEqual(['Theirs\n\nMine']);
    expect(notices).toEqual([{ key: SELECTION_TEXT.copied, severity: 'success', durationMs: 6000 }]);
    actor.send({ type: 'SELECT_STARTED', message: mine });
    actor.send({ type: 'DELETE_CLICKED' });
    expect(deleted).toEqual([]);
    actor.send({ type: 'DELETE_CONFIRMED' });
    await new Promise((r) => setTimeout(r, 0));
    expect(deleted).toEqual([[11]]);
    expect(removed).toEqual([[11]]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('says in a snackbar how a forward and a delete went, and when the copy failed', async () => {
    const notices: unknown[] = [];
    const actor = createActor(messageSelectionMachine.provide({
      actors: {
        copyText: fromPromise<void, { text: string }>(async () => { throw new Error('denied'); }),
        forward: fromPromise(async () => {}),
        remove: fromPromise(async () => {}),
      },
    }), { input: { employeeId: null, notify: (n) => notices.push(n), removed: () => {} } }).start();
    actor.send({ type: 'SELECT_STARTED', message: mine });
    actor.send({ type: 'COPY_CLICKED' });
    await waitFor(actor, (s) => s.matches('selecting'));
    actor.send({ type: 'FORWARD_CLICKED' });
    actor.send({ type: 'RECIPIENT_TOGGLED', id: 4 });
    actor.send({ type: 'FORWARD_CONFIRMED' });
    await waitFor(actor, (s) => s.matches('idle'));
    actor.send({ type: 'SELECT_STARTED', message: mine });
    actor.send({ type: 'DELETE_CLICKED' });
    actor.send({ type: 'DELETE_CONFIRMED' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(notices).toEqual([
      { key: SELECTION_TEXT.copyFailed, severity: 'error', durationMs: 6000 },
      { key: SELECTION_TEXT.forwarded, severity: 'success', durationMs: 6000 },
      { key: SELECTION_TEXT.deleted, severity: 'success', durationMs: 6000 },
    ]);
  });
});
