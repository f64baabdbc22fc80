import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Membership } from '../../api/schemas/memberships';
import { assertModel } from '../test/model';
import { membershipPlansMachine, PLANS_FAILED } from './membership-plans.machine';
import { events, input, inputs, machine } from './membership-plans.model';
import { periods, plans, unpaidBusiness } from './membership.fixtures';

describe('membership plans machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      events,
      input,
      inputs,
      states: {
        checkingUnpaid: (s) => expect(s.context.error).toBeNull(),
        unpaid: (s) => expect(s.context.unpaid).toEqual(unpaidBusiness),
        loading: (s) => expect(s.context.unpaid).toBeNull(),
        loadFailed: (s) => expect([PLANS_FAILED.load, 'errors.server']).toContain(s.context.error),
        choosing: (s) => {
          expect(s.context.plans).toEqual(plans);
          // The current plan's period (3 months) when there is one, else 1 month; then 1 year when chosen.
          expect(s.context.current ? [1, 2] : [0, 2]).toContain(s.context.tab);
        },
        subscribing: (s) => expect(s.context.planTypeId).toBe(5),
        goingToPayment: (s) => {
          expect(s.status).toBe('done');
          expect(s.context.paymentPath).toMatch(/^\/payment\?itemId=\d+$/);
        },
      },
    });
  });
});

describe('membership plans (behaviour)', () => {
  it('checks for an unpaid membership first, then subscribes with cart type 24 and goes to /payment with the item', async () => {
    const calls: string[] = [];
    const went: string[] = [];
    const actor = createActor(membershipPlansMachine.provide({
      actors: {
        checkUnpaid: fromPromise(async (): Promise<Membership | null> => { calls.push('self'); return null; }),
        loadPlans: fromPromise(async () => { calls.push('plans'); return { plans, periods }; }),
        subscribe: fromPromise(async ({ input }: { input: { planTypeId: number } }) => { calls.push(`subscribe ${input.planTypeId}`); return 9; }),
      },
      actions: { goToPayment: (_, params: { path: string }) => { went.push(params.path); } },
    }), { input: {} }).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    actor.send({ type: 'TAB_CHOSEN', tab: 1 });
    actor.send({ type: 'SUBSCRIBE_CLICKED', planTypeId: plans[0].types[1].id });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls).toEqual(['self', 'plans', `subscribe ${plans[0].types[1].id}`]);
    expect(went).toEqual(['/payment?itemId=9']);
  });

  it('runs the unpaid-membership flow when one waits in the cart, and pays it now', async () => {
    const went: string[] = [];
    const actor = createActor(membershipPlansMachine.provide({
      actors: {
        checkUnpaid: fromPromise(async (): Promise<Membership | null> => unpaidBusiness),
        unpaidMembership: fromPromise(async () => ({ outcome: 'pay', itemId: 12 })) as never,
      },
      actions: { goToPayment: (_, params: { path: string }) => { went.push(params.path); } },
    }), { input: {} }).start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(went).toEqual(['/payment?itemId=12']);
  });
});
