import { Hono } from 'hono';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createLogger, type Logger } from '../../http/logger';
import { forEachDatabase } from '../../test/harness';
import { paidTransaction, type ExecutePaymentInput, type PaymentGateway } from '../gateway';
import { createMyFatoorahGateway } from '../myfatoorah/gateway';
import { serveApp, webhookReceiver } from '../test/servers';
import { sandboxMyFatoorahApp } from './app';
import { SANDBOX_MOUNT } from './constants';
import { newSandboxCredentials, payLinkToken } from './credentials';

// The adapter end to end against the sandbox over real HTTP, the tester's clicks as form POSTs.

const input = (over: Partial<ExecutePaymentInput>): ExecutePaymentInput => ({
  amountFils: 12345, method: { kind: 'knet' }, callbackUrl: 'https://shop.example/payment-success',
  errorUrl: 'https://shop.example/check-out?from=pay', customerReference: `ORD-${Math.random().toString(36).slice(2)}`, language: 'en',
  items: [{ name: 'Gold plan', quantity: 1, unitPriceFils: 12000 }, { name: 'Boost', quantity: 3, unitPriceFils: 115 }], ...over,
});

const post = (url: string, fields: Record<string, string>) =>
  fetch(url, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

const credentials = newSandboxCredentials();
const { token: SANDBOX_TOKEN, webhookSecret: SANDBOX_WEBHOOK_SECRET } = credentials;

forEachDatabase('MyFatoorah sandbox', (ctx) => {
  let sandbox: Awaited<ReturnType<typeof serveApp>>;
  let hooks: Awaited<ReturnType<typeof webhookReceiver>>;
  let gateway: PaymentGateway;
  const warnings: string[] = [];
  const warned: Array<() => void> = [];
  const logger: Logger = { ...createLogger('silent'), warn: (msg) => { warnings.push(msg); warned.shift()?.(); } };

  beforeAll(async () => {
    hooks = await webhookReceiver();
    sandbox = await serveApp((origin) => {
      const mounted = sandboxMyFatoorahApp({
        db: ctx().db, logger, credentials, publicBaseUrl: `${origin}${SANDBOX_MOUNT}`, callbackBaseUrl: 'https://shop.example', webhookUrl: `${hooks.url}/api/orders/myfatoorah/webhook`,
      });
      return new Hono().route(SANDBOX_MOUNT, mounted);
    });
    gateway = createMyFatoorahGateway({
      name: 'sandbox', baseUrl: `${sandbox.origin}${SANDBOX_MOUNT}`, token: SANDBOX_TOKEN, webhookSecret: SANDBOX_WEBHOOK_SECRET,
      scriptUrl: `${SANDBOX_MOUNT}/session.js`, sleep: async () => {},
    });
  });
  afterAll(async () => {
    await sandbox?.close();
    await hooks?.close();
  });

  it('card: session, execute with it, the page, Success: redirect, signed webhook, status Paid with Succss', async () => {
    const { sessionId, countryCode } = await gateway.initiateSession();
    expect(countryCode).toBe('KWT');
    const order = input({ method: { kind: 'session', sessionId } });
    const { invoiceId, paymentUrl } = await gateway.executePayment(order);
    expect(paymentUrl).toMatch(new RegExp(`^${sandbox.origin}${SANDBOX_MOUNT}/pay/${invoiceId}\\?token=[\\w-]{43}$`));

    const page = await fetch(paymentUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('12.345 KD');
    expect(html).toContain('5123450000000008');
    expect(html).toContain('dir="ltr"');
    expect(html).not.toMatch(/<script|style=/);

    const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
    expect(token).toBe(new URL(paymentUrl).searchParams.get('token'));
    const res = await post(paymentUrl, { outcome: 'Success', card: '5123450000000008' });
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.example/payment-success');
    const paymentId = location.searchParams.get('paymentId')!;
    expect(paymentId).toMatch(/^0\d{19}$/);
    expect(location.searchParams.get('Id')).toBe(paymentId);

    const status = await gateway.paymentStatus({ paymentId });
    expect(status).toMatchObject({ invoiceId, invoiceStatus: 'Paid', customerReference: order.customerReference, amountFils: 12345, currency: 'KWD' });
    expect(paidTransaction(status)).toMatchObject({ paymentId, status: 'Succss', succeeded: true, amountFils: 12345, errorCode: null });

    const hook = await hooks.next();
    expect(hook.path).toBe('/api/orders/myfatoorah/webhook');
    const signature = hook.headers['myfatoorah-signature'] as string;
    expect(gateway.readWebhook(signature, hook.body)).toEqual({
      invoiceId, invoiceStatus: 'PAID', transactionStatus: 'SUCCESS', paymentId, customerReference: order.customerReference,
    });
    expect(gateway.readWebhook(signature, hook.body.replace(paymentId, paymentId.slice(0, -1) + (paymentId.endsWith('1') ? '2' : '1')))).toBeNull();
  });

  it('card MF002: redirect to the error URL, the invoice still pending with a failed transaction and its code', async () => {
    const { sessionId } = await gateway.initiateSession();
    const { invoiceId, paymentUrl } = await gateway.executePayment(input({ method: { kind: 'session', sessionId } }));
    const res = await post(paymentUrl, { outcome: 'MF002' });
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe('https://shop.example/check-out');
    expect(location.searchParams.get('from')).toBe('pay');
    const paymentId = location.searchParams.get('paymentId')!;
    expect(location.searchParams.get('Id')).toBe(paymentId);

    const status = await gateway.paymentStatus({ invoiceId });
    expect(status.invoiceStatus).toBe('Pending');
    expect(paidTransaction(status)).toBeUndefined();
    expect(status.transactions).toEqual([expect.objectContaining({ paymentId, status: 'Failed', succeeded: false, errorCode: 'MF002', error: 'Transaction declined by the issuing bank' })]);
    const hook = await hooks.next();
    expect(gateway.readWebhook(hook.headers['myfatoorah-signature'] as string, hook.body)).toMatchObject({ invoiceStatus: 'PENDING', transactionStatus: 'FAILED', paymentId });
  });

  it('KNET in Arabic: a right-to-left KNET page with its test card, then paid once only', async () => {
    const { invoiceId, paymentUrl } = await gateway.executePayment(input({ method: { kind: 'knet' }, language: 'ar', amountFils: 12500, items: [{ name: 'خطة', quantity: 1, unitPriceFils: 12500 }] }));
    const html = await (await fetch(paymentUrl)).text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('8888880000000001');
    expect(html).toContain('كي نت');
    expect(html).toContain('١٢٫٥٠٠ د.ك.');
    expect(html).toContain('8888880000000001</bdi>، ');

    const res = await post(paymentUrl, { outcome: 'Success', card: '8888880000000001' });
    const paymentId = new URL(res.headers.get('location')!).searchParams.get('paymentId')!;
    const again = await post(paymentUrl, { outcome: 'Success' });
    expect(again.status).toBe(409);
    const status = await gateway.paymentStatus({ invoiceId });
    expect(status.invoiceStatus).toBe('Paid');
    expect(status.transactions.map((t) => [t.paymentId, t.status])).toEqual([[paymentId, 'Succss']]);
    await hooks.next();
  });

  it('pays an invoice once when the tester’s POST arrives many times at once', async () => {
    const { invoiceId, paymentUrl } = await gateway.executePayment(input({}));
    const replies = await Promise.all(Array.from({ length: 8 }, () => post(paymentUrl, { outcome: 'Success' })));
    expect(replies.map((r) => r.status).sort()).toEqual([302, 409, 409, 409, 409, 409, 409, 409]);
    const status = await gateway.paymentStatus({ invoiceId });
    expect(status.transactions.filter((t) => t.succeeded)).toHaveLength(1);
    await hooks.next();
  });

  it('a session serves one payment only', async () => {
    const { sessionId } = await gateway.initiateSession();
    await gateway.executePayment(input({ method: { kind: 'session', sessionId } }));
    await expect(gateway.executePayment(input({ method: { kind: 'session', sessionId } })))
      .rejects.toMatchObject({ status: 400, validationErrors: [{ name: 'SessionId', error: 'Session is already used' }] });
  });

  it('refuses a wrong token, SessionId with PaymentMethodId, more than three decimals and items that do not add up', async () => {
    const call = (body: unknown, token = SANDBOX_TOKEN) => fetch(`${sandbox.origin}${SANDBOX_MOUNT}/v2/ExecutePayment`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const base = { InvoiceValue: 1.5, PaymentMethodId: 1, CallBackUrl: 'https://shop.example/ok', ErrorUrl: 'https://shop.example/no', Language: 'EN', InvoiceItems: [{ ItemName: 'A', Quantity: 1, UnitPrice: 1.5 }] };
    expect((await call(base, 'wrong')).status).toBe(401);
    const names = async (body: unknown) => {
      const res = await call(body);
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json).toMatchObject({ IsSuccess: false, Data: null });
      return json.ValidationErrors.map((e: { Name: string }) => e.Name);
    };
    expect(await names({ ...base, SessionId: 'x' })).toEqual(['PaymentMethodId']);
    expect(await names({ ...base, InvoiceValue: 1.5001, InvoiceItems: undefined })).toEqual(['InvoiceValue']);
    expect(await names({ ...base, InvoiceValue: 2 })).toEqual(['InvoiceValue']);
    expect((await call(base)).status).toBe(200);
  });

  it('serves the embedded form stand-in and the stylesheet; an unknown invoice is a 404 page', async () => {
    const script = await fetch(`${sandbox.origin}${SANDBOX_MOUNT}/session.js`);
    expect(script.headers.get('content-type')).toContain('javascript');
    const text = await script.text();
    expect(text).toContain('window.myfatoorah');
    expect(text).toContain("paymentType: 'Card'");
    expect((await fetch(`${sandbox.origin}${SANDBOX_MOUNT}/sandbox.css`)).headers.get('content-type')).toContain('text/css');
    expect((await fetch(`${sandbox.origin}${SANDBOX_MOUNT}/pay/999999?token=${payLinkToken(credentials.linkSecret, 999999)}`)).status).toBe(404);
  });

  it('still redirects when the webhook cannot be delivered, and logs it', async () => {
    const closed = await webhookReceiver();
    await closed.close();
    const local = await serveApp((origin) => {
      const mounted = sandboxMyFatoorahApp({ db: ctx().db, logger, credentials, publicBaseUrl: `${origin}${SANDBOX_MOUNT}`, callbackBaseUrl: 'https://shop.example', webhookUrl: `${closed.url}/hook` });
      return new Hono().route(SANDBOX_MOUNT, mounted);
    });
    try {
      const localGateway = createMyFatoorahGateway({ baseUrl: `${local.origin}${SANDBOX_MOUNT}`, token: SANDBOX_TOKEN, webhookSecret: SANDBOX_WEBHOOK_SECRET, scriptUrl: '' });
      const { paymentUrl } = await localGateway.executePayment(input({}));
      const logged = new Promise<void>((resolve) => warned.push(resolve));
      const res = await post(paymentUrl, { outcome: 'Success' });
      expect(res.status).toBe(302);
      await logged;
      expect(warnings.at(-1)).toBe('sandbox webhook not delivered');
    } finally {
      await local.close();
    }
  });
});
