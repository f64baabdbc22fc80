// The membership card's model for checkModel and `npm run paths -- membership-card`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands, stays } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { activeBusiness, unpaidBusiness } from '../membership-plans/membership.fixtures';
import { CARD_FAILED, membershipCardMachine } from './membership-card.machine';

export const machine = membershipCardMachine;
type Snap = SnapshotFrom<typeof membershipCardMachine>;

/** A paid membership with its renewal on offer (nothing in the cart yet), and an unpaid one with its cart item. */
const renewal = { amount: 25_000, endDate: '2027-01-28T09:00:00.000Z', itemId: null };
export const withPaid = { membership: activeBusiness, unpaid: null, renewal, unpaidItemId: null };
export const onlyUnpaid = { membership: null, unpaid: unpaidBusiness, renewal: null, unpaidItemId: 41 };

/** The card starts from the reply its screen's flow hands over: a paid membership, or only an unpaid one. */
export const inputs = [{ reply: withPaid }, { reply: onlyUnpaid }];
export const input = inputs[0];

/** The screen's flow fetched the membership again (after a booking, say): the other of the two replies. */
const fetchedAgain = (s: Snap) => {
  const reply = s.context.membership ? onlyUnpaid : withPaid;
  return { type: 'MEMBERSHIP_FETCHED' as const, reply };
};

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      lands('shown.idle', { type: 'xstate.done.actor.loadMembership', output: withPaid }, holds(withPaid)),
      lands('shown.idle', { type: 'xstate.done.actor.loadMembership', output: onlyUnpaid }, holds(onlyUnpaid)),
      lands('loadFailed', { type: 'xstate.error.actor.loadMembership', error: networkError() }, holds({ error: CARD_FAILED.load })),
    ];
  }
  if (s.matches('loadFailed')) {
    return [
      lands('loading', { type: 'RETRY_CLICKED' }, holds({ error: null })),
      // The screen's flow has the membership meanwhile: the card shows it without asking.
      lands('shown.idle', { type: 'MEMBERSHIP_FETCHED', reply: withPaid }, holds({ ...withPaid, error: null })),
    ];
  }
  if (s.matches({ shown: 'idle' })) {
    return [
      // Renew needs a paid membership and asks first: with only an unpaid one in the cart it does nothing.
      s.context.membership ? lands('shown.confirmingRenewal', { type: 'RENEW_CLICKED' }, holds({ error: null, paymentPath: null })) : stays(s, { type: 'RENEW_CLICKED' }),
      lands('shown.choosingPlan', { type: 'PLANS_OPENED' }, holds({ error: null })),
      // Pay now on an unpaid membership's card: its own cart item, without the plans.
      s.context.unpaidItemId !== null
        ? lands('goingToPayment', { type: 'PAY_UNPAID_CLICKED' }, holds({ paymentPath: '/payment?type=2&itemId=41' }))
        : stays(s, { type: 'PAY_UNPAID_CLICKED' }),
      // A booking used a credit (or the unpaid membership was paid elsewhere): the card shows the screen's new reply.
      stays(s, fetchedAgain(s), holds(fetchedAgain(s).reply) as never),
    ];
  }
  if (s.matches({ shown: 'confirmingRenewal' })) {
    return [
      lands('shown.renewing', { type: 'RENEW_CONFIRMED' }),
      lands('shown.idle', { type: 'RENEW_CANCELLED' }, holds({ paymentPath: null })),
    ];
  }
  if (s.matches({ shown: 'choosingPlan' })) {
    return [
      lands('shown.refreshing', { type: 'PLANS_CLOSED' }),
      stays(s, fetchedAgain(s), holds(fetchedAgain(s).reply) as never),
    ];
  }
  if (s.matches({ shown: 'refreshing' })) {
    return [
      // Closing the plans after removing the unpaid membership: the card no longer shows it.
      lands('shown.idle', { type: 'xstate.done.actor.loadMembership', output: { membership: s.context.membership, unpaid: null, renewal: s.context.renewal, unpaidItemId: null } }, holds({ unpaid: null, unpaidItemId: null })),
      lands('loadFailed', { type: 'xstate.error.actor.loadMembership', error: httpError(500) }, holds({ error: 'errors.server' })),
    ];
  }
  if (s.matches({ shown: 'renewing' })) {
    return [
      lands('goingToPayment', { type: 'xstate.done.actor.renewMembership', output: 55 }, holds({ paymentPath: '/payment?type=6&productId=4&itemId=55' })),
      lands('shown.idle', { type: 'xstate.error.actor.renewMembership', error: httpError(404, { message: 'none' }) }, holds({ error: CARD_FAILED.renew })),
    ];
  }
  return [];
}

export const model = { machine, events, inputs, input };
