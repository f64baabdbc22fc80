import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { assertModel } from '../test/model';
import { unpaidBusiness } from '../membership-plans/membership.fixtures';
import { UNPAID_FAILED, unpaidMembershipMachine } from './unpaid-membership.machine';
import { events, input, machine } from './unpaid-membership.model';

describe('unpaid membership machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      states: {
        deciding: (s) => {
          expect(s.context.membership.status).toBe('unpaid');
          expect([null, UNPAID_FAILED.remove, UNPAID_FAILED.pay, 'errors.server']).toContain(s.context.error);
        },
        removing: (s) => expect(s.context.error).toBeNull(),
        findingItem: (s) => expect(s.context.error).toBeNull(),
        removed: (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ outcome: 'removed' });
        },
        payingNow: (s) => {
          expect(s.status).toBe('done');
          expect(s.output).toEqual({ outcome: 'pay', itemId: 77 });
        },
      },
    });
  });
});

describe('unpaid membership (behaviour)', () => {
  it('removes the unpaid membership by its id', async () => {
    const removed: number[] = [];
    const actor = createActor(unpaidMembershipMachine.provide({
      actors: { removeUnpaidMembership: fromPromise(async ({ input }: { input: { id: number } }) => { removed.push(input.id); }) },
    }), { input: { membership: unpaidBusiness } }).start();
    actor.send({ type: 'REMOVE_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(removed).toEqual([unpaidBusiness.id]);
    expect(actor.getSnapshot().output).toEqual({ outcome: 'removed' });
  });

  it('pays now with the cart item that pays for this membership', async () => {
    const actor = createActor(unpaidMembershipMachine.provide({
      actors: { findUnpaidItem: fromPromise(async ({ input }: { input: { id: number } }) => input.id * 10) },
    }), { input: { membership: unpaidBusiness } }).start();
    actor.send({ type: 'PAY_NOW_CLICKED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'pay', itemId: unpaidBusiness.id * 10 });
  });
});
