// The payment screen (part 2 §2 Payment screens, §4 Payment): on entry create a session, then the
// seller pays by card or wallet through the provider's embedded form, or by KNET; the server starts
// the payment and the browser goes to the provider's page. Cancel aborts the request in flight and
// clears the form (a fresh session); Back to Services leaves from anywhere.
import { assign, fromCallback, fromPromise, not, setup, type EventObject } from 'xstate';
import { createPaymentSession, fetchCartItem, startPayment } from '../../api/orders';
import { PAYMENT_MESSAGES, codeMessage, paymentCallFailure } from '../../api/payment-failure';
import type { CartItem } from '../../api/schemas/memberships';
import { PAYMENT_METHOD, type PaymentSessionReply } from '../../api/schemas/orders';

export type PaymentSession = PaymentSessionReply['Data'];
export type PaymentMethodName = keyof typeof PAYMENT_METHOD;

/** From the /payment query (type, productId, itemId): the item is what is paid; the others go along as the spec sends them. */
export type PaymentInput = { itemId: number | null; itemType?: number; productId?: number };

export type PaymentContext = PaymentInput & {
  item: CartItem | null;
  session: PaymentSession | null;
  method: PaymentMethodName;
  /** The session the embedded form completed (card and wallets); KNET needs none. */
  formSessionId: string | null;
  paymentUrl: string | null;
  /** A failure (`ns.key` or the server's text). */
  error: string | null;
  /** What happened last that is not a failure: the payment was cancelled. */
  notice: string | null;
};

export type PaymentEvent =
  | { type: 'FORM_SHOWN' }
  | { type: 'FORM_FAILED' }
  | { type: 'FORM_COMPLETED'; sessionId: string }
  | { type: 'FORM_REJECTED' }
  | { type: 'CARD_CHOSEN' }
  | { type: 'KNET_CHOSEN' }
  | { type: 'PAY' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'BACK_TO_SERVICES' }
  | { type: 'LANGUAGE_CHANGED' };

/** What the embedded form needs: the session, the amount, and the event to send when the seller has filled it in. */
export type EmbeddedFormInput = { session: PaymentSession; amountFils: number };
export type PayInput = { itemId: number; method: PaymentMethodName; sessionId: string | null; itemType?: number; productId?: number };

export const NO_ITEM = 'payment.no-item';

