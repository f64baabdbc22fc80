// Part 2 §2 Services (refresh dialog), §3 Refresh data, §4 Ad refresh, §9: choose a product, then the
// start day (the refresh runs a month from it). With refresh credits left on the membership
// (remainingValue > 0) it is added at once, free and without payment; with none it goes to the cart
// and the seller pays it (payment type 4).
import { and, assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../../api/client';
import { fetchMembershipSelf } from '../../api/memberships';
import { addServiceDirect, addServiceToCart, promotionRefusal, SERVICE_TYPE, updateServiceInCart } from '../../api/promotions';
import type { CartItem } from '../../api/schemas/memberships';
import type { PromotedProduct } from '../../api/promoted-product';
import type { RefreshBody } from '../../api/schemas/promotions';
import { refreshPaymentPath } from './refresh-return';

export type RefreshDialogInput = {
  /** The seller's today (Asia/Kuwait), 'YYYY-MM-DD': the start it proposes. */
  today: string;
  product: PromotedProduct | null;
  /** A restored start day (§2 adStartDate). */
  startDate?: string;
  /** Back from /payment: the unpaid refresh in the cart; submitting changes it (§7 PUT). */
  offerId?: number;
};

/** The membership's refresh service: credits left and the price of one refresh (fils). */
export type RefreshCredits = { credits: number; price: number | null };

export type RefreshDialogContext = RefreshCredits & {
  today: string;
  product: PromotedProduct | null;
  startDate: string;
  /** The unpaid refresh being changed (its offer id), or null: submitting adds one. */
  editing: number | null;
  showErrors: boolean;
  paymentPath: string | null;
  error: string | null;
};

export type RefreshDialogEvent =
  | { type: 'PRODUCT_CHOSEN'; product: PromotedProduct }
  | { type: 'START_DATE_CHOSEN'; date: string }
  | { type: 'NEXT_CLICKED' }
  | { type: 'BACK_CLICKED' }
  | { type: 'SUBMIT_CLICKED' }
  | { type: 'RETRY_CLICKED' }
  | { type: 'CLOSE_CLICKED' };

export const REFRESH_FAILED = {
  load: 'services-flash.refresh.load-failed',
  add: 'services-flash.refresh.add-failed',
} as const;

export const REFRESH_MESSAGES = {
  product: 'services-flash.select-product',
  startDate: 'services-flash.select-start-date',
  startPast: 'services-flash.start-past',
} as const;

/** What is wrong with the start day (an i18n key), or null. */
export function refreshDateProblem(startDate: string, today: string): string | null {
  if (!startDate) return REFRESH_MESSAGES.startDate;
  return startDate < today ? REFRESH_MESSAGES.startPast : null;
}

export const refreshDialogMachine = setup({
  types: {
    context: {} as RefreshDialogContext,
    events: {} as RefreshDialogEvent,
    input: {} as RefreshDialogInput,
    children: {} as { loadCredits: 'loadCredits'; addRefreshFree: 'addRefreshFree'; addRefreshToCart: 'addRefreshToCart' },
  },
  actors: {
    loadCredits: fromPromise<RefreshCredits>(async ({ signal }) => {
      const self = await fetchMembershipSelf(signal);
      const service = self.membership?.services.find((s) => s.type === SERVICE_TYPE.refresh);
      return { credits: service?.remainingValue ?? 0, price: service?.price ?? null };
    }),
    addRefreshFree: fromPromise<void, RefreshBody>(({ input, signal }) => addServiceDirect(SERVICE_TYPE.refresh, input, signal).then(() => undefined)),
    // The unpaid refresh being changed is updated in place (same cart item, repriced).
    addRefreshToCart: fromPromise<CartItem, RefreshBody & { offerId: number | null }>(({ input: { offerId, ...body }, signal }) => (offerId !== null
      ? updateServiceInCart(SERVICE_TYPE.refresh, offerId, body, signal)
      : addServiceToCart(SERVICE_TYPE.refresh, body, signal))),
  },
  guards: {
    hasProduct: ({ context }) => context.product !== null,
    isDateValid: ({ context }) => refreshDateProblem(context.startDate, context.today) === null,
    /** A credit pays it, unless an unpaid refresh in the cart is being changed (it stays in the cart). */
    hasCredits: ({ context }) => context.credits > 0 && context.editing === null,
    /** The unpaid refresh being changed was paid or removed meanwhile (404): book afresh. */
    wasChangedBookingGone: ({ context }, params: { error: unknown }) => context.editing !== null && failureOf(params.error).status === 404,
  },
  actions: {
    keepCredits: assign((_, params: RefreshCredits) => ({ credits: params.credits, price: params.price })),
    chooseProduct: assign((_, params: { product: PromotedProduct }) => ({ product: params.product, showErrors: false, error: null })),
    chooseDate: assign((_, params: { date: string }) => ({ startDate: params.date, error: null })),
    showProblems: assign({ showErrors: true }),
    hideProblems: assign({ showErrors: false, error: null }),
    useCredit: assign(({ context }) => ({ credits: context.credits - 1 })),
    stopChanging: assign({ editing: null }),
    /** §2 /payment with the way back into this dialog: the booking's offer id and start day. */
    keepPaymentPath: assign(({ context }, params: { item: CartItem }) => ({
      paymentPath: refreshPaymentPath(params.item.itemId, context.product!.id, { offerId: params.item.subjectId, slug: context.product!.slug, startDate: context.startDate }),
    })),
    showRefusal: assign((_, params: { error: unknown; key: string }) => {
      const refusal = promotionRefusal(params.error, params.key);
      return { error: Object.values(refusal.fieldErrors)[0] ?? refusal.message };
    }),
    /** Provided by the view: the Services screen reloads its cards (a credit was used). */
    announceChanged: () => {},
    /** Provided by the view: the router's navigate. */
    goToPayment: (_, _params: { path: string }) => {},
  },
}).createMachine({
  id: 'refreshDialog',
  context: ({ input }) => ({
    today: input.today, product: input.product, startDate: input.startDate ?? input.today, editing: input.offerId ?? null, credits: 0, price: null, showErrors: false, paymentPath: null, error: null,
  }),
  initial: 'loading',
  on: { CLOSE_CLICKED: '.closed' },
  states: {
    loading: {
      invoke: {
        id: 'loadCredits',
        src: 'loadCredits',
        onDone: [
          { guard: 'hasProduct', target: 'choosingDate', actions: { type: 'keepCredits', params: ({ event }) => event.output } },
          { target: 'choosingProduct', actions: { type: 'keepCredits', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, key: REFRESH_FAILED.load }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'loading', actions: 'hideProblems' } } },
    choosingProduct: {
      on: {
        PRODUCT_CHOSEN: { actions: { type: 'chooseProduct', params: ({ event }) => ({ product: event.product }) } },
        // (Choosing the product already hid the problems: nothing to clear on the way on.)
        NEXT_CLICKED: [{ guard: 'hasProduct', target: 'choosingDate' }, { actions: 'showProblems' }],
      },
    },
    // Step 2: the start; the end shows a month later. Submit adds it free with a credit, else to the cart.
    choosingDate: {
      on: {
        START_DATE_CHOSEN: { actions: { type: 'chooseDate', params: ({ event }) => ({ date: event.date }) } },
        BACK_CLICKED: { target: 'choosingProduct', actions: 'hideProblems' },
        SUBMIT_CLICKED: [
          { guard: and(['isDateValid', 'hasCredits']), target: 'addingFree', actions: 'hideProblems' },
          { guard: 'isDateValid', target: 'addingToCart', actions: 'hideProblems' },
          { actions: 'showProblems' },
        ],
      },
    },
    addingFree: {
      on: { CLOSE_CLICKED: {} },
      invoke: {
        id: 'addRefreshFree',
        src: 'addRefreshFree',
        input: ({ context }) => ({ productId: context.product!.id, date: context.startDate }),
        onDone: { target: 'addedFree', actions: ['useCredit', 'announceChanged'] },
        onError: { target: 'choosingDate', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, key: REFRESH_FAILED.add }) } },
      },
    },
    addingToCart: {
      on: { CLOSE_CLICKED: {} },
      invoke: {
        id: 'addRefreshToCart',
        src: 'addRefreshToCart',
        input: ({ context }) => ({ productId: context.product!.id, date: context.startDate, offerId: context.editing }),
        onDone: { target: 'goingToPayment', actions: { type: 'keepPaymentPath', params: ({ event }) => ({ item: event.output }) } },
        onError: [
          // The refresh being changed is gone: the next submit books afresh (a credit may pay it); the cards reload.
          {
            guard: { type: 'wasChangedBookingGone', params: ({ event }) => ({ error: event.error }) },
            target: 'choosingDate',
            actions: [{ type: 'showRefusal', params: ({ event }) => ({ error: event.error, key: REFRESH_FAILED.add }) }, 'stopChanging', 'announceChanged'],
          },
          { target: 'choosingDate', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error, key: REFRESH_FAILED.add }) } },
        ],
      },
    },
    // Done without payment: the seller reads it and closes.
    addedFree: {},
    goingToPayment: { type: 'final', entry: { type: 'goToPayment', params: ({ context }) => ({ path: context.paymentPath! }) } },
    closed: { type: 'final' },
  },
});
