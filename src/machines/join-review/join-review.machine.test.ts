import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { JoinReviewItem, JoinReviewStatus } from '../../api/schemas/join-review';
import { httpError } from '../session/session.fixtures';
import { assertModel } from '../test/model';
import { application, events, input, machine } from './join-review.model';

describe('join review machine (model-based)', () => {
  it('visits every state and takes every transition, each landing where the model says', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        loading: (s) => expect(s.context.chosenId).toBeNull(),
        loadFailed: (s) => expect(['admin.not-allowed', 'admin.load-failed']).toContain(s.context.error),
        browsing: (s) => expect(s.context.chosenId).toBeNull(),
        confirmingApproval: (s) => expect(s.context.chosenId).toBe(7),
        approving: (s) => expect(s.context.chosenId).toBe(7),
        writingReason: (s) => expect(s.context.chosenId).toBe(7),
        declining: (s) => expect(s.context.reason.trim()).toBe('Expired licence'),
      },
    });
  });
});

function reviewWith(
  decline: (input: { id: number; reason: string }) => Promise<JoinReviewItem>,
  approve: (input: { id: number }) => Promise<JoinReviewItem> = async () => { throw httpError(500); },
) {
  const loads: Array<string | null> = [];
  const hooks = { announceDeclined: vi.fn(), announceDecidedElsewhere: vi.fn(), announceApproved: vi.fn() };
  const actor = createActor(machine.provide({
    actors: {
      loadApplications: fromPromise<JoinReviewItem[], { status: JoinReviewStatus | null }>(async ({ input }) => { loads.push(input.status); return [application()]; }),
      decline: fromPromise<JoinReviewItem, { id: number; reason: string }>(({ input }) => decline(input)),
      approve: fromPromise<JoinReviewItem, { id: number }>(({ input }) => approve(input)),
    },
    actions: hooks,
  }), { input }).start();
  return { actor, loads, hooks };
}

describe('join review machine (behaviour)', () => {
  it('starts with the pending applications; a decline sends the trimmed reason and shows the decision', async () => {
    const calls: Array<{ id: number; reason: string }> = [];
    const { actor, loads, hooks } = reviewWith(async (i) => { calls.push(i); return application({ status: 'declined', declineReason: i.reason, decidedBy: 'admin' }); });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(loads).toEqual(['pending']);
    actor.send({ type: 'DECLINE_CLICKED', id: 7 });
    actor.send({ type: 'CONFIRM_CLICKED' });
    expect(actor.getSnapshot().value).toBe('writingReason');
    expect(actor.getSnapshot().context.error).toBe('validation.decline-reason-required');
    actor.send({ type: 'REASON_TYPED', reason: '  Expired licence ' });
    actor.send({ type: 'CONFIRM_CLICKED' });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(calls).toEqual([{ id: 7, reason: 'Expired licence' }]);
    expect(actor.getSnapshot().context.applications[0]).toMatchObject({ status: 'declined', declineReason: 'Expired licence' });
    expect(hooks.announceDeclined).toHaveBeenCalledTimes(1);
  });

  it('a 409 (decided elsewhere) reloads the list and says so', async () => {
    const { actor, loads, hooks } = reviewWith(async () => { throw httpError(409, { message: 'This application was already decided.' }); });
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'DECLINE_CLICKED', id: 7 });
    actor.send({ type: 'REASON_TYPED', reason: 'No licence' });
    actor.send({ type: 'CONFIRM_CLICKED' });
    await waitFor(actor, (s) => s.matches('browsing') && loads.length === 2);
    expect(hooks.announceDecidedElsewhere).toHaveBeenCalledTimes(1);
    expect(hooks.announceDeclined).not.toHaveBeenCalled();
  });

  it('an approval, once confirmed, shows the decision and is announced', async () => {
    const decline = async () => { throw httpError(500); };
    const { actor, hooks } = reviewWith(decline, async ({ id }) => application({ id, status: 'approved', decidedBy: 'admin' }));
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'APPROVE_CLICKED', id: 7 });
    actor.send({ type: 'CONFIRM_CLICKED' });
    await waitFor(actor, (s) => s.matches('browsing'));
    expect(actor.getSnapshot().context.applications[0]).toMatchObject({ id: 7, status: 'approved' });
    expect(hooks.announceApproved).toHaveBeenCalledTimes(1);
  });

  it('a 409 on approval (decided elsewhere) reloads the list and says so', async () => {
    const conflict = async () => { throw httpError(409, { message: 'This application was already decided.' }); };
    const { actor, loads, hooks } = reviewWith(conflict, conflict);
    await waitFor(actor, (s) => s.matches('browsing'));
    actor.send({ type: 'APPROVE_CLICKED', id: 7 });
    actor.send({ type: 'CONFIRM_CLICKED' });
    await waitFor(actor, (s) => s.matches('browsing') && loads.length === 2);
    expect(hooks.announceDecidedElsewhere).toHaveBeenCalledTimes(1);
    expect(hooks.announceApproved).not.toHaveBeenCalled();
  });
});
