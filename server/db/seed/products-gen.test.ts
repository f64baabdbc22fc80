import { expect, it } from 'vitest';
import { generateProducts } from './products-gen';
import { createRandom } from './random';

// Seeded bookings showed "Amount KWD 0.000" on /services; each one was paid what §9 charges.
it('gives every seeded promo offer and flash discount the amount its days cost', () => {
  const now = new Date('2026-11-28T09:00:00Z');
  const leaf = { id: 1, top: 'phones', type: 'new' as never, items: [{ en: 'Phone', ar: 'هاتف', min: 100, max: 300 }], attributes: [], image: { url: '/i.jpg', thumbnailUrl: '/t.jpg' } };
  const products = generateProducts(createRandom(7), { count: 400, companyId: 1, companySlug: 'demo', sellerIds: [1], leaves: [leaf], now });
  const offers = products.flatMap((p) => p.offers);
  expect(offers.filter((o) => o.serviceType === 19).length).toBeGreaterThan(5);
  expect(offers.filter((o) => o.serviceType === null).length).toBeGreaterThan(5);
  for (const o of offers) {
    const days = Math.ceil((o.toDate.getTime() - o.fromDate.getTime()) / 86_400_000);
    expect(o.amountFils).toBe((o.serviceType === 19 ? 1_500 : 3_000) * days);
  }
});
