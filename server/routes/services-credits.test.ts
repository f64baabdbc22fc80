import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { banners, cartItems, membershipCredits, memberships, offers, type MembershipServiceType } from '../db/schema';
import { addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';

// One product never holds two boosts (or two flash sales) on a day, paid or
// unpaid; the membership's included credits pay a boost, a flash sale or a banner (free while
// remainingValue > 0), each credit once however many bookings race for it. The clock is 2026-03-01
// 09:00 UTC; demo has Premium (boost 7, flash 5, banners 2 credits left).
forEachActivityDatabase('included credits and one booking a day per product', (ctx) => {
  const demo = () => bearer(ctx().tokens.demo);
  const product = () => addProduct(ctx().db, { companyId: ctx().companyIds.demo, sellerId: ctx().ids.demo });
  const membershipId = async () => (await ctx().db.select().from(memberships)
    .where(and(eq(memberships.companyId, ctx().companyIds.demo), eq(memberships.status, 'active'))))[0].id;
  const creditsOf = async (type: MembershipServiceType) => (await ctx().db.select().from(membershipCredits)
    .where(and(eq(membershipCredits.membershipId, await membershipId()), eq(membershipCredits.type, type))))[0].remaining;
  const setCredits = async (type: MembershipServiceType, remaining: number) => {
    await ctx().db.update(membershipCredits).set({ remaining })
      .where(and(eq(membershipCredits.membershipId, await membershipId()), eq(membershipCredits.type, type)));
  };
  const book = (way: 'cart' | 'direct', service: 18 | 19, productId: number, date: string, days: number, headers: Record<string, string> = demo()) =>
    call(ctx().app, 'POST', `/api/memberships/services/${service}/${way}`,
      service === 18 ? { productId, date, days, inTop: [] } : { productId, date, days, percentValue: 20 }, headers);

  let png: Uint8Array;
  beforeAll(async () => {
    png = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } }).png().toBuffer());
  });
  const postBanner = async (path: string, startDate: string) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ type: '2', title: 'Eid', email: 'shop@demo.test', whatsappNumber: '+96512345678', startDate, days: '2' })) form.append(k, v);
    form.append('images', new File([png as Uint8Array<ArrayBuffer>], 'b.png', { type: 'image/png' }));
    const res = await ctx().app.request(path, { method: 'POST', body: form, headers: demo() });
    const text = await res.text();
    return { status: res.status, data: text ? JSON.parse(text) : undefined };
  };

  it('a paid boost that starts tomorrow keeps its days: a second boost of the product on any of them is refused, in both languages', async () => {
    const id = await product();
    // Paid (with a credit): 2026-03-28 to 03-30.
    const first = await book('direct', 18, id, '2026-03-28', 3);
    expect(first.status).toBe(201);
    const second = await book('cart', 18, id, '2026-03-28', 2);
    expect(second.status).toBe(409);
    expect(second.data.message).toBe('This product is already boosted on some of those dates');
    expect((await book('cart', 18, id, '2026-03-30', 2, { ...demo(), 'accept-language': 'ar' })).data.message).toBe('هذا المنتج مروَّج بالفعل في بعض هذه التواريخ');
    expect((await book('direct', 18, id, '2026-03-29', 1)).status).toBe(409);
    // Nothing was left behind by the refusals; the day after the last is free.
    expect((await call(ctx().app, 'GET', `/api/offers/unactive?serviceType=18&productId=${id}`, undefined, demo())).status).toBe(204);
    const after = await book('cart', 18, id, '2026-03-31', 1);
    expect(after.status).toBe(201);
    // An unpaid boost holds its days too: a credit cannot book them beside it, nor can it be moved onto the paid ones.
    expect((await book('direct', 18, id, '2026-03-31', 2)).status).toBe(409);
    const [unpaid] = (await call(ctx().app, 'GET', `/api/offers/unactive?serviceType=18&productId=${id}`, undefined, demo())).data.data;
    const moved = await call(ctx().app, 'PUT', `/api/memberships/services/18/cart/${unpaid.id}`, { productId: id, date: '2026-03-30', days: 2, inTop: [] }, demo());
    expect(moved.status).toBe(409);
    const held = await ctx().db.select().from(offers).where(and(eq(offers.productId, id), eq(offers.serviceType, 18)));
    expect(held.map((o) => [o.status, o.fromDate.toISOString()]).sort()).toEqual([
      ['paid', '2026-03-27T21:00:00.000Z'], ['unpaid', '2026-03-30T21:00:00.000Z'],
    ]);
  });

  it('a flash sale paid with a credit keeps its days from a second one, paid or unpaid', async () => {
    const id = await product();
    expect((await book('direct', 19, id, '2026-04-05', 3)).status).toBe(201);
    expect((await book('cart', 19, id, '2026-04-07', 1)).status).toBe(409);
    expect((await book('direct', 19, id, '2026-04-04', 2)).status).toBe(409);
    expect((await book('cart', 19, id, '2026-04-08', 1)).status).toBe(201);
  });

  it('20 concurrent free boosts with 7 credits: exactly 7 booked, the credits at 0, the others refused and nothing of theirs kept', async () => {
    const before = await creditsOf(18);
    await setCredits(18, 7);
    try {
      const ids: number[] = [];
      for (let i = 0; i < 20; i++) ids.push(await product());
      const replies = await Promise.all(ids.map((id) => book('direct', 18, id, '2026-06-01', 2)));
      expect(replies.map((r) => r.status).sort()).toEqual([...Array(7).fill(201), ...Array(13).fill(409)]);
      expect(replies.filter((r) => r.status === 409).every((r) => r.data.message === 'No credits left for this service.')).toBe(true);
      expect(replies.filter((r) => r.status === 201).every((r) => r.data.amount === 0 && r.data.status === 'paid')).toBe(true);
      expect(await creditsOf(18)).toBe(0);
      const booked = await ctx().db.select().from(offers).where(and(eq(offers.serviceType, 18), eq(offers.fromDate, new Date('2026-05-31T21:00:00.000Z'))));
      expect(booked).toHaveLength(7);
      expect(booked.every((o) => o.status === 'paid' && o.amountFils === 0)).toBe(true);
      const self = await call(ctx().app, 'GET', '/api/memberships/services/show?type=18', undefined, demo());
      expect(self.data).toMatchObject({ remainingValue: 0 });
    } finally {
      await setCredits(18, before);
    }
  });

  it('a banner with credits left is free and spends one; with none it is refused, and the cart still sells it at its price', async () => {
    await setCredits(20, 1);
    const free = await postBanner('/api/banners/direct', '2026-07-01');
    expect(free.status).toBe(201);
    expect(free.data).toMatchObject({ type: 2, status: 'paid', amount: 0, itemId: null, date: '2026-07-01' });
    expect(await creditsOf(20)).toBe(0);
    // Paid, so no cart item and no unpaid-banner warning; it is listed among the company's banners.
    expect(await ctx().db.select().from(cartItems).where(and(eq(cartItems.subjectId, free.data.id), eq(cartItems.paymentForType, 1)))).toEqual([]);
    expect((await call(ctx().app, 'GET', '/api/banners/unpaid?type=2', undefined, demo())).status).toBe(204);
    const listed = (await call(ctx().app, 'GET', '/api/banners/user', undefined, demo())).data.data;
    expect(listed.find((b: { id: number }) => b.id === free.data.id)).toMatchObject({ status: 'paid' });

    const refused = await postBanner('/api/banners/direct', '2026-07-05');
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe('No credits left for this service.');
    // The refusal took no day: a banner of the cart books the same day at its price.
    expect(await ctx().db.select().from(banners).where(eq(banners.startDay, '2026-07-05'))).toEqual([]);
    const paid = await postBanner('/api/banners', '2026-07-05');
    expect(paid.data).toMatchObject({ paymentForType: 1, amount: 20_000 });
  });

  it('2 concurrent free banners with 1 credit: one is booked', async () => {
    await setCredits(20, 1);
    const replies = await Promise.all([postBanner('/api/banners/direct', '2026-08-01'), postBanner('/api/banners/direct', '2026-08-03')]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await creditsOf(20)).toBe(0);
  });
});
