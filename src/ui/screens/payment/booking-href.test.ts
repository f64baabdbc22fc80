import { describe, expect, it } from 'vitest';
import { bookingHref } from './booking-href';
import { summaryRows } from './PaymentSummary';

describe('what the payment pages say of an item', () => {
  const banner = {
    itemId: 7, paymentForType: 1, subjectId: 3, amount: 30_000, createdAt: '2026-11-28T00:00:00.000Z', status: 'unpaid' as const,
    kind: 'premium' as const, subject: 'Eid sale', subjectAr: null, from: '2026-11-30T21:00:00.000Z', to: '2026-12-03T21:00:00.000Z',
  };

  it('goes back to a banner on the Brand awareness tab, to an ad service on the first, each with its booking', () => {
    expect(bookingHref(banner)).toBe('/services?tab=1&bannerId=3');
    for (const kind of ['boost', 'flash', 'refresh', 'promo'] as const) expect(bookingHref({ kind, subjectId: 41 })).toBe('/services?tab=0&offerId=41');
    // A plan's subjectId is the membership's: no card to show.
    for (const kind of ['subscription', 'renewal'] as const) expect(bookingHref({ kind, subjectId: 2 })).toBe('/services');
  });

  it("shows a booking's first and last day (its `to` is the instant after), a renewal's new end, a plan's Arabic name in Arabic", () => {
    expect(summaryRows(banner, 'en')).toMatchObject({ kind: 'payment:item-kinds.premium', subjectLabel: 'payment:banner-title', subject: 'Eid sale', from: '01 Dec, 2026', to: '03 Dec, 2026' });
    const renewal = { ...banner, paymentForType: 6, kind: 'renewal' as const, subject: 'Premium', subjectAr: 'المميزة', from: '2027-01-01T00:00:00.000Z', to: '2028-01-01T00:00:00.000Z' };
    expect(summaryRows(renewal, 'en')).toMatchObject({ subjectLabel: 'payment:plan', subject: 'Premium', renewal: true, to: '01 Jan, 2028' });
    expect(summaryRows(renewal, 'ar').subject).toBe('المميزة');
    expect(summaryRows({ ...banner, kind: 'boost', paymentForType: 3, subject: 'iPhone 15' }, 'en').subjectLabel).toBe('payment:product');
  });
});
