// The payment result's model for checkModel and `npm run paths -- payment-result`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { lands } from '../test/model';
import { httpError, noReplyError } from '../session/session.fixtures';
import type { PaymentResult } from '../../api/schemas/orders';
import { paymentResultMachine, type PaymentResultInput } from './payment-result.machine';

export const machine = paymentResultMachine;
type Snap = SnapshotFrom<typeof paymentResultMachine>;

/** /payment-success?paymentId=0700…, and the page opened without (or with a broken) payment id. */
export const input: PaymentResultInput = { paymentId: '07000000000000000101' };
export const inputs: PaymentResultInput[] = [input, { paymentId: null }, { paymentId: 'abc' }];

const base = { itemId: 31, paymentId: input.paymentId, invoiceId: '1001', reference: '6f1c2b1e-1111-4c4c-9999-000000000001' };
export const paidResult: PaymentResult = { ...base, status: 'paid', errorCode: null, message: null };
export const declinedResult: PaymentResult = { ...base, status: 'failed', errorCode: 'MF002', message: 'The payment was declined by the issuing bank.' };
export const pendingResult: PaymentResult = { ...base, status: 'pending', errorCode: null, message: null };
export const refundedResult: PaymentResult = { ...base, status: 'refunded', errorCode: null, message: 'This item was removed from your cart before the payment went through, so the amount is being refunded to you.' };

const to = <E extends EventObject>(target: string, event: E) => lands<E, Snap>(target, event);

export function events(s: Snap): EventObject[] {
  if (s.matches('confirming')) {
    return [
      to('paid', { type: 'xstate.done.actor.confirmPayment', output: paidResult }),
      to('failed', { type: 'xstate.done.actor.confirmPayment', output: declinedResult }),
      to('pending', { type: 'xstate.done.actor.confirmPayment', output: pendingResult }),
      to('refunded', { type: 'xstate.done.actor.confirmPayment', output: refundedResult }),
      to('unconfirmed', { type: 'xstate.error.actor.confirmPayment', error: httpError(404, { message: 'This payment is not one of your orders.' }) }),
      to('unconfirmed', { type: 'xstate.error.actor.confirmPayment', error: noReplyError() }),
    ];
  }
  if (s.matches('pending') || s.matches('unconfirmed')) return [to('confirming', { type: 'CHECK_AGAIN' })];
  return [];
}

export const model = { machine, events, input, inputs };
