import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { httpError } from '../session/session.fixtures';
import { assertModel } from '../test/model';
import { DECISION_STATUS, type Decision } from './request-decision.machine';
import { events, input, machine } from './request-decision.model';

describe('request decision machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        pending: (s) => expect(s.context).toEqual({ id: 12, status: null, error: null }),
        deciding: (s) => {
          expect(['accepted', 'rejected']).toContain(s.context.status);
          expect(s.context.error).toBeNull();
        },
        decided: (s) => expect(s.status).toBe('done'),
        conflict: (s) => {
          expect(s.status).toBe('done');
          expect(s.context.error).toBeNull();
        },
        failed: (s) => {
          expect(s.status).toBe('active');
          expect(['requests.decision-failed', 'requests.not-allowed']).toContain(s.context.error);
        },
      },
    });
  });
});

function decideWith(reply: (call: number) => Promise<void>) {
  const calls: Array<{ id: number; status: Decision }> = [];
  const hooks = { announceDecided: vi.fn(), announceConflict: vi.fn(), announceFailed: vi.fn() };
  const actor = createActor(machine.provide({
    actors: { decide: fromPromise<void, { id: number; status: Decision }>(async ({ input }) => { calls.push(input); return reply(calls.length); }) },
    actions: hooks,
  }), { input }).start();
  return { actor, calls, hooks };
}

describe('request decision machine (behaviour)', () => {
  it('accept sends the decision (status 2 on the wire) for the request and announces the decision once (a 204)', async () => {
    const { actor, calls, hooks } = decideWith(async () => undefined);
    actor.send({ type: 'ACCEPT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ id: 12, status: 'accepted' }]);
    expect(hooks.announceDecided).toHaveBeenCalledTimes(1);
    expect(hooks.announceConflict).not.toHaveBeenCalled();
  });

  it('a 409 is a conflict (someone else decided), not a failure', async () => {
    const { actor, hooks } = decideWith(async () => { throw httpError(409, { message: 'Already decided' }); });
    actor.send({ type: 'REJECT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(hooks.announceConflict).toHaveBeenCalledTimes(1);
    expect(hooks.announceFailed).not.toHaveBeenCalled();
  });

  it('a failure keeps the server message, and a second click tries again with the new choice', async () => {
    const { actor, calls, hooks } = decideWith(async (n) => { if (n === 1) throw httpError(422, { message: 'The status is invalid' }); });
    actor.send({ type: 'ACCEPT_CLICKED' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('The status is invalid');
    expect(hooks.announceFailed).toHaveBeenCalledTimes(1);
    actor.send({ type: 'REJECT_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.map((c) => c.status)).toEqual(['accepted', 'rejected']);
    // …which the API writes as the request statuses 2 and 3.
    expect(calls.map((c) => DECISION_STATUS[c.status])).toEqual([2, 3]);
    expect(actor.getSnapshot().value).toBe('decided');
  });

  it('clicks while deciding are ignored (one call per decision)', async () => {
    let release!: () => void;
    const { actor, calls } = decideWith(() => new Promise<void>((r) => { release = r; }));
    actor.send({ type: 'ACCEPT_CLICKED' });
    actor.send({ type: 'REJECT_CLICKED' });
    actor.send({ type: 'ACCEPT_CLICKED' });
    release();
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual([{ id: 12, status: 'accepted' }]);
  });
});
