import { describe, expect, it } from 'vitest';
import { FetchError } from 'ofetch';
import { codeMessage, paymentCallFailure, refusalMessage } from './payment-failure';

/** A failed call as ofetch throws it (status and body), and one that was sent and got nothing back. */
const httpError = (status: number, data?: unknown) => Object.assign(new FetchError(`HTTP ${status}`), { response: { status } as Response, data });
const noReplyError = () => Object.assign(new FetchError('no response'), { request: '/api' });

describe('payment failures (part 2 §8 Payment)', () => {
  it('gives each provider and card code its own text, and none to an unknown code', () => {
    expect(codeMessage('MF002')).toBe('payment.codes.MF002');
    expect(codeMessage('CARD_DECLINED')).toBe('payment.codes.CARD_DECLINED');
    expect(codeMessage('MF999')).toBeNull();
    expect(codeMessage(null)).toBeNull();
  });

  it('maps a 400 by its keywords, the more telling one first', () => {
    expect(refusalMessage('The payment could not be started: Card expired')).toBe('payment.refusals.card-expired');
    expect(refusalMessage('Insufficient FUNDS on card')).toBe('payment.refusals.insufficient-funds');
    expect(refusalMessage('Invalid session id')).toBe('payment.refusals.invalid-session');
    expect(refusalMessage('InvoiceValue: amount must be positive')).toBe('payment.refusals.invalid-amount');
    expect(refusalMessage('Currency not supported')).toBe('payment.refusals.invalid-currency');
    expect(refusalMessage('Country not supported')).toBe('payment.refusals.unsupported-country');
    expect(refusalMessage('Denied by risk')).toBe('payment.refusals.risk-denied');
    expect(refusalMessage('Something else')).toBeNull();
    expect(paymentCallFailure(httpError(400, { message: 'The payment could not be started: Transaction declined' }), 'pay')).toBe('payment.refusals.card-declined');
    expect(paymentCallFailure(httpError(400, { message: 'Nothing we know' }), 'pay')).toBe('Nothing we know');
    expect(paymentCallFailure(httpError(400, {}), 'pay')).toBe('payment.failed');
  });

  it('says session expired for a 401 when the session starts; 500, no reply, abort and a gone item have their texts', () => {
    expect(paymentCallFailure(httpError(401, { message: 'Unauthenticated.' }), 'session')).toBe('payment.session-expired');
    expect(paymentCallFailure(httpError(401, { message: 'Unauthenticated.' }), 'pay')).toBe('errors.session-expired');
    expect(paymentCallFailure(httpError(500, { message: 'Server error.' }), 'pay')).toBe('payment.server-error');
    expect(paymentCallFailure(noReplyError(), 'pay')).toBe('payment.network-error');
    expect(paymentCallFailure(new DOMException('aborted', 'AbortError'), 'pay')).toBe('payment.cancelled');
    expect(paymentCallFailure(httpError(404, { message: 'Not in your cart' }), 'pay')).toBe('payment.item-unknown');
  });

  it('says offline when the line is down, whatever the call', () => {
    const online = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      expect(paymentCallFailure(noReplyError(), 'session')).toBe('payment.network-error');
    } finally {
      if (online) Object.defineProperty(globalThis, 'navigator', online);
      else Reflect.deleteProperty(globalThis, 'navigator');
    }
  });
});
