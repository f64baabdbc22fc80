import sharp from 'sharp';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { banners, cartItems, daySlots, membershipCredits, memberships, offers, orders, sandboxPaymentInvoices, settings } from '../db/schema';
import { addProduct, forEachActivityDatabase } from '../test/activity';
import { refundsDue } from '../services/orders/refunds-due';
import { afterRepliesSettled } from '../http/after-reply';
import { bearer, call } from '../test/harness';

// The orders side of the money path: one open payment per cart item (a second pay call gets the
// first one's page), and a Success for something no longer deliverable (its booking removed, its banner
// deleted, its order cancelled) is refunded with the provider, never kept silently or delivered past a
// day's capacity. The test clock is 2026-03-01 09:00 UTC; demo has Premium (boosts, banners).
forEachActivityDatabase('one payment per cart item, refunds', (ctx) => {
  const app = () => ctx().app;
  const demo = () => bearer(ctx().tokens.demo);
  let png: Uint8Array;
  beforeAll(async () => {
    png = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#1d4ed8' } }).png().toBuffer());
  });

  /** POST /pay by KNET (no embedded-form session needed). */
  const pay = (itemId: number) => call(app(), 'POST', '/api/orders/myfatoorah/pay', { PaymentMethodId: 1, itemId }, demo());
  /** The tester's outcome on the sandbox page, then the success page's status check (in `lang`). */
  async function complete(paymentUrl: string, lang = 'en') {
    const url = new URL(paymentUrl);
    const redirect = await app().request(url.pathname + url.search, { method: 'POST', body: new URLSearchParams({ outcome: 'Success' }) });
    expect(redirect.status).toBe(302);
    // The sandbox's webhook, sent after the redirect, may settle (and ask the refund) first: let it finish.
    await afterRepliesSettled();
    const paymentId = new URL(redirect.headers.get('location')!).searchParams.get('paymentId')!;
    return call(app(), 'GET', `/api/orders/payment-status?paymentId=${paymentId}`, undefined, { ...demo(), 'accept-language': lang });
  }
  const ordersOf = (itemId: number) => ctx().db.select().from(orders).where(eq(orders.cartItemId, itemId)).orderBy(orders.id);
  const setting = (key: string, value: number) => ctx().db.update(settings).set({ value }).where(eq(settings.key, key));

  it('case 1: two pay calls for one cart item (at once, then again) give one payment page and one charge; a paid item cannot be paid again', async () => {
    const added = await call(app(), 'POST', '/api/memberships/cart', { type: 24, planTypeId: 7 }, demo());
    expect(added.status).toBe(201);
    const itemId = added.data.itemId as number;
    const [a, b] = await Promise.all([pay(itemId), pay(itemId)]);
    const again = await pay(itemId);
    expect([a.status, b.status, again.status]).toEqual([200, 200, 200]);
    expect(b.data.Data.PaymentURL).toBe(a.data.Data.PaymentURL);
    expect(again.data.Data.PaymentURL).toBe(a.data.Data.PaymentURL);
    const open = await ordersOf(itemId);
    expect(open).toHaveLength(1);
    const invoices = await ctx().db.select().from(sandboxPaymentInvoices).where(eq(sandboxPaymentInvoices.customerReference, open[0].reference));
    expect(invoices).toHaveLength(1);
    expect((await complete(a.data.Data.PaymentURL)).data.status).toBe('paid');
    // One period's credits on the new membership, not two.
    const [membership] = await ctx().db.select().from(memberships).where(eq(memberships.id, added.data.subjectId));
    expect(membership.status).toBe('active');
    const boostCredits = await ctx().db.select().from(membershipCredits)
      .where(and(eq(membershipCredits.membershipId, membership.id), eq(membershipCredits.type, 18)));
    expect(boostCredits.map((c) => c.remaining)).toEqual([10]);
    // Paid: out of the cart at once, and never paid again.
    const cart = (await call(app(), 'GET', '/api/memberships/cart', undefined, demo())).data.data as Array<{ itemId: number }>;
    expect(cart.map((i) => i.itemId)).not.toContain(itemId);
    expect((await pay(itemId)).status).toBe(404);
  });

  it('case 1, late: a payment left open past its bound is asked about, cancelled and replaced; its late Success is refunded, not delivered twice', async () => {
    const added = await call(app(), 'POST', '/api/memberships/cart', { type: 24, planTypeId: 7 }, demo());
    const itemId = added.data.itemId as number;
    const first = await pay(itemId);
    ctx().clock.advance(16 * 60_000);
    const second = await pay(itemId);
    expect(second.data.Data.PaymentURL).not.toBe(first.data.Data.PaymentURL);
    expect((await ordersOf(itemId)).map((o) => o.status)).toEqual(['cancelled', 'pending']);
    expect((await complete(second.data.Data.PaymentURL)).data.status).toBe('paid');
    const late = await complete(first.data.Data.PaymentURL);
    expect(late.data).toMatchObject({ status: 'refunded', itemId, message: 'This item was already paid by another payment, so this one is being refunded to you.' });
    const [cancelled, paid] = await ordersOf(itemId);
    expect(paid.status).toBe('paid');
    expect(cancelled).toMatchObject({ status: 'refund', refundReason: 'already-paid', refundId: expect.stringMatching(/^\d+$/), refundError: null });
    const boostCredits = await ctx().db.select().from(membershipCredits)
      .where(and(eq(membershipCredits.membershipId, added.data.subjectId), eq(membershipCredits.type, 18)));
    expect(boostCredits.map((c) => c.remaining)).toEqual([10]);
  });

  it('case 2: a boost removed from the cart while its payment is open is refunded on Success, and day D keeps five in its top 5', async () => {
    await setting('boostTopSlotsPerDay', 5);
    const day = '2026-05-20';
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await addProduct(ctx().db, { companyId: ctx().companyIds.demo, sellerId: ctx().ids.demo }));
    const boost = (productId: number) => call(app(), 'POST', '/api/memberships/services/18/cart', { productId, date: day, days: 1, inTop: [day] }, demo());
    const booked = [];
    for (const id of ids.slice(0, 5)) {
      const reply = await boost(id);
      expect(reply.status).toBe(201);
      booked.push(reply.data);
    }
    expect((await boost(ids[5])).status).toBe(409);
    const payment = await pay(booked[0].itemId);
    expect(payment.status).toBe(200);
    expect((await call(app(), 'POST', `/api/memberships/services/18/cart?productId=${ids[0]}`, { _method: 'DELETE' }, demo())).status).toBe(204);
    expect((await ordersOf(booked[0].itemId)).map((o) => o.status)).toEqual(['cancelled']);
    expect((await boost(ids[5])).status).toBe(201);
    const result = await complete(payment.data.Data.PaymentURL, 'ar');
    expect(result.data).toMatchObject({ status: 'refunded', itemId: booked[0].itemId });
    expect(result.data.message).toBe('أُزيل هذا العنصر من سلتك قبل اكتمال الدفع، لذلك يُعاد المبلغ إليك.');
    const [order] = await ordersOf(booked[0].itemId);
    expect(order).toMatchObject({ status: 'refund', refundReason: 'removed', refundId: expect.stringMatching(/^\d+$/) });
    const holding = await ctx().db.select({ id: offers.id }).from(offers)
      .where(and(eq(offers.serviceType, 18), inArray(offers.status, ['paid', 'unpaid']), sql`${day} = any(${offers.inTopDays})`));
    expect(holding).toHaveLength(5);
    const [removed] = await ctx().db.select().from(offers).where(eq(offers.id, booked[0].subjectId));
    expect(removed).toMatchObject({ status: 'removed', isActive: false });
    const [slot] = await ctx().db.select().from(daySlots).where(and(eq(daySlots.pool, 'boost-top'), eq(daySlots.day, day)));
    expect(slot.used).toBe(5);
  });

  it('case 3: a banner deleted while its payment is open is refunded on Success, and the banner that took its day keeps it', async () => {
    const post = async (startDate: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ title: 'Spring', email: 'shop@demo.test', whatsappNumber: '+96512345678', startDate, days: '1', type: '2' })) form.append(k, v);
      form.append('images', new File([png as Uint8Array<ArrayBuffer>], 'b.png', { type: 'image/png' }));
      const res = await app().request('/api/banners', { method: 'POST', body: form, headers: demo() });
      return { status: res.status, data: await res.json() };
    };
    const first = await post('2026-07-01');
    expect(first.status).toBe(201);
    const payment = await pay(first.data.itemId);
    expect((await call(app(), 'POST', `/api/banners/${first.data.subjectId}`, { _method: 'DELETE' }, demo())).status).toBe(204);
    const second = await post('2026-07-01');
    expect(second.status).toBe(201);
    const result = await complete(payment.data.Data.PaymentURL);
    expect(result.data).toMatchObject({ status: 'refunded', message: 'This item was removed from your cart before the payment went through, so the amount is being refunded to you.' });
    const [order] = await ordersOf(first.data.itemId);
    expect(order).toMatchObject({ status: 'refund', amountFils: 10_000, refundId: expect.stringMatching(/^\d+$/) });
    const rows = await ctx().db.select({ id: banners.id, status: banners.status }).from(banners).where(inArray(banners.id, [first.data.subjectId, second.data.subjectId])).orderBy(banners.id);
    expect(rows.map((r) => r.status)).toEqual(['removed', 'unpaid']);
    const [item] = await ctx().db.select().from(cartItems).where(eq(cartItems.id, first.data.itemId));
    expect(item.status).toBe('removed');
    // The operator's list (`npm run admin -- refunds`) has it, with the provider's refund request.
    expect((await refundsDue(ctx().db)).find((r) => r.orderId === order.id)).toMatchObject({ company: expect.any(String), amountFils: 10_000, reason: 'removed', refundId: order.refundId });
  });

  it('capacity is checked again at fulfilment: a day holding more boosts than its top-5 now allows refunds the payment', async () => {
    await setting('boostTopSlotsPerDay', 5);
    const day = '2026-05-27';
    const booked = [];
    for (let i = 0; i < 2; i++) {
      const id = await addProduct(ctx().db, { companyId: ctx().companyIds.demo, sellerId: ctx().ids.demo });
      booked.push((await call(app(), 'POST', '/api/memberships/services/18/cart', { productId: id, date: day, days: 1, inTop: [day] }, demo())).data);
    }
    // The operator lowers the day's places below what is booked already.
    await setting('boostTopSlotsPerDay', 1);
    try {
      const payment = await pay(booked[0].itemId);
      const result = await complete(payment.data.Data.PaymentURL);
      expect(result.data).toMatchObject({ status: 'refunded', message: 'Some selected dates were no longer available when the payment went through, so the amount is being refunded to you.' });
      const [order] = await ordersOf(booked[0].itemId);
      expect(order).toMatchObject({ status: 'refund', refundReason: 'unavailable', refundId: expect.stringMatching(/^\d+$/) });
      const [offer] = await ctx().db.select().from(offers).where(eq(offers.id, booked[0].subjectId));
      // Withdrawn: not delivered, out of the cart, its places given back (no second payment, no second refund).
      expect(offer).toMatchObject({ status: 'removed', isActive: false });
      const [item] = await ctx().db.select().from(cartItems).where(eq(cartItems.id, booked[0].itemId));
      expect(item.status).toBe('removed');
      expect((await call(app(), 'POST', '/api/orders/myfatoorah/pay', { PaymentMethodId: 1, itemId: booked[0].itemId }, demo())).status).toBe(404);
      // With its place given back the day holds one booking, within the new limit: the other one is delivered.
      const next = await complete((await pay(booked[1].itemId)).data.Data.PaymentURL);
      expect(next.data).toMatchObject({ status: 'paid' });
    } finally {
      await setting('boostTopSlotsPerDay', 5);
    }
  });

  it('an unpaid membership deleted while its payment is open: the payment is cancelled and its late Success refunded, the membership never activated', async () => {
    const rival = bearer(ctx().tokens.rival);
    const added = await call(app(), 'POST', '/api/memberships/cart', { type: 24, planTypeId: 1 }, rival);
    expect(added.status).toBe(201);
    const payment = await call(app(), 'POST', '/api/orders/myfatoorah/pay', { PaymentMethodId: 1, itemId: added.data.itemId }, rival);
    expect((await call(app(), 'DELETE', `/api/memberships/${added.data.subjectId}`, undefined, rival)).status).toBe(204);
    expect((await ordersOf(added.data.itemId)).map((o) => o.status)).toEqual(['cancelled']);
    const url = new URL(payment.data.Data.PaymentURL);
    const redirect = await app().request(url.pathname + url.search, { method: 'POST', body: new URLSearchParams({ outcome: 'Success' }) });
    const paymentId = new URL(redirect.headers.get('location')!).searchParams.get('paymentId')!;
    const result = await call(app(), 'GET', `/api/orders/payment-status?paymentId=${paymentId}`, undefined, rival);
    expect(result.data).toMatchObject({ status: 'refunded' });
    const [membership] = await ctx().db.select().from(memberships).where(eq(memberships.id, added.data.subjectId));
    expect(membership.status).toBe('removed');
    expect((await ordersOf(added.data.itemId))[0]).toMatchObject({ status: 'refund', refundReason: 'removed' });
  });
});
