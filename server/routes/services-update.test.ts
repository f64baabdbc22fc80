import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { settings } from '../db/schema';
import { addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';

// The screens change an unpaid boost with PUT /memberships/services/18/cart/{id}
// (the warning's Update, and the review reopened after a failed payment, which submits the same draft
// again). The booking's own top-5 places never block it; the cart item stays the one being paid.
// The test clock is 2026-03-01 09:00 UTC; demo has Premium (boost 2.500 KWD a day, inTop 1.000).
forEachActivityDatabase('changing an unpaid boost', (ctx) => {
  const app = () => ctx().app;
  const demo = () => bearer(ctx().tokens.demo);
  const product = () => addProduct(ctx().db, { companyId: ctx().companyIds.demo, sellerId: ctx().ids.demo, price: 25_000 });
  const book = (productId: number, inTop: string[]) =>
    call(app(), 'POST', '/api/memberships/services/18/cart', { productId, date: '2026-03-10', days: 3, inTop }, demo());
  const unpaidOf = async (productId: number) =>
    (await call(app(), 'GET', `/api/offers/unactive?serviceType=18&productId=${productId}`, undefined, demo())).data.data[0] as { id: number; itemId: number; amount: number; inTop: string[] };

  it('keeps its own top-5 place when submitted again, moves to other days on the same cart item, and refuses what is not an unpaid boost', async () => {
    // One top-5 place a day: the booking's own day is full, to everyone else.
    await ctx().db.update(settings).set({ value: 1 }).where(eq(settings.key, 'boostTopSlotsPerDay'));
    try {
      const id = await product();
      const added = await book(id, ['2026-03-11']);
      expect(added.status).toBe(201);
      const offer = await unpaidOf(id);
      const other = await product();
      expect((await book(other, ['2026-03-11'])).status).toBe(409);

      // The same draft again (back from a failed payment): its own place is no obstacle.
      const same = await call(app(), 'PUT', `/api/memberships/services/18/cart/${offer.id}`, { productId: id, date: '2026-03-10', days: 3, inTop: ['2026-03-11'] }, demo());
      expect(same.status).toBe(200);
      expect(same.data).toMatchObject({ itemId: added.data.itemId, subjectId: offer.id, amount: 8_500 });

      // Update to other days: repriced on the same item, and the place it left is free for another product.
      const moved = await call(app(), 'PUT', `/api/memberships/services/18/cart/${offer.id}`, { productId: id, date: '2026-03-12', days: 2, inTop: ['2026-03-12'] }, demo());
      expect(moved.data).toMatchObject({ itemId: added.data.itemId, amount: 6_000 });
      expect(await unpaidOf(id)).toMatchObject({ itemId: added.data.itemId, amount: 6_000, inTop: ['2026-03-12'] });
      expect((await book(other, ['2026-03-11'])).status).toBe(201);

      // Not an unpaid boost of this company: 404; malformed: 422, never a 500.
      expect((await call(app(), 'PUT', `/api/memberships/services/18/cart/999999`, { productId: id, date: '2026-03-12', days: 2, inTop: [] }, demo())).status).toBe(404);
      expect((await call(app(), 'PUT', `/api/memberships/services/19/cart/${offer.id}`, { productId: id, date: '2026-03-12', days: 2, percentValue: 10 }, demo())).status).toBe(404);
      expect((await call(app(), 'PUT', `/api/memberships/services/18/cart/${offer.id}`, { productId: id, date: 'soon', days: 2, inTop: [] }, demo())).status).toBe(422);
    } finally {
      await ctx().db.update(settings).set({ value: 5 }).where(eq(settings.key, 'boostTopSlotsPerDay'));
    }
  });
});
