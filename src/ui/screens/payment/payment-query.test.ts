import { describe, expect, it } from 'vitest';
import { paidReturnHref, paymentInputOf, retryHref } from './payment-query';

describe('the /payment query', () => {
  it('reads itemId, type and productId, and nothing that is not a whole number in range', () => {
    expect(paymentInputOf('?itemId=31&type=2&productId=4')).toEqual({ itemId: 31, itemType: 2, productId: 4 });
    expect(paymentInputOf('itemId=31')).toEqual({ itemId: 31 });
    expect(paymentInputOf('itemId=0')).toEqual({ itemId: null });
    expect(paymentInputOf('itemId=-3&type=abc')).toEqual({ itemId: null });
    expect(paymentInputOf('itemId=99999999999')).toEqual({ itemId: null });
    expect(paymentInputOf('')).toEqual({ itemId: null });
  });

  it('Retry goes back with the query the payment started from, when it was the same item', () => {
    expect(retryHref(31, 'type=2&itemId=31&productId=4')).toBe('/payment?type=2&itemId=31&productId=4');
    expect(retryHref(31, 'itemId=12')).toBe('/payment?itemId=31');
    expect(retryHref(31, null)).toBe('/payment?itemId=31');
  });

  it('a boost paid from the products list goes back to /products#showDialog with fromBoost=1; anything else stays', () => {
    expect(paidReturnHref(51, 'type=3&productId=41&itemId=51&fromBoost=1')).toBe('/products?fromBoost=1#showDialog');
    expect(paidReturnHref(52, 'type=3&productId=41&itemId=51&fromBoost=1')).toBeNull();
    expect(paidReturnHref(51, 'type=3&productId=41&itemId=51')).toBeNull();
    expect(paidReturnHref(51, null)).toBeNull();
  });
});
