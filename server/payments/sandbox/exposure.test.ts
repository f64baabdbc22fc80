import { expect, it } from 'vitest';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { signWebhookV2 } from '../myfatoorah/signature';
import { call, forEachDatabase } from '../../test/harness';
import { inProcessFetch, paymentGatewayFromConfig } from '../from-config';
import type { ExecutePaymentInput } from '../gateway';

// The sandbox as an attacker meets it on a running server (mounted in the app,
// reached in process), with the token and secret it used to publish.

const PUBLISHED_TOKEN = 'souqdesk-sandbox-token';
const PUBLISHED_SECRET = 'souqdesk-sandbox-webhook-secret';

const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

forEachDatabase('payment sandbox exposure', (ctx) => {
  const gateway = () => paymentGatewayFromConfig(ctx().config, { fetch: inProcessFetch(ctx().app) });
  const invoice = (over: Partial<ExecutePaymentInput> = {}) => gateway().executePayment({
    amountFils: 4500, method: { kind: 'knet' }, callbackUrl: `${ctx().config.publicUrl}/payment-success`,
    errorUrl: `${ctx().config.publicUrl}/check-out`, customerReference: `ORD-${Math.random().toString(36).slice(2)}`, language: 'en',
    customerName: 'Victim Co.', customerEmail: 'owner@victim.example', items: [{ name: 'Boost', quantity: 1, unitPriceFils: 4500 }], ...over,
  });

  it('refuses a signed-out read of an invoice with the token it used to publish', async () => {
    const { invoiceId } = await invoice();
    const res = await call(ctx().app, 'POST', '/sandbox/myfatoorah/v2/GetPaymentStatus', { Key: invoiceId, KeyType: 'InvoiceId' }, { authorization: `Bearer ${PUBLISHED_TOKEN}` });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.data ?? '')).not.toContain('victim');
  });

  it('refuses a bare POST, or another invoice’s token, on an invoice’s pay page; its own link pays', async () => {
    const mine = await invoice();
    const theirs = await invoice();
    const theirPath = new URL(theirs.paymentUrl).pathname;
    const myToken = new URL(mine.paymentUrl).searchParams.get('token');
    expect((await ctx().app.request(theirPath, form({ outcome: 'Success' }))).status).toBe(403);
    expect((await ctx().app.request(theirPath, form({ outcome: 'MF002' }))).status).toBe(403);
    expect((await ctx().app.request(theirPath, form({ outcome: 'Success', token: myToken ?? 'x' }))).status).toBe(403);
    expect((await ctx().app.request(`${theirPath}?token=${myToken}`, form({ outcome: 'Success' }))).status).toBe(403);
    // Nor does the page open, or tell the amount and reference, without the link's token.
    const page = await ctx().app.request(theirPath);
    expect(page.status).toBe(403);
    expect(await page.text()).not.toContain('4.500');
    expect((await gateway().paymentStatus({ invoiceId: theirs.invoiceId })).transactions).toEqual([]);

    // The page from its own link carries the token in its form, and that form pays.
    const link = new URL(theirs.paymentUrl);
    const html = await (await ctx().app.request(`${link.pathname}${link.search}`)).text();
    const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBe(link.searchParams.get('token'));
    const paid = await ctx().app.request(theirPath, form({ outcome: 'Success', token: token! }));
    expect(paid.status).toBe(302);
    expect(new URL(paid.headers.get('location')!).origin).toBe(new URL(ctx().config.publicUrl).origin);
  });

  it('refuses a CallBackUrl or ErrorUrl outside PUBLIC_URL, in the provider’s validation format', async () => {
    const refusal = (over: Partial<ExecutePaymentInput>) => invoice(over).then(() => null, (err: unknown) => err);
    const publicUrl = ctx().config.publicUrl;
    expect(await refusal({ callbackUrl: 'https://evil.example/payment-success' }))
      .toMatchObject({ status: 400, validationErrors: [{ name: 'CallBackUrl', error: expect.any(String) }] });
    expect(await refusal({ errorUrl: `${publicUrl}.evil.example/check-out` }))
      .toMatchObject({ status: 400, validationErrors: [{ name: 'ErrorUrl', error: expect.any(String) }] });
    expect(await refusal({ callbackUrl: `${new URL(publicUrl).protocol}//user@evil.example/` }))
      .toMatchObject({ status: 400, validationErrors: [{ name: 'CallBackUrl', error: expect.any(String) }] });
    expect(await refusal({})).toBeNull();
  });

  it('throttles a flood of forged webhooks from one address; another address, and a signed webhook, are still heard', async () => {
    const fields = { invoiceId: '1', invoiceStatus: 'PAID', transactionStatus: 'SUCCESS', paymentId: '07080000000000000001', externalIdentifier: 'ORD-1' };
    const body = {
      Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED' },
      Data: { Invoice: { Id: '1', Status: 'PAID', ExternalIdentifier: 'ORD-1' }, Transaction: { Status: 'SUCCESS', PaymentId: fields.paymentId } },
    };
    const signature = signWebhookV2(PUBLISHED_SECRET, fields);
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await call(ctx().app, 'POST', '/api/orders/myfatoorah/webhook', body, { 'MyFatoorah-Signature': signature, 'x-forwarded-for': '203.0.113.7' });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 200)).toEqual([]);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(50);
    const other = await call(ctx().app, 'POST', '/api/orders/myfatoorah/webhook', body, { 'MyFatoorah-Signature': signature, 'x-forwarded-for': '198.51.100.4' });
    expect(other.status).toBe(401);
    // One signed with this start's secret is still taken from the flooding address: the lock holds only forgeries.
    const { invoiceId } = await invoice();
    const realFields = { ...fields, invoiceId, invoiceStatus: 'PENDING', transactionStatus: 'FAILED' };
    const realBody = { ...body, Data: { Invoice: { Id: invoiceId, Status: 'PENDING', ExternalIdentifier: 'ORD-1' }, Transaction: { Status: 'FAILED', PaymentId: fields.paymentId } } };
    const signed = signWebhookV2(ctx().config.paymentSandbox!.webhookSecret, realFields);
    const real = await call(ctx().app, 'POST', '/api/orders/myfatoorah/webhook', realBody, { 'MyFatoorah-Signature': signed, 'x-forwarded-for': '203.0.113.7' });
    expect(real).toMatchObject({ status: 200, data: { received: true } });
  });

  // A server listening on every address carries no sandbox unless PAYMENT_SANDBOX=1.
  // The app is built from that configuration over this suite's database (the mount is decided by the
  // config alone); a second seeded database per driver cost about 5 s of CPU a start on PGlite.
  it('is not mounted on a reachable server, and a payment there is refused with a clear message', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: ctx().config.dataDir, DIST_DIR: ctx().config.distDir, TRUST_PROXY: '1', HOST: '0.0.0.0', NODE_ENV: 'development' });
    expect(config.paymentSandbox).toBeUndefined();
    const app = createApp({ ...ctx().deps, config });
    expect((await call(app, 'POST', '/sandbox/myfatoorah/v2/InitiateSession', {}, { authorization: `Bearer ${PUBLISHED_TOKEN}` })).status).toBe(404);
    expect((await app.request('/sandbox/myfatoorah/session.js')).status).toBe(404);
    const gateway = paymentGatewayFromConfig(config, { fetch: inProcessFetch(app) });
    await expect(gateway.initiateSession()).rejects.toMatchObject({ message: expect.stringContaining('PAYMENT_SANDBOX=1') });
  });
});
