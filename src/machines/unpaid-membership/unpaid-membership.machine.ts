// Part 2 §2 and §4: the company already has an unpaid membership in its cart. The seller removes it
// (then chooses a new plan) or pays it now; the plans flow that opened this one goes on from the output.
import { assign, fromPromise, setup } from 'xstate';
import { cartItemFor, membershipFailure, PAYMENT_FOR, removeUnpaidMembership } from '../../api/memberships';
import type { Membership } from '../../api/schemas/memberships';

export type UnpaidMembershipInput = { membership: Membership };
export type UnpaidMembershipContext = UnpaidMembershipInput & { itemId: number | null; error: string | null };
export type UnpaidMembershipEvent = { type: 'REMOVE_CLICKED' } | { type: 'PAY_NOW_CLICKED' };
/** Removed: choose a new plan. Pay: go to /payment with the cart item that pays for it. */
export type UnpaidMembershipOutput = { outcome: 'removed' } | { outcome: 'pay'; itemId: number };

export const UNPAID_FAILED = {
  remove: 'membership.unpaid.remove-failed',
  pay: 'membership.unpaid.pay-failed',
} as const;

/** The unpaid membership's cart item is gone (paid or removed elsewhere): nothing to pay. */
export class NoUnpaidItem extends Error {}

export const unpaidMembershipMachine = setup({
  types: {
    context: {} as UnpaidMembershipContext,
    events: {} as UnpaidMembershipEvent,
    input: {} as UnpaidMembershipInput,
    output: {} as UnpaidMembershipOutput,
  },
  actors: {
    removeUnpaidMembership: fromPromise<void, { id: number }>(({ input, signal }) => removeUnpaidMembership(input.id, signal)),
    findUnpaidItem: fromPromise<number, { id: number }>(async ({ input, signal }) => {
      const item = await cartItemFor(input.id, PAYMENT_FOR.subscription, signal);
      if (!item) throw new NoUnpaidItem();
      return item.itemId;
    }),
  },
  actions: {
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown; key: string }) => ({ error: membershipFailure(params.error, params.key) })),
    keepItem: assign((_, params: { itemId: number }) => ({ itemId: params.itemId })),
  },
}).createMachine({
  id: 'unpaidMembership',
  context: ({ input }) => ({ ...input, itemId: null, error: null }),
  initial: 'deciding',
  states: {
    // Closing the dialog is the plans flow's business: it stops this one.
    deciding: {
      on: {
        REMOVE_CLICKED: { target: 'removing', actions: 'clearFailure' },
        PAY_NOW_CLICKED: { target: 'findingItem', actions: 'clearFailure' },
      },
    },
    removing: {
      invoke: {
        id: 'removeUnpaidMembership',
        src: 'removeUnpaidMembership',
        input: ({ context }) => ({ id: context.membership.id }),
        onDone: 'removed',
        onError: { target: 'deciding', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: UNPAID_FAILED.remove }) } },
      },
    },
    findingItem: {
      invoke: {
        id: 'findUnpaidItem',
        src: 'findUnpaidItem',
        input: ({ context }) => ({ id: context.membership.id }),
        onDone: { target: 'payingNow', actions: { type: 'keepItem', params: ({ event }) => ({ itemId: event.output }) } },
        onError: { target: 'deciding', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: UNPAID_FAILED.pay }) } },
      },
    },
    removed: { type: 'final' },
    payingNow: { type: 'final' },
  },
  output: ({ context }) => (context.itemId === null ? { outcome: 'removed' } : { outcome: 'pay', itemId: context.itemId }),
});
