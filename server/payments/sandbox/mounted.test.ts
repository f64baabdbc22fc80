import { expect, it } from 'vitest';
import { call, forEachDatabase } from '../../test/harness';
import { paidTransaction } from '../gateway';
import { inProcessFetch, paymentGatewayFromConfig } from '../from-config';

// The sandbox as app.ts mounts it (no MyFatoorah configured), reached in process, under the app's CSP.

forEachDatabase('payment sandbox mounted in the app', (ctx) => {
  it('takes a card payment through the app and serves its page under the strict CSP', async () => {
    const gateway = paymentGatewayFromConfig(ctx().config, { fetch: inProcessFetch(ctx().app) });
    const { sessionId } = await gateway.initiateSession();
    const { invoiceId, paymentUrl } = await gateway.executePayment({
      amountFils: 7000, method: { kind: 'session', sessionId }, callbackUrl: `${ctx().config.publicUrl}/payment-success`,
      errorUrl: `${ctx().config.publicUrl}/check-out`, customerReference: 'ORD-mounted', language: 'en',
      items: [{ name: 'Boost', quantity: 2, unitPriceFils: 3500 }],
    });
    const link = new URL(paymentUrl);
    expect(link.pathname).toBe(`/sandbox/myfatoorah/pay/${invoiceId}`);
    const path = `${link.pathname}${link.search}`;
    const page = await ctx().app.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(await page.text()).toContain('7.000 KD');
    const noOutcome = await call(ctx().app, 'POST', path, undefined, { 'content-type': 'application/x-www-form-urlencoded' });
    expect(noOutcome.status).toBe(400);
    const res = await ctx().app.request(path, { method: 'POST', body: new URLSearchParams({ outcome: 'Success' }) });
    expect(res.status).toBe(302);
    const paymentId = new URL(res.headers.get('location')!).searchParams.get('paymentId')!;
    expect(paidTransaction(await gateway.paymentStatus({ paymentId }))?.amountFils).toBe(7000);
  });

  it('answers the v2 API only with this start\'s sandbox token', async () => {
    const res = await call(ctx().app, 'POST', '/sandbox/myfatoorah/v2/InitiateSession', {}, { authorization: 'Bearer nope' });
    expect(res.status).toBe(401);
    const token = ctx().config.paymentSandbox!.token;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect((await call(ctx().app, 'POST', '/sandbox/myfatoorah/v2/InitiateSession', {}, { authorization: `Bearer ${token}` })).status).toBe(200);
  });
});
