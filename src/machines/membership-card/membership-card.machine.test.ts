import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { assertModel } from '../test/model';
import { httpError } from '../session/session.fixtures';
import { activeBusiness } from '../membership-plans/membership.fixtures';
import type { MembershipSelfReply } from '../../api/schemas/memberships';
import { CARD_FAILED, membershipCardMachine } from './membership-card.machine';
import { events, inputs, machine, onlyUnpaid, withPaid } from './membership-card.model';

describe('membership card machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      inputs,
      events,
      states: {
        loading: (s) => expect(s.context.error).toBeNull(),
        loadFailed: (s) => expect([CARD_FAILED.load, 'errors.server']).toContain(s.context.error),
        'shown.idle': (s) => expect([null, CARD_FAILED.renew]).toContain(s.context.error),
        'shown.choosingPlan': (s) => expect(s.context.error).toBeNull(),
        'shown.refreshing': (s) => expect(s.context.error).toBeNull(),
        'shown.confirmingRenewal': (s) => {
          expect(s.context.membership).not.toBeNull();
          expect(s.context.renewal).not.toBeNull();
        },
        'shown.renewing': (s) => expect(s.context.membership).not.toBeNull(),
        goingToPayment: (s) => {
          expect(s.status).toBe('done');
          expect(['/payment?type=6&productId=4&itemId=55', '/payment?type=2&itemId=41']).toContain(s.context.paymentPath);
        },
      },
    });
  });
});

describe('membership card (behaviour)', () => {
  it('renews and goes to /payment with type 6, product 4 and the cart item', async () => {
    const went: string[] = [];
    const actor = createActor(membershipCardMachine.provide({
      actors: {
        loadMembership: fromPromise(async (): Promise<MembershipSelfReply> => ({ membership: activeBusiness, unpaid: null })),
        renewMembership: fromPromise(async ({ input }: { input: { membershipId: number } }) => input.membershipId + 1),
      },
      actions: { goToPayment: (_, params: { path: string }) => { went.push(params.path); } },
    }), { input: { reply: { membership: activeBusiness, unpaid: null } } }).start();
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'RENEW_CLICKED' });
    // Nothing is added to the cart before the seller confirms.
    expect(actor.getSnapshot().matches({ shown: 'confirmingRenewal' })).toBe(true);
    actor.send({ type: 'RENEW_CANCELLED' });
    expect(actor.getSnapshot().matches({ shown: 'idle' })).toBe(true);
    expect(went).toEqual([]);
    actor.send({ type: 'RENEW_CLICKED' });
    actor.send({ type: 'RENEW_CONFIRMED' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(went).toEqual([`/payment?type=6&productId=4&itemId=${activeBusiness.id + 1}`]);
  });

  it("says 'Failed to process membership renewal' when the renewal fails", async () => {
    const actor = createActor(membershipCardMachine.provide({
      actors: {
        loadMembership: fromPromise(async (): Promise<MembershipSelfReply> => ({ membership: activeBusiness, unpaid: null })),
        renewMembership: fromPromise(async (): Promise<number> => { throw httpError(422, { message: 'x' }); }),
      },
    }), { input: { reply: { membership: activeBusiness, unpaid: null } } }).start();
    await waitFor(actor, (s) => s.matches('shown'));
    actor.send({ type: 'RENEW_CLICKED' });
    actor.send({ type: 'RENEW_CONFIRMED' });
    await waitFor(actor, (s) => s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(CARD_FAILED.renew);
    expect(actor.getSnapshot().matches({ shown: 'idle' })).toBe(true);
  });
});

describe('membership card handed its reply by the screen (behaviour)', () => {
  const counting = () => {
    const asked = { count: 0 };
    const card = membershipCardMachine.provide({
      actors: { loadMembership: fromPromise(async (): Promise<MembershipSelfReply> => { asked.count += 1; return onlyUnpaid; }) },
    });
    return { asked, card };
  };

  it('shows the membership the screen already has without asking for it again', () => {
    const { asked, card } = counting();
    const actor = createActor(card, { input: { reply: withPaid } }).start();
    expect(actor.getSnapshot().matches({ shown: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject(withPaid);
    expect(asked.count).toBe(0);
  });

  it("after a booking, shows the screen's new reply (an unpaid membership with its Pay now) without asking", () => {
    const { asked, card } = counting();
    const actor = createActor(card, { input: { reply: withPaid } }).start();
    actor.send({ type: 'MEMBERSHIP_FETCHED', reply: onlyUnpaid });
    expect(actor.getSnapshot().context).toMatchObject(onlyUnpaid);
    expect(actor.getSnapshot().can({ type: 'PAY_UNPAID_CLICKED' })).toBe(true);
    expect(asked.count).toBe(0);
  });

  it('asks itself once the plans close (its own write), and shows that reply', async () => {
    const { asked, card } = counting();
    const actor = createActor(card, { input: { reply: withPaid } }).start();
    actor.send({ type: 'PLANS_OPENED' });
    actor.send({ type: 'PLANS_CLOSED' });
    await waitFor(actor, (s) => s.matches({ shown: 'idle' }));
    expect(asked.count).toBe(1);
    expect(actor.getSnapshot().context).toMatchObject(onlyUnpaid);
  });
});
