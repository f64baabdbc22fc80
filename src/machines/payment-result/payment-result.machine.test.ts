import { describe, expect, it } from 'vitest';
import { assertModel } from '../test/model';
import { failureMessage, MISSING_PAYMENT_ID } from './payment-result.machine';
import { declinedResult, events, input, inputs, machine, paidResult, pendingResult, refundedResult } from './payment-result.model';

describe('payment result machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      inputs,
      events,
      states: {
        confirming: (s) => {
          expect(s.context.paymentId).toBe(input.paymentId);
          expect(s.context.error).toBeNull();
        },
        paid: (s) => expect(s.context.result).toEqual(paidResult),
        failed: (s) => expect(s.context.result).toEqual(declinedResult),
        pending: (s) => expect(s.context.result).toEqual(pendingResult),
        refunded: (s) => expect(s.context.result).toEqual(refundedResult),
        unconfirmed: (s) => expect(['This payment is not one of your orders.', 'payment.network-error']).toContain(s.context.error),
        missing: (s) => {
          expect(s.context.paymentId === null || s.context.paymentId === 'abc').toBe(true);
          expect(s.context.result).toBeNull();
        },
      },
    });
  });

  it("words a failure by its code, else the server's message", () => {
    expect(failureMessage(declinedResult)).toBe('payment.codes.MF002');
    expect(failureMessage({ ...declinedResult, errorCode: 'XYZ', message: 'Bank says no' })).toBe('Bank says no');
    expect(failureMessage({ ...declinedResult, errorCode: null, message: null })).toBe('payment.codes.MF020');
    expect(MISSING_PAYMENT_ID).toBe('payment.result.missing-id');
  });
});
