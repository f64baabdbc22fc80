// The provider's return (part 2 §2: /payment-success and /check-out, §3 Payment result): the redirect
// proves nothing, so the screen shows what the server confirms with the provider for the payment id.
import { assign, fromPromise, not, setup } from 'xstate';
import { fetchPaymentStatus } from '../../api/orders';
import { codeMessage, paymentCallFailure } from '../../api/payment-failure';
import type { PaymentResult } from '../../api/schemas/orders';

export type PaymentResultInput = { paymentId: string | null };
export type PaymentResultContext = PaymentResultInput & { result: PaymentResult | null; error: string | null };
export type PaymentResultEvent = { type: 'CHECK_AGAIN' } | { type: 'LANGUAGE_CHANGED' };

export const MISSING_PAYMENT_ID = 'payment.result.missing-id';

/** What a failed payment says: our text for its code, else the provider's message as the server words it. */
export const failureMessage = (result: PaymentResult): string => codeMessage(result.errorCode) ?? result.message ?? 'payment.codes.MF020';

export const paymentResultMachine = setup({
  types: {
    context: {} as PaymentResultContext,
    events: {} as PaymentResultEvent,
    input: {} as PaymentResultInput,
  },
  actors: {
    confirmPayment: fromPromise<PaymentResult, { paymentId: string }>(({ input, signal }) => fetchPaymentStatus(input.paymentId, signal)),
  },
  guards: {
    hasPaymentId: ({ context }) => !!context.paymentId && /^\d{1,40}$/.test(context.paymentId),
    isPaid: (_, params: { result: PaymentResult }) => params.result.status === 'paid',
    isFailed: (_, params: { result: PaymentResult }) => params.result.status === 'failed',
    isRefunded: (_, params: { result: PaymentResult }) => params.result.status === 'refunded',
  },
  actions: {
    keepResult: assign((_, params: { result: PaymentResult }) => ({ result: params.result, error: null })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: paymentCallFailure(params.error, 'status') })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'paymentResult',
  context: ({ input }) => ({ ...input, result: null, error: null }),
  initial: 'confirming',
  states: {
    confirming: {
      always: { guard: not('hasPaymentId'), target: 'missing' },
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({ paymentId: context.paymentId! }),
        onDone: [
          { guard: { type: 'isPaid', params: ({ event }) => ({ result: event.output }) }, target: 'paid', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
          { guard: { type: 'isFailed', params: ({ event }) => ({ result: event.output }) }, target: 'failed', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
          { guard: { type: 'isRefunded', params: ({ event }) => ({ result: event.output }) }, target: 'refunded', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
          { target: 'pending', actions: { type: 'keepResult', params: ({ event }) => ({ result: event.output }) } },
        ],
        onError: { target: 'unconfirmed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    paid: {},
    failed: {},
    // Paid, but for something no longer deliverable (removed from the cart meanwhile, paid twice): the server asked for a refund and says why.
    refunded: {},
    // The provider has not decided yet (a KNET page left open): ask again when the seller says so.
    pending: { on: { CHECK_AGAIN: 'confirming' } },
    unconfirmed: { on: { CHECK_AGAIN: { target: 'confirming', actions: 'clearError' } } },
    missing: {},
  },
});
