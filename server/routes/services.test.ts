import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { cartItems, daySlots, membershipCredits, memberships, products, settings } from '../db/schema';
import { addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call, loginAs } from '../test/harness';
import { payItem } from '../test/pay';

// Part 2 §7 Services and offers, §8, §9: boost, flash and refresh bookings priced by the server, refused
// without the membership's service, dates never double booked, and delivered after a sandbox payment.
// The test clock is 2026-03-01 09:00 UTC (12:00 in Kuwait); demo has Premium (boost 2.500, flash 1.500,
// refresh 0.500 KWD), fresh only an unpaid membership.
forEachActivityDatabase('promotion services', (ctx) => {
  const app = () => ctx().app;
  const demo = () => bearer(ctx().tokens.demo);
  const product = (price = 25_000) => addProduct(ctx().db, { companyId: ctx().companyIds.demo, sellerId: ctx().ids.demo, price });
  const setting = async (key: string, value: number) => {
    await ctx().db.update(settings).set({ value }).where(eq(settings.key, key));
  };
  const boost = (productId: number, inTop: string[], date = '2026-03-02', days = 3, headers: Record<string, string> = demo()) =>
    call(app(), 'POST', '/api/memberships/services/18/cart', { productId, date, days, inTop, amount: 1 }, headers);

  it('prices a boost by §9 whatever the client sends, keeps one unpaid per product, lists and removes it', async () => {
    const id = await product();
    const added = await boost(id, ['2026-03-02', '2026-03-04']);
    expect(added.status).toBe(201);
    // 2.500 × 3 days + 1.000 inTop × 2 dates.
    expect(added.data).toMatchObject({ paymentForType: 3, amount: 9_500 });
    expect((await boost(id, [])).status).toBe(409);
    const unpaid = await call(app(), 'GET', `/api/offers/unactive?serviceType=18&productId=${id}`, undefined, demo());
    expect(unpaid.status).toBe(200);
    expect(unpaid.data.data).toHaveLength(1);
    expect(unpaid.data.data[0]).toMatchObject({ productId: id, serviceType: 18, status: 'unpaid', isActive: false, amount: 9_500, itemId: added.data.itemId, inTop: ['2026-03-02', '2026-03-04'] });
    // The payment page names it: a boost of this product, its days, its amount.
    const details = await call(app(), 'GET', `/api/memberships/cart/${added.data.itemId}`, undefined, demo());
    expect(details.data).toMatchObject({ kind: 'boost', subject: unpaid.data.data[0].productName, amount: 9_500, status: 'unpaid', from: unpaid.data.data[0].fromDate, to: unpaid.data.data[0].toDate });
    expect((await call(app(), 'GET', '/api/offers/unactive?serviceType=19', undefined, demo())).status).toBe(204);
    // Changing it reprices it (PUT, here as POST with _method).
    const changed = await call(app(), 'POST', `/api/memberships/services/18/cart/${unpaid.data.data[0].id}`, { _method: 'PUT', productId: id, date: '2026-03-02', days: 2, inTop: [] }, demo());
    expect(changed.data).toMatchObject({ itemId: added.data.itemId, amount: 5_000 });
    const removed = await call(app(), 'POST', `/api/memberships/services/18/cart?productId=${id}`, { _method: 'DELETE' }, demo());
    expect(removed.status).toBe(204);
    expect((await call(app(), 'GET', `/api/offers/unactive?productId=${id}`, undefined, demo())).status).toBe(204);
    const [item] = await ctx().db.select().from(cartItems).where(eq(cartItems.id, added.data.itemId));
    expect(item.status).toBe('removed');
  });

  it('refuses a service the membership lacks, another company’s product, buyers, past dates and inTop days outside the boost', async () => {
    const id = await product();
    const fresh = bearer(await loginAs(app(), 'fresh'));
    const refused = await boost(id, [], '2026-03-02', 3, fresh);
    expect(refused.status).toBe(403);
    expect(refused.data.message).toBe('Your membership does not include this service.');
    expect((await boost(id, [], '2026-03-02', 3, bearer(ctx().tokens.rival))).status).toBe(404);
    expect((await boost(id, [], '2026-03-02', 3, bearer(ctx().tokens.buyer1))).status).toBe(403);
    expect((await boost(id, [], '2026-02-28')).status).toBe(422);
    expect((await boost(id, ['2026-03-09'])).status).toBe(422);
    expect((await boost(id, [], '2026-03-02', 0)).status).toBe(422);
    // rival's Business plan includes boosts too, for its own products.
    const rivalProduct = await addProduct(ctx().db, { companyId: ctx().companyIds.rival, sellerId: ctx().ids.rival });
    expect((await boost(rivalProduct, [], '2026-03-02', 1, bearer(ctx().tokens.rival))).status).toBe(201);
  });

  it('flash: one discount, percent 1–100 or fixed up to the price; the fee is per day', async () => {
    const id = await product(12_500);
    const flash = (body: object) => call(app(), 'POST', '/api/memberships/services/19/cart', { productId: id, date: '2026-03-03', days: 2, ...body }, demo());
    expect((await flash({ percentValue: 0 })).status).toBe(422);
    expect((await flash({ percentValue: 101 })).status).toBe(422);
    expect((await flash({ percentValue: 10, fixedValue: 100 })).status).toBe(422);
    expect((await flash({})).status).toBe(422);
    const over = await flash({ fixedValue: 12_501 });
    expect(over.status).toBe(422);
    expect(over.data.errors.fixedValue).toEqual(["The fixed discount must be between 0 and the product's price"]);
    const added = await flash({ percentValue: 30 });
    expect(added.data).toMatchObject({ paymentForType: 5, amount: 3_000 });
  });

  it('refuses reserved dates in both languages and shows them in the calendar', async () => {
    await setting('boostTopSlotsPerDay', 2);
    try {
      const [a, b, c] = [await product(), await product(), await product()];
      expect((await boost(a, ['2026-04-10'], '2026-04-10', 1)).status).toBe(201);
      expect((await boost(b, ['2026-04-10', '2026-04-11'], '2026-04-10', 2)).status).toBe(201);
      const full = await boost(c, ['2026-04-11', '2026-04-10'], '2026-04-10', 2);
      expect(full.status).toBe(409);
      expect(full.data.message).toBe('Some selected dates are no longer available');
      const ar = await boost(c, ['2026-04-10'], '2026-04-10', 1, { ...demo(), 'accept-language': 'ar' });
      expect(ar.data.message).toBe('بعض التواريخ المختارة لم تعد متاحة');
      // The refused booking took nothing: 04-11 still has one place left.
      expect((await boost(c, ['2026-04-11'], '2026-04-11', 1)).status).toBe(201);
      const calendar = await call(app(), 'GET', '/api/offers/calendar?startDate=2026-04-01&endDate=2026-04-30', undefined, bearer(ctx().tokens.sara));
      expect(calendar.data.data).toEqual([{ date: '2026-04-10', reserved: true }, { date: '2026-04-11', reserved: true }]);
      // Removing an unpaid booking gives its places back.
      await call(app(), 'DELETE', `/api/memberships/services/18/cart?productId=${a}`, undefined, demo());
      const after = await call(app(), 'GET', '/api/offers/calendar?startDate=2026-04-01&endDate=2026-04-30', undefined, demo());
      expect(after.data.data).toEqual([{ date: '2026-04-11', reserved: true }]);
      expect((await call(app(), 'GET', '/api/offers/calendar?startDate=2026-04-30&endDate=2026-04-01', undefined, demo())).status).toBe(422);
    } finally {
      await setting('boostTopSlotsPerDay', 5);
    }
  });

  it('books the last places once under 12 concurrent requests', async () => {
    await setting('boostTopSlotsPerDay', 3);
    try {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push(await product());
      const replies = await Promise.all(ids.map((id) => boost(id, ['2026-05-20', '2026-05-21'], '2026-05-20', 2)));
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(3).fill(201), ...Array(9).fill(409)]);
      const slots = await ctx().db.select().from(daySlots).where(eq(daySlots.pool, 'boost-top'));
      expect(slots.filter((s) => s.day >= '2026-05-20' && s.day <= '2026-05-21').map((s) => s.used)).toEqual([3, 3]);
    } finally {
      await setting('boostTopSlotsPerDay', 5);
    }
  });

  it('after a sandbox payment: a boost marks the product boosted for its dates, a flash sale shows its discount', async () => {
    const id = await product(12_500);
    const added = await boost(id, ['2026-03-01'], '2026-03-01', 2);
    expect(added.data.amount).toBe(6_000);
    const listed = async () => (await call(app(), 'GET', `/api/products/${ctx().companyIds.demo}/sellers?perPage=50`, undefined, demo())).data.data.find((p: { id: number }) => p.id === id);
    expect((await listed()).isBoosted).toBe(false);
    await payItem(app(), demo(), added.data.itemId);
    expect((await listed()).isBoosted).toBe(true);
    const offers = (await call(app(), 'GET', '/api/offers/users', undefined, demo())).data.data;
    expect(offers.find((o: { productId: number }) => o.productId === id)).toMatchObject({ serviceType: 18, status: 'paid', isActive: true, itemId: null });

    const flash = await call(app(), 'POST', '/api/memberships/services/19/cart', { productId: id, date: '2026-03-01', days: 1, percentValue: 20 }, demo());
    await payItem(app(), demo(), flash.data.itemId);
    const [slug] = await ctx().db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
    const details = (await call(app(), 'GET', `/api/products/${slug.slug}`, undefined, demo())).data;
    expect(details.offers.find((o: { serviceType: number }) => o.serviceType === 19)).toMatchObject({ percentValue: 20, isActive: true });

    // Two days on, the boost has ended by its dates alone.
    ctx().clock.advance(2 * 86_400_000);
    try {
      expect((await listed()).isBoosted).toBe(false);
    } finally {
      ctx().clock.advance(-2 * 86_400_000);
    }
  });

  it('flash: refuses a second flash discount on days the product already has a paid one, in both languages', async () => {
    const [id, other] = [await product(), await product()];
    const flash = (productId: number, date: string, days: number, headers: Record<string, string> = demo()) =>
      call(app(), 'POST', '/api/memberships/services/19/cart', { productId, date, days, percentValue: 20 }, headers);
    // Paid: 2026-03-10 to 2026-03-12.
    const paid = await flash(id, '2026-03-10', 3);
    expect(paid.status).toBe(201);
    await payItem(app(), demo(), paid.data.itemId);
    // The pickers read it from the product's row (part 2 §3 offers); the other product has none.
    const rows = (await call(app(), 'GET', `/api/products/${ctx().companyIds.demo}/sellers?perPage=50`, undefined, demo())).data.data;
    expect(rows.find((r: { id: number }) => r.id === id).offers).toEqual([{ serviceType: 19, fromDate: '2026-03-09T21:00:00.000Z', toDate: '2026-03-12T21:00:00.000Z' }]);
    expect(rows.find((r: { id: number }) => r.id === other).offers).toEqual([]);
    const overlapping = await flash(id, '2026-03-12', 2);
    expect(overlapping.status).toBe(409);
    expect(overlapping.data.message).toBe('This product already has a flash discount on those dates');
    expect((await flash(id, '2026-03-08', 5, { ...demo(), 'accept-language': 'ar' })).data.message).toBe('لهذا المنتج تخفيض سريع في هذه التواريخ بالفعل');
    // Nothing was taken by the refusals: the cart holds no flash sale of the product.
    expect((await call(app(), 'GET', `/api/offers/unactive?serviceType=19&productId=${id}`, undefined, demo())).status).toBe(204);
    // Ending the day before, or starting the day after, is no overlap; another product is free on the same days.
    const before = await flash(id, '2026-03-07', 3);
    expect(before.status).toBe(201);
    await payItem(app(), demo(), before.data.itemId);
    expect((await flash(id, '2026-03-13', 1)).status).toBe(201);
    expect((await flash(other, '2026-03-10', 3)).status).toBe(201);
    // Changing the unpaid one onto the paid days is refused too; with a credit, onto its own unpaid days as well.
    const [unpaid] = (await call(app(), 'GET', `/api/offers/unactive?serviceType=19&productId=${id}`, undefined, demo())).data.data;
    const moved = await call(app(), 'PUT', `/api/memberships/services/19/cart/${unpaid.id}`, { productId: id, date: '2026-03-11', days: 1, percentValue: 20 }, demo());
    expect(moved.status).toBe(409);
    expect(moved.data.message).toBe('This product already has a flash discount on those dates');
    const direct = await call(app(), 'POST', '/api/memberships/services/19/direct', { productId: id, date: '2026-03-13', days: 1, percentValue: 10 }, demo());
    expect(direct.status).toBe(409);
    expect(direct.data.message).toBe('An unpaid booking of this service for this product is already in your cart. Delete it or pay it first.');
  });

  it('refresh: a credit makes it free and immediate; without credits it goes through the cart and payment', async () => {
    const id = await product();
    const [membership] = await ctx().db.select().from(memberships).where(and(eq(memberships.companyId, ctx().companyIds.demo), eq(memberships.status, 'active')));
    const credits = async () => (await ctx().db.select().from(membershipCredits).where(and(eq(membershipCredits.membershipId, membership.id), eq(membershipCredits.type, 2))))[0].remaining;
    const refreshedAt = async () => (await ctx().db.select({ at: products.refreshedAt }).from(products).where(eq(products.id, id)))[0].at;
    const before = await credits();
    expect(before).toBeGreaterThan(0);
    const direct = await call(app(), 'POST', '/api/memberships/services/2/direct', { productId: id, date: '2026-03-01' }, demo());
    expect(direct.status).toBe(201);
    expect(direct.data).toMatchObject({ serviceType: 2, status: 'paid', isActive: true, amount: 0, toDate: '2026-03-31T21:00:00.000Z' });
    expect(await credits()).toBe(before - 1);
    expect((await refreshedAt())?.toISOString()).toBe('2026-03-01T09:00:00.000Z');

    await ctx().db.update(membershipCredits).set({ remaining: 0 }).where(and(eq(membershipCredits.membershipId, membership.id), eq(membershipCredits.type, 2)));
    try {
      expect((await call(app(), 'POST', '/api/memberships/services/2/direct', { productId: id, date: '2026-03-01' }, demo())).status).toBe(409);
      const added = await call(app(), 'POST', '/api/memberships/services/2/cart', { productId: id, date: '2026-03-01' }, demo());
      expect(added.data).toMatchObject({ paymentForType: 4, amount: 500 });
      ctx().clock.advance(60_000);
      await payItem(app(), demo(), added.data.itemId);
      expect((await refreshedAt())?.toISOString()).toBe('2026-03-01T09:01:00.000Z');
    } finally {
      ctx().clock.advance(-60_000);
      await ctx().db.update(membershipCredits).set({ remaining: before - 1 }).where(and(eq(membershipCredits.membershipId, membership.id), eq(membershipCredits.type, 2)));
    }
  });
});
