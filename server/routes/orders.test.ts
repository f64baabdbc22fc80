import { desc, eq } from 'drizzle-orm';
import { createApp } from '../app';
import { openDatabase } from '../db';
import type { PaymentGateway, PaymentStatus } from '../payments/gateway';
import { settlePayment } from '../services/orders/settle';
import { expect, it } from 'vitest';
import { fulfilments, membershipCredits, orders } from '../db/schema';
import { signWebhookV2 } from '../payments/myfatoorah/signature';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

// Part 2 §7 Payment end to end against the local sandbox (the provider's v2 wire format), in process:
// fresh's unpaid Business membership (3 months, 70.000 KWD) is paid, confirmed with the provider and
// fulfilled exactly once.
/** Sends again while the server refuses for load (503), after the Retry-After it gives. */
async function servedAfterRetries(send: () => ReturnType<typeof call>, attempts = 20) {
  for (let attempt = 1; ; attempt++) {
    const reply = await send();
    if (reply.status !== 503 || attempt === attempts) return reply;
    await new Promise((resolve) => setTimeout(resolve, Number(reply.headers.get('retry-after') ?? 1) * 1000));
  }
}

forEachDatabase('orders and payment', (ctx) => {
  const app = () => ctx().app;
  const as = async (who: string) => bearer(await loginAs(app(), who));

  /** Session, pay, then the tester's choice on the sandbox page; returns the redirect's query. */
  async function pay(who: string, outcome: string, method: 1 | 2 = 2) {
    const headers = await as(who);
    const itemId = (await call(app(), 'GET', '/api/memberships/cart', undefined, headers)).data.data[0].itemId;
    const session = await call(app(), 'POST', '/api/orders/myfatoorah/session', undefined, headers);
    expect(session.status).toBe(200);
    expect(session.data.Data).toMatchObject({ CountryCode: 'KWT', CurrencyCode: 'KWD', ScriptUrl: '/sandbox/myfatoorah/session.js' });
    const paid = await call(app(), 'POST', '/api/orders/myfatoorah/pay', { PaymentMethodId: method, sessionId: session.data.Data.SessionId, itemId, cashBack: 0, itemType: 2, ProductId: null }, headers);
    expect(paid.status).toBe(200);
    const link = new URL(paid.data.Data.PaymentURL);
    const page = `${link.pathname}${link.search}`;
    const redirect = await app().request(page, { method: 'POST', body: new URLSearchParams({ outcome }) });
    expect(redirect.status).toBe(302);
    return { headers, itemId, location: new URL(redirect.headers.get('location')!) };
  }

  it('charges the cart item its own price, confirms with the provider and activates the membership once', async () => {
    const { headers, location } = await pay('fresh', 'Success');
    expect(location.pathname).toBe('/payment-success');
    const paymentId = location.searchParams.get('paymentId')!;
    expect(paymentId).toMatch(/^0\d+$/);
    // The success page asks the server, which asks the provider (the redirect alone proves nothing).
    const result = await call(app(), 'GET', `/api/orders/payment-status?paymentId=${paymentId}`, undefined, headers);
    const [order] = await ctx().db.select().from(orders).where(eq(orders.paymentId, paymentId));
    expect(order).toMatchObject({ amountFils: 70_000, status: 'paid', gateway: 'sandbox', method: 'session' });
    expect(result.data).toMatchObject({ status: 'paid', paymentId, reference: order.reference, errorCode: null, message: null });
    const self = (await call(app(), 'GET', '/api/memberships/self', undefined, headers)).data;
    expect(self.unpaid).toBeNull();
    expect(self.membership).toMatchObject({ name: 'Business', status: 'active', type: { periodUnit: 'month', periodCount: 3 } });
    expect(self.membership.services.find((s: { type: number }) => s.type === 19).remainingValue).toBe(3);
    // What was paid for, for the success page: the plan and the period it now runs.
    expect(result.data.item).toMatchObject({ kind: 'subscription', subject: 'Business', subjectAr: 'الأعمال', status: 'paid', amount: 70_000, from: self.membership.startDate, to: self.membership.endDate });
    expect((await call(app(), 'GET', '/api/memberships/cart', undefined, headers)).data.data).toEqual([]);
    // Another company's user cannot read this payment.
    expect((await call(app(), 'GET', `/api/orders/payment-status?paymentId=${paymentId}`, undefined, await as('rival'))).status).toBe(404);
  });

  it('fulfils once under 50 concurrent duplicate webhooks and 10 redirects racing the first confirmation; a tampered signature is refused', async () => {
    // demo renews its Premium year: a renewal adds a period's credits (10 boosts), so a second fulfilment would show.
    const boostCredits = async () => (await ctx().db.select().from(membershipCredits).where(eq(membershipCredits.type, 18))).map((c) => c.remaining).sort();
    await call(app(), 'POST', '/api/memberships/cart', { type: 6, productId: 4 }, await as('demo'));
    const before = await boostCredits();
    const { headers, location } = await pay('demo', 'Success');
    const paymentId = location.searchParams.get('paymentId')!;
    // The newest order (the sandbox's own webhook may already have settled it: that is part of the race).
    const [order] = await ctx().db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    const fields = { invoiceId: order.invoiceId, invoiceStatus: 'PAID', transactionStatus: 'SUCCESS', paymentId, externalIdentifier: order.reference };
    const body = {
      Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED' },
      Data: { Invoice: { Id: order.invoiceId, Status: 'PAID', ExternalIdentifier: order.reference }, Transaction: { Status: 'SUCCESS', PaymentId: paymentId } },
    };
    const signature = signWebhookV2(ctx().config.paymentSandbox!.webhookSecret, fields);
    // Admission may refuse some of the burst with 503 and Retry-After when the database is slow (PGlite on a
    // loaded machine): the provider sends a refused webhook again, and the success page asks again.
    const replies = await Promise.all([
      ...Array.from({ length: 50 }, () => servedAfterRetries(() => call(app(), 'POST', '/api/orders/myfatoorah/webhook', body, { 'MyFatoorah-Signature': signature }))),
      ...Array.from({ length: 10 }, () => servedAfterRetries(() => call(app(), 'GET', `/api/orders/payment-status?paymentId=${paymentId}`, undefined, headers))),
    ]);
    expect(replies.map((r) => r.status)).toEqual(Array(60).fill(200));
    expect(await ctx().db.select().from(fulfilments).where(eq(fulfilments.orderId, order.id))).toHaveLength(1);
    const after = await boostCredits();
    expect(after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)).toBe(10);
    const tampered = { ...body, Data: { ...body.Data, Transaction: { Status: 'SUCCESS', PaymentId: '0999' } } };
    expect((await call(app(), 'POST', '/api/orders/myfatoorah/webhook', tampered, { 'MyFatoorah-Signature': signature })).status).toBe(401);
    expect((await call(app(), 'POST', '/api/orders/myfatoorah/webhook', body, {})).status).toBe(401);
    expect((await call(app(), 'POST', '/api/orders/myfatoorah/webhook', { Event: { Code: 2 } }, {})).data).toEqual({ received: false });
  });

  it("ignores a price the client sends: the order is the cart item's amount", async () => {
    // demo's renewal (the next test settles it, so rival's cart stays as the declined-card test expects).
    const headers = await as('demo');
    expect((await call(app(), 'POST', '/api/memberships/cart', { type: 6, productId: 4 }, headers)).status).toBe(201);
    const item = (await call(app(), 'GET', '/api/memberships/cart', undefined, headers)).data.data[0];
    const session = await call(app(), 'POST', '/api/orders/myfatoorah/session', undefined, headers);
    const body = { PaymentMethodId: 2, sessionId: session.data.Data.SessionId, itemId: item.itemId, amount: 1, InvoiceValue: 1, price: 1 };
    expect((await call(app(), 'POST', '/api/orders/myfatoorah/pay', body, headers)).status).toBe(200);
    const [order] = await ctx().db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    expect(order.amountFils).toBe(item.amount);
    expect(order.amountFils).toBeGreaterThan(1000);
  });

  it('does not fulfil when the provider reports another amount, currency or reference than the order', async () => {
    const headers = await as('demo');
    // The renewal the test before left in demo's cart.
    const itemId = (await call(app(), 'GET', '/api/memberships/cart', undefined, headers)).data.data[0].itemId;
    // Paid by KNET but never finished on the provider's page: the order waits, unsettled.
    expect((await call(app(), 'POST', '/api/orders/myfatoorah/pay', { PaymentMethodId: 1, itemId }, headers)).status).toBe(200);
    const [order] = await ctx().db.select().from(orders).orderBy(desc(orders.id)).limit(1);
    const truth: PaymentStatus = {
      invoiceId: order.invoiceId!, invoiceStatus: 'Paid', customerReference: order.reference, amountFils: order.amountFils, currency: 'KWD',
      transactions: [{ paymentId: '07071234567890123456', status: 'Succss', succeeded: true, amountFils: order.amountFils, currency: 'KWD', errorCode: null, error: null, referenceId: null }],
    };
    const reporting = (status: PaymentStatus) => ({ paymentStatus: async () => status }) as unknown as PaymentGateway;
    for (const lie of [{ amountFils: order.amountFils - 1 }, { currency: 'USD' }, { customerReference: `${order.reference}-other` }]) {
      expect(await settlePayment(ctx().db, reporting({ ...truth, ...lie }), { invoiceId: order.invoiceId! }, new Date())).toBeNull();
    }
    expect(await ctx().db.select().from(fulfilments).where(eq(fulfilments.orderId, order.id))).toEqual([]);
    expect((await ctx().db.select().from(orders).where(eq(orders.id, order.id)))[0].status).not.toBe('paid');
    // The same answer with the order's own figures is fulfilled: the refusals above were the mismatch.
    expect(await settlePayment(ctx().db, reporting(truth), { invoiceId: order.invoiceId! }, new Date())).toMatchObject({ status: 'paid' });
    expect(await ctx().db.select().from(fulfilments).where(eq(fulfilments.orderId, order.id))).toHaveLength(1);
  });

  it('fulfils once when two server processes hear the same payment at once (PostgreSQL: a second app on its own connections)', async () => {
    if (!ctx().databaseUrl) return;
    const other = await openDatabase({ databaseUrl: ctx().databaseUrl });
    try {
      const otherApp = createApp({ ...ctx().deps, db: other.db, database: other });
      const boostCredits = async () => (await ctx().db.select().from(membershipCredits).where(eq(membershipCredits.type, 18))).reduce((sum, c) => sum + c.remaining, 0);
      await call(app(), 'POST', '/api/memberships/cart', { type: 6, productId: 4 }, await as('demo'));
      const before = await boostCredits();
      const { headers, location } = await pay('demo', 'Success');
      const paymentId = location.searchParams.get('paymentId')!;
      const [order] = await ctx().db.select().from(orders).orderBy(desc(orders.id)).limit(1);
      const body = {
        Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED' },
        Data: { Invoice: { Id: order.invoiceId, Status: 'PAID', ExternalIdentifier: order.reference }, Transaction: { Status: 'SUCCESS', PaymentId: paymentId } },
      };
      const signature = signWebhookV2(ctx().config.paymentSandbox!.webhookSecret, { invoiceId: order.invoiceId, invoiceStatus: 'PAID', transactionStatus: 'SUCCESS', paymentId, externalIdentifier: order.reference });
      const replies = await Promise.all([app(), otherApp].flatMap((server) => [
        ...Array.from({ length: 20 }, () => call(server, 'POST', '/api/orders/myfatoorah/webhook', body, { 'MyFatoorah-Signature': signature })),
        ...Array.from({ length: 5 }, () => call(server, 'GET', `/api/orders/payment-status?paymentId=${paymentId}`, undefined, headers)),
      ]));
      expect(replies.map((r) => r.status)).toEqual(Array(50).fill(200));
      expect(await ctx().db.select().from(fulfilments).where(eq(fulfilments.orderId, order.id))).toHaveLength(1);
      expect((await boostCredits()) - before).toBe(10);
    } finally {
      await other.close();
    }
  });

  it('a declined card (MF002) leaves the order failed with its message and the item in the cart; paying again succeeds', async () => {
    await call(app(), 'POST', '/api/memberships/cart', { type: 24, planTypeId: 1 }, await as('rival'));
    const { headers, location, itemId } = await pay('rival', 'MF002');
    expect(location.pathname).toBe('/check-out');
    const paymentId = location.searchParams.get('paymentId')!;
    const failed = await call(app(), 'GET', `/api/orders/payment-status?paymentId=${paymentId}`, undefined, { ...headers, 'accept-language': 'ar' });
    // …with the cart item it paid for, so /check-out's Retry goes back to /payment with it.
    expect(failed.data).toMatchObject({ status: 'failed', itemId, errorCode: 'MF002', message: 'رفض البنك المُصدر عملية الدفع.' });
    expect((await call(app(), 'GET', '/api/memberships/cart', undefined, headers)).data.data).toHaveLength(1);
    const retry = await pay('rival', 'Success', 1);
    expect(retry.location.pathname).toBe('/payment-success');
    await call(app(), 'GET', `/api/orders/payment-status?paymentId=${retry.location.searchParams.get('paymentId')}`, undefined, headers);
    const [order] = await ctx().db.select().from(orders).where(eq(orders.paymentId, retry.location.searchParams.get('paymentId')!));
    expect(order).toMatchObject({ status: 'paid', method: 'knet', amountFils: 15_000 });
  });

  it('refuses what it cannot pay: an unknown item, a card without session, a buyer, bad ids', async () => {
    const headers = await as('fresh');
    expect((await call(app(), 'POST', '/api/orders/myfatoorah/pay', { PaymentMethodId: 1, itemId: 999_999 }, headers)).status).toBe(404);
    expect((await call(app(), 'POST', '/api/orders/myfatoorah/pay', { PaymentMethodId: 2, itemId: 1 }, headers)).status).toBe(422);
    expect((await call(app(), 'POST', '/api/orders/myfatoorah/pay', { PaymentMethodId: 3, itemId: 1 }, headers)).status).toBe(422);
    expect((await call(app(), 'POST', '/api/orders/myfatoorah/session', undefined, await as('buyer1'))).status).toBe(403);
    expect((await call(app(), 'GET', '/api/orders/payment-status?paymentId=abc', undefined, headers)).status).toBe(422);
  });
});
