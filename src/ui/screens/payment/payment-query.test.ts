import { describe, expect, it } from 'vitest';
import { paidReturnHref, paymentInputOf, servicesBackHref, retryHref, servicesReturnHref } from './payment-query';

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

  const boost = 'type=3&productId=41&itemId=51&openDialog=boost&step=3&product=brass-lamp-41&offerId=9&startDate=2026-11-26&duration=3&keepTop5=1&selectedDates=2026-11-26%2C2026-11-27';

  it('Back to Services goes back into the dialog the payment started from, at its step, with its draft', () => {
    expect(servicesReturnHref(`?${boost}`)).toBe(
      '/services?tab=0&productId=41&openDialog=boost&step=3&product=brass-lamp-41&offerId=9&startDate=2026-11-26&duration=3&keepTop5=1&selectedDates=2026-11-26%2C2026-11-27',
    );
    expect(servicesReturnHref('type=1&itemId=5&openDialog=premium-banner&step=3&bannerId=12')).toBe('/services?tab=1&openDialog=premium-banner&step=3&bannerId=12');
    // A banner's /payment address as the banner dialog writes it (banner-return.ts): its draft and the banner come back.
    expect(servicesReturnHref('type=1&itemId=901&openDialog=sliding-banner&step=3&bannerId=43&adStartDate=2026-12-01&duration=2&isCreativeSelected=forsa&selectedDates=2026-12-01'))
      .toBe('/services?tab=1&openDialog=sliding-banner&step=3&bannerId=43&adStartDate=2026-12-01&duration=2&isCreativeSelected=forsa&selectedDates=2026-12-01');
    expect(servicesReturnHref('type=2&itemId=5')).toBe('/services');
    expect(servicesReturnHref('itemId=5&openDialog=nope')).toBe('/services');
  });

  it('after a failed payment the result screen goes back into the dialog, when the payment was this item\'s', () => {
    expect(servicesBackHref(51, boost)).toMatch(/^\/services\?tab=0&.*openDialog=boost&step=3&.*offerId=9/);
    expect(servicesBackHref(null, boost)).toMatch(/^\/services\?tab=0&.*openDialog=boost/);
    // Another item's query, none, or a membership's: the plain screen.
    expect(servicesBackHref(52, boost)).toBe('/services');
    expect(servicesBackHref(51, null)).toBe('/services');
    expect(servicesBackHref(5, 'type=2&itemId=5')).toBe('/services');
  });
});