export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    input: {} as PaymentInput,
  },
  actors: {
    createSession: fromPromise<{ session: PaymentSession; item: CartItem | null }, { itemId: number }>(async ({ input, signal }) => {
      const [session, item] = await Promise.all([createPaymentSession(signal), fetchCartItem(input.itemId, signal)]);
      return { session, item };
    }),
    /**
     * Loads the provider's script and draws its form; sends FORM_SHOWN, FORM_FAILED, then
     * FORM_COMPLETED or FORM_REJECTED from its callback. It works on the page, so the view provides it.
     */
    embeddedForm: fromCallback<EventObject, EmbeddedFormInput>(() => {}),
    pay: fromPromise<string | null, PayInput>(({ input, signal }) => startPayment({
      PaymentMethodId: PAYMENT_METHOD[input.method],
      ...(input.method === 'card' && input.sessionId ? { sessionId: input.sessionId } : {}),
      itemId: input.itemId,
      ...(input.itemType !== undefined ? { itemType: input.itemType } : {}),
      ...(input.productId !== undefined ? { ProductId: input.productId } : {}),
      cashBack: 0,
    }, signal)),
  },
  guards: {
    hasItem: ({ context }) => context.itemId !== null,
    itemUnpaid: (_, params: { item: CartItem | null }) => params.item !== null,
    hasPaymentUrl: (_, params: { url: string | null }) => !!params.url,
  },
  actions: {
    keepSession: assign((_, params: { session: PaymentSession; item: CartItem | null }) => ({ session: params.session, item: params.item })),
    itemUnknown: assign({ error: PAYMENT_MESSAGES.itemUnknown }),
    showNoItem: assign({ error: NO_ITEM }),
    showSessionFailure: assign((_, params: { error: unknown }) => ({ error: paymentCallFailure(params.error, 'session') })),
    showPayFailure: assign((_, params: { error: unknown }) => ({ error: paymentCallFailure(params.error, 'pay') })),
    showFormFailure: assign({ error: PAYMENT_MESSAGES.formFailed }),
    showCardRejected: assign({ error: codeMessage('INVALID_CARD') }),
    showInitiationFailed: assign({ error: PAYMENT_MESSAGES.initiationFailed }),
    clearMessages: assign({ error: null, notice: null }),
    clearError: assign({ error: null }),
    /** Cancel: the request in flight is aborted (its actor stops) and the form starts over with a new session. */
    clearForm: assign({ method: 'card' as const, error: null, notice: 'payment.cancelled' }),
    forgetSession: assign({ session: null, formSessionId: null, method: 'card' as const }),
    chooseCard: assign({ method: 'card' as const, error: null }),
    chooseKnet: assign({ method: 'knet' as const, error: null }),
    keepFormSession: assign((_, params: { sessionId: string }) => ({ formSessionId: params.sessionId, method: 'card' as const })),
    keepPaymentUrl: assign((_, params: { url: string | null }) => ({ paymentUrl: params.url })),
    /** Provided by the view: the browser goes to the provider's page. */
    goToProvider: () => {},
    /** Provided by the view: to the services screen. */
    goToServices: () => {},
  },
}).createMachine({
  id: 'payment',
  context: ({ input }) => ({
    ...input, item: null, session: null, method: 'card', formSessionId: null, paymentUrl: null, error: null, notice: null,
  }),
  initial: 'creatingSession',
  on: { BACK_TO_SERVICES: '.leaving' },
  states: {
    // A session serves one payment only: every attempt starts with a new one.
    creatingSession: {
      entry: 'forgetSession',
      // Nothing to pay without an item: the query is wrong (or was edited by hand).
      always: { guard: not('hasItem'), target: 'unavailable', actions: 'showNoItem' },
      invoke: {
        id: 'createSession',
        src: 'createSession',
        input: ({ context }) => ({ itemId: context.itemId! }),
        onDone: [
          {
            guard: { type: 'itemUnpaid', params: ({ event }) => ({ item: event.output.item }) },
            target: 'ready',
            actions: { type: 'keepSession', params: ({ event }) => event.output },
          },
          // Paid already, removed, or another company's: nothing to pay here.
          { target: 'unavailable', actions: 'itemUnknown' },
        ],
        onError: { target: 'sessionFailed', actions: { type: 'showSessionFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    sessionFailed: { on: { RETRY: { target: 'creatingSession', actions: 'clearMessages' } } },
    unavailable: {},
    ready: {
      initial: 'card',
      on: {
        CANCEL: { target: 'creatingSession', actions: 'clearForm' },
      },
      states: {
        // Card, Apple Pay and Google Pay: the provider's embedded form.
        card: {
          initial: 'loadingForm',
          entry: 'clearError',
          invoke: {
            id: 'embeddedForm',
            src: 'embeddedForm',
            input: ({ context }) => ({ session: context.session!, amountFils: context.item!.amount }),
          },
          on: {
            KNET_CHOSEN: { target: 'knet', actions: 'chooseKnet' },
            // The form draws itself in the page's language: draw it again.
            LANGUAGE_CHANGED: { target: 'card', reenter: true },
          },
          states: {
            loadingForm: {
              on: {
                FORM_SHOWN: 'formShown',
                FORM_FAILED: { target: 'formFailed', actions: 'showFormFailure' },
              },
            },
            formShown: {
              on: {
                FORM_COMPLETED: { target: '#payment.paying', actions: { type: 'keepFormSession', params: ({ event }) => ({ sessionId: event.sessionId }) } },
                FORM_REJECTED: { target: 'formShown', actions: 'showCardRejected' },
              },
            },
            formFailed: { on: { RETRY: { target: '#payment.creatingSession', actions: 'clearMessages' } } },
          },
        },
        knet: {
          on: {
            CARD_CHOSEN: { target: 'card', actions: 'chooseCard' },
            // KNET_CHOSEN already chose it (and paying clears the messages).
            PAY: '#payment.paying',
          },
        },
      },
    },
    paying: {
      entry: 'clearMessages',
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ context }) => ({
          itemId: context.itemId!, method: context.method, sessionId: context.formSessionId, itemType: context.itemType, productId: context.productId,
        }),
        onDone: [
          {
            guard: { type: 'hasPaymentUrl', params: ({ event }) => ({ url: event.output }) },
            target: 'redirecting',
            actions: { type: 'keepPaymentUrl', params: ({ event }) => ({ url: event.output }) },
          },
          { target: 'failed', actions: 'showInitiationFailed' },
        ],
        onError: { target: 'failed', actions: { type: 'showPayFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { CANCEL: { target: 'creatingSession', actions: 'clearForm' } },
    },
    failed: {
      on: {
        RETRY: { target: 'creatingSession', actions: 'clearMessages' },
        CANCEL: { target: 'creatingSession', actions: 'clearForm' },
      },
    },
    redirecting: { type: 'final', entry: 'goToProvider' },
    leaving: { type: 'final', entry: 'goToServices' },
  },
});
