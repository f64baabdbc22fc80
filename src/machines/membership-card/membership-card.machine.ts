// Part 2 §2 (services and account screens) and §4 Membership: the company's membership card. It loads
// the paid membership (credits left), the unpaid one and the renewal on offer; Renew first asks to confirm
// with the price and the new end date, then adds the membership to the cart as type 6
// with product 4 (the server gives back a renewal already waiting) and goes to /payment; an unpaid
// membership is paid from the card (Pay now); the plans open from here and the card reloads after.
// The card does not ask for the membership on arrival: the screen's flow (machines/services) has asked
// already and hands its reply over as input, then each reply it gets again (after a booking, a delete,
// a language switch) as MEMBERSHIP_FETCHED. The card asks itself only after its own plans dialog, and
// on Retry after that failed.
import { assign, fromPromise, setup } from 'xstate';
import {
  addMembershipToCart, CART_TYPE, cartItemFor, fetchMembershipSelf, isAlreadyInCart, membershipFailure, PAYMENT_FOR, RENEWAL_PRODUCT_ID,
} from '../../api/memberships';
import type { Membership, MembershipSelfReply } from '../../api/schemas/memberships';
import { paymentPath } from '../../domain/payment-path';

export type MembershipCardContext = Required<MembershipSelfReply> & {
  /** Where the seller pays the renewal: /payment with type 6, product 4 and the cart item. */
  paymentPath: string | null;
  error: string | null;
};

/** The GET /memberships/self reply the screen's flow already has. */
export type MembershipCardInput = { reply: MembershipSelfReply };

export type MembershipCardEvent =
  | { type: 'RENEW_CLICKED' }
  | { type: 'RENEW_CONFIRMED' }
  | { type: 'RENEW_CANCELLED' }
  | { type: 'PAY_UNPAID_CLICKED' }
  | { type: 'PLANS_OPENED' }
  | { type: 'PLANS_CLOSED' }
  | { type: 'RETRY_CLICKED' }
  /** The screen's flow asked for the membership again and hands its reply over. */
  | { type: 'MEMBERSHIP_FETCHED'; reply: MembershipSelfReply };

export const CARD_FAILED = {
  load: 'membership.card.load-failed',
  /** Part 2 §8 Account and membership. */
  renew: 'membership.card.renewal-failed',
} as const;

export const membershipCardMachine = setup({
  types: {
    context: {} as MembershipCardContext,
    events: {} as MembershipCardEvent,
    input: {} as MembershipCardInput,
  },
  actors: {
    loadMembership: fromPromise<MembershipSelfReply>(({ signal }) => fetchMembershipSelf(signal)),
    renewMembership: fromPromise<number, { membershipId: number }>(async ({ input, signal }) => {
      try {
        return (await addMembershipToCart({ type: CART_TYPE.renewal, productId: RENEWAL_PRODUCT_ID }, signal)).itemId;
      } catch (error) {
        // The renewal already waits in the cart (the seller came back from /payment): pay that one.
        if (!isAlreadyInCart(error)) throw error;
        const item = await cartItemFor(input.membershipId, PAYMENT_FOR.renewal, signal);
        if (!item) throw error;
        return item.itemId;
      }
    }),
  },
  guards: {
    canRenew: ({ context }) => context.membership !== null,
    canPayUnpaid: ({ context }) => context.unpaid !== null && context.unpaidItemId != null,
  },
  actions: {
    keepMembership: assign((_, params: MembershipSelfReply) => ({
      membership: params.membership, unpaid: params.unpaid, renewal: params.renewal ?? null, unpaidItemId: params.unpaidItemId ?? null,
    })),
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown; key: string }) => ({ error: membershipFailure(params.error, params.key) })),
    keepPaymentPath: assign((_, params: { path: string }) => ({ paymentPath: params.path })),
    keepUnpaidPaymentPath: assign(({ context }) => ({ paymentPath: paymentPath({ type: PAYMENT_FOR.subscription, itemId: context.unpaidItemId! }) })),
    /** Provided by the view: the router's navigate. */
    goToPayment: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'membershipCard',
  context: ({ input }) => ({
    membership: input.reply.membership, unpaid: input.reply.unpaid, renewal: input.reply.renewal ?? null, unpaidItemId: input.reply.unpaidItemId ?? null,
    paymentPath: null, error: null,
  }),
  // Drawn at once from the reply handed over; loading is where Retry goes after a failed refresh.
  initial: 'shown',
  states: {
    loading: {
      invoke: {
        id: 'loadMembership',
        src: 'loadMembership',
        onDone: { target: 'shown', actions: { type: 'keepMembership', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: CARD_FAILED.load }) } },
      },
    },
    loadFailed: {
      on: {
        RETRY_CLICKED: { target: 'loading', actions: 'clearFailure' },
        // The screen's flow got the membership meanwhile: shown again without asking.
        MEMBERSHIP_FETCHED: { target: 'shown', actions: [{ type: 'keepMembership', params: ({ event }) => event.reply }, 'clearFailure'] },
      },
    },
    shown: {
      initial: 'idle',
      // Fresher data from the screen's flow, whatever the seller is doing on the card.
      on: { MEMBERSHIP_FETCHED: { actions: { type: 'keepMembership', params: ({ event }) => event.reply } } },
      states: {
        idle: {
          on: {
            RENEW_CLICKED: { guard: 'canRenew', target: 'confirmingRenewal', actions: 'clearFailure' },
            PLANS_OPENED: { target: 'choosingPlan', actions: 'clearFailure' },
            PAY_UNPAID_CLICKED: { guard: 'canPayUnpaid', target: '#membershipCard.goingToPayment', actions: 'keepUnpaidPaymentPath' },
          },
        },
        // 'Renew Premium for KWD 450.000? It will then end on …': nothing is added to the cart before Confirm.
        confirmingRenewal: {
          on: {
            RENEW_CONFIRMED: 'renewing',
            RENEW_CANCELLED: 'idle',
          },
        },
        // The plans dialog runs its own flow; removing an unpaid membership there changes this card.
        choosingPlan: { on: { PLANS_CLOSED: 'refreshing' } },
        refreshing: {
          invoke: {
            id: 'loadMembership',
            src: 'loadMembership',
            onDone: { target: 'idle', actions: { type: 'keepMembership', params: ({ event }) => event.output } },
            onError: { target: '#membershipCard.loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: CARD_FAILED.load }) } },
          },
        },
        renewing: {
          invoke: {
            id: 'renewMembership',
            src: 'renewMembership',
            input: ({ context }) => ({ membershipId: (context.membership as Membership).id }),
            onDone: {
              target: '#membershipCard.goingToPayment',
              actions: { type: 'keepPaymentPath', params: ({ event }) => ({ path: paymentPath({ type: PAYMENT_FOR.renewal, productId: RENEWAL_PRODUCT_ID, itemId: event.output }) }) },
            },
            onError: { target: 'idle', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: CARD_FAILED.renew }) } },
          },
        },
      },
    },
    // The view navigates away; the screen (and this flow) goes with it.
    goingToPayment: { type: 'final', entry: { type: 'goToPayment', params: ({ context }) => ({ path: context.paymentPath! }) } },
  },
});
