// Part 2 §2 Membership / plans and §4 Membership: opening the plans first checks for an unpaid
// membership (then the unpaid-membership flow decides: remove it and choose, or pay it now); the
// seller picks a period tab (0 = 1 month, 1 = 3 months, 2 = 1 year) and subscribes to a plan, which
// adds it to the cart (type 24) and goes to /payment with the cart item.
import { assign, fromPromise, setup } from 'xstate';
import {
  addMembershipToCart, CART_TYPE, fetchMembershipPeriods, fetchMembershipPlans, fetchMembershipSelf, isAlreadyInCart, membershipFailure,
  type MembershipPeriod,
} from '../../api/memberships';
import type { Membership, MembershipPlan } from '../../api/schemas/memberships';
import { paymentPath } from '../../domain/payment-path';
import { unpaidMembershipMachine, type UnpaidMembershipOutput } from '../unpaid-membership/unpaid-membership.machine';

export type PlansCatalogue = { plans: MembershipPlan[]; periods: MembershipPeriod[] };

/** The company's current plan and period: the dialog opens on its period and marks it. */
export type CurrentPlan = { planId: number; periodUnit: 'month' | 'year'; periodCount: number };
export type MembershipPlansInput = { current?: CurrentPlan | null };

export type MembershipPlansContext = PlansCatalogue & {
  current: CurrentPlan | null;
  /** The period tab chosen: 0 = 1 month, 1 = 3 months, 2 = 1 year (§9). */
  tab: number;
  unpaid: Membership | null;
  /** The plan period being subscribed to. */
  planTypeId: number | null;
  /** Where the seller pays: /payment with the cart item. */
  paymentPath: string | null;
  error: string | null;
};

export type MembershipPlansEvent =
  | { type: 'TAB_CHOSEN'; tab: number }
  | { type: 'SUBSCRIBE_CLICKED'; planTypeId: number }
  | { type: 'RETRY_CLICKED' };

export const PLANS_FAILED = {
  load: 'membership.plans.load-failed',
  subscribe: 'membership.plans.subscribe-failed',
} as const;

export const membershipPlansMachine = setup({
  types: {
    context: {} as MembershipPlansContext,
    events: {} as MembershipPlansEvent,
    input: {} as MembershipPlansInput,
    // The view reads the unpaid-membership flow through this child.
    children: {} as { checkUnpaid: 'checkUnpaid'; loadPlans: 'loadPlans'; subscribe: 'subscribe'; unpaidMembership: 'unpaidMembership' },
  },
  actors: {
    checkUnpaid: fromPromise<Membership | null>(({ signal }) => fetchMembershipSelf(signal).then((self) => self.unpaid)),
    loadPlans: fromPromise<PlansCatalogue>(async ({ signal }) => {
      const [plans, periods] = await Promise.all([fetchMembershipPlans(signal), fetchMembershipPeriods(signal)]);
      return { plans, periods };
    }),
    subscribe: fromPromise<number, { planTypeId: number }>(({ input, signal }) =>
      addMembershipToCart({ type: CART_TYPE.subscription, planTypeId: input.planTypeId }, signal).then((item) => item.itemId)),
    unpaidMembership: unpaidMembershipMachine,
  },
  guards: {
    hasUnpaid: (_, params: { unpaid: Membership | null }) => params.unpaid !== null,
    isTabOffered: ({ context }, params: { tab: number }) => context.periods.some((p) => p.tab === params.tab),
    wasRemoved: (_, params: { output: UnpaidMembershipOutput }) => params.output.outcome === 'removed',
    isAlreadyInCart: (_, params: { error: unknown }) => isAlreadyInCart(params.error),
  },
  actions: {
    keepUnpaid: assign((_, params: { unpaid: Membership | null }) => ({ unpaid: params.unpaid })),
    forgetUnpaid: assign({ unpaid: null }),
    keepCatalogue: assign(({ context }, params: PlansCatalogue) => {
      const own = context.current && params.periods.find((p) => p.periodUnit === context.current!.periodUnit && p.periodCount === context.current!.periodCount);
      return { plans: params.plans, periods: params.periods, tab: own ? own.tab : context.tab };
    }),
    chooseTab: assign((_, params: { tab: number }) => ({ tab: params.tab })),
    choosePlan: assign((_, params: { planTypeId: number }) => ({ planTypeId: params.planTypeId, error: null })),
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown; key: string }) => ({ error: membershipFailure(params.error, params.key), planTypeId: null })),
    keepPaymentPath: assign((_, params: { path: string }) => ({ paymentPath: params.path })),
    /** Provided by the view: the router's navigate. */
    goToPayment: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'membershipPlans',
  context: ({ input }) => ({ plans: [], periods: [], current: input?.current ?? null, tab: 0, unpaid: null, planTypeId: null, paymentPath: null, error: null }),
  initial: 'checkingUnpaid',
  states: {
    checkingUnpaid: {
      invoke: {
        id: 'checkUnpaid',
        src: 'checkUnpaid',
        onDone: [
          { guard: { type: 'hasUnpaid', params: ({ event }) => ({ unpaid: event.output }) }, target: 'unpaid', actions: { type: 'keepUnpaid', params: ({ event }) => ({ unpaid: event.output }) } },
          { target: 'loading' },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: PLANS_FAILED.load }) } },
      },
    },
    unpaid: {
      invoke: {
        id: 'unpaidMembership',
        src: 'unpaidMembership',
        input: ({ context }) => ({ membership: context.unpaid! }),
        onDone: [
          { guard: { type: 'wasRemoved', params: ({ event }) => ({ output: event.output }) }, target: 'loading', actions: 'forgetUnpaid' },
          {
            target: 'goingToPayment',
            actions: { type: 'keepPaymentPath', params: ({ event }) => ({ path: paymentPath({ itemId: (event.output as { itemId: number }).itemId }) }) },
          },
        ],
      },
    },
    loading: {
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        onDone: { target: 'choosing', actions: { type: 'keepCatalogue', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: PLANS_FAILED.load }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'checkingUnpaid', actions: 'clearFailure' } } },
    choosing: {
      on: {
        TAB_CHOSEN: { guard: { type: 'isTabOffered', params: ({ event }) => ({ tab: event.tab }) }, actions: { type: 'chooseTab', params: ({ event }) => ({ tab: event.tab }) } },
        SUBSCRIBE_CLICKED: { target: 'subscribing', actions: { type: 'choosePlan', params: ({ event }) => ({ planTypeId: event.planTypeId }) } },
      },
    },
    subscribing: {
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ planTypeId: context.planTypeId! }),
        onDone: {
          target: 'goingToPayment',
          actions: { type: 'keepPaymentPath', params: ({ event }) => ({ path: paymentPath({ itemId: event.output }) }) },
        },
        onError: [
          // Another tab (or person) put an unpaid membership in the cart meanwhile: decide about it first.
          // (No failure to clear: choosePlan cleared it on the way in.)
          { guard: { type: 'isAlreadyInCart', params: ({ event }) => ({ error: event.error }) }, target: 'checkingUnpaid' },
          { target: 'choosing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error, key: PLANS_FAILED.subscribe }) } },
        ],
      },
    },
    // The view navigates away; the dialog closes with the screen.
    goingToPayment: { type: 'final', entry: { type: 'goToPayment', params: ({ context }) => ({ path: context.paymentPath! }) } },
  },
});
