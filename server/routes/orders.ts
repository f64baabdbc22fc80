import { createRoute, z } from '@hono/zod-openapi';
import { PaymentResult, PaymentSessionReply, PaymentStatusQuery, PayBody, PayReply, PAYMENT_METHOD } from '../../src/api/schemas/orders';
import type { Context } from 'hono';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/context';
import { HttpError } from '../http/errors';
import { currentUser, requireRole, requireUser } from '../http/require-user';
import { newRouter } from '../http/router';
import { t } from '../i18n/t';
import { webhookThrottle } from '../payments/webhook-throttle';
import { startPayment } from '../services/orders/start-payment';
import { settlePayment, type Settled } from '../services/orders/settle';
import { cartItemDetails } from '../services/memberships/item-details';
import { bearer, errors, json } from './schemas';
import { returnBaseUrl } from '../payments/return-url';

// Part 2 §7 Payment. The company owner pays (§6: company users buy services and membership); the
// provider's webhook comes without a session and is trusted only for its signature and, even then,
// only as a hint to ask the provider.
const common = { tags: ['orders'] };
const refusals = { 401: errors[401], 403: errors[403] };

const sessionRoute = createRoute({
  ...common, security: bearer, middleware: [requireUser, requireRole('company')] as const, operationId: 'startPaymentSession', method: 'post', path: '/orders/myfatoorah/session',
  summary: "A new session for the provider's embedded form (one payment only), with the script to load",
  responses: { 200: json(PaymentSessionReply, 'The session'), ...refusals, 400: errors[409] },
});

const payRoute = createRoute({
  ...common, security: bearer, middleware: [requireUser, requireRole('company')] as const, operationId: 'executePayment', method: 'post', path: '/orders/myfatoorah/pay',
  summary: 'Pay a cart item at its own price: by the embedded form (PaymentMethodId 2 with its sessionId) or KNET (1); the browser then goes to Data.PaymentURL',
  request: { body: { required: true, content: { 'application/json': { schema: PayBody } } } },
  responses: { 200: json(PayReply, 'Where the browser goes next (the open payment\'s page when the item has one: one open payment per item)'), ...refusals, 400: errors[409], 404: errors[404], 409: errors[409], 422: errors[422] },
});

const statusRoute = createRoute({
  ...common, security: bearer, middleware: [requireUser, requireRole('company')] as const, operationId: 'getPaymentStatus', method: 'get', path: '/orders/payment-status',
  summary: "The provider's word on a payment of the caller's company (after the redirect to /payment-success or /check-out); a paid order is fulfilled once, or refunded when its item can no longer be delivered",
  request: { query: PaymentStatusQuery },
  responses: { 200: json(PaymentResult, 'Paid, failed or still pending'), ...refusals, 404: errors[404], 422: errors[422] },
});

const webhookRoute = createRoute({
  ...common, operationId: 'receivePaymentWebhook', security: [], method: 'post', path: '/orders/myfatoorah/webhook',
  summary: 'MyFatoorah webhook v2 (MyFatoorah-Signature): the payment is then confirmed with the provider',
  responses: { 200: json(z.object({ received: z.boolean() }), 'Taken (events other than payments are acknowledged and ignored)'), 401: errors[401], 429: errors[429] },
});

export const orderRoutes = newRouter()
  .openapi(sessionRoute, async (c) => {
    const gateway = c.get('deps').payments!;
    const session = await gateway.initiateSession().catch(refused);
    return c.json({
      IsSuccess: true as const, Message: '',
      Data: { SessionId: session.sessionId, CountryCode: session.countryCode, CurrencyCode: gateway.embeddedForm.currencyCode, ScriptUrl: gateway.embeddedForm.scriptUrl },
    }, 200);
  })
  .openapi(payRoute, async (c) => {
    const { db, payments, config, clock } = c.get('deps');
    const body = c.req.valid('json');
    const method = body.PaymentMethodId === PAYMENT_METHOD.knet ? { kind: 'knet' as const } : { kind: 'session' as const, sessionId: body.sessionId! };
    const { paymentUrl } = await startPayment(db, payments!, currentUser(c), { itemId: body.itemId, method, locale: c.get('locale'), publicUrl: returnBaseUrl(config, c.req.raw.headers), now: clock.now() });
    return c.json({ IsSuccess: true as const, Message: '', Data: { PaymentURL: paymentUrl } }, 200);
  })
  .openapi(statusRoute, async (c) => {
    const { db, payments, clock } = c.get('deps');
    const settled = await settlePayment(db, payments!, { paymentId: c.req.valid('query').paymentId }, clock.now()).catch(refused);
    if (!settled || settled.companyId !== currentUser(c).companyId) throw new HttpError(404, 'server.payment-unknown');
    // What was paid for, for the result page.
    return c.json({ ...resultOf(c, settled), item: await cartItemDetails(db, settled.companyId, settled.itemId, clock.now()) }, 200);
  })
  .openapi(webhookRoute, async (c) => {
    const { db, payments, clock, logger } = c.get('deps');
    const raw = await c.req.text();
    const event = payments!.readWebhook(c.req.header('MyFatoorah-Signature'), raw);
    if (!event) {
      // Events other than a payment's (refunds…) are acknowledged, so the provider does not resend them, and
      // ignored: nothing is done on them. A payment event whose signature does not match is refused.
      if (isOtherEvent(raw)) return c.json({ received: false }, 200);
      // Forged ones are counted per address, and a flood of them gets 429; a signed one never does.
      const throttle = webhookThrottle(db, clientAddress(c));
      await throttle.check(clock.now());
      await throttle.refused(clock.now());
      throw new HttpError(401, 'server.payment-signature-invalid');
    }
    const settled = await settlePayment(db, payments!, { invoiceId: event.invoiceId }, clock.now());
    logger.info('payment webhook', { reqId: c.get('reqId'), invoiceId: event.invoiceId, status: settled?.status ?? 'unknown order' });
    return c.json({ received: true }, 200);
  });

/** A webhook body of another event than PAYMENT_STATUS_CHANGED (Event.Code 1). */
function isOtherEvent(raw: string): boolean {
  try {
    const code = (JSON.parse(raw) as { Event?: { Code?: unknown } } | null)?.Event?.Code;
    return typeof code === 'number' && code !== 1;
  } catch {
    return false;
  }
}

/** A provider that refuses or cannot be reached: 400 with its reason (the client maps its keywords, part 2 §8). */
function refused(error: unknown): never {
  if (error instanceof Error && error.name === 'GatewayError') throw new HttpError(400, 'server.payment-refused', { vars: { reason: error.message } });
  throw error;
}

/**
 * Part 2 §8: a failed payment shows the provider's message for its code, in the request's language; a
 * refunded one says why it was refunded.
 */
function resultOf(c: Context<AppEnv>, s: Settled) {
  const code = /^MF0(0[1-9]|10|20)$/.test(s.errorCode ?? '') ? s.errorCode : 'MF020';
  const message = s.status === 'failed' ? t(c.get('locale'), `server.payment-error-${code}`)
    : s.status === 'refunded' ? t(c.get('locale'), `server.payment-refund-${s.refundReason ?? 'cancelled'}`) : null;
  return { status: s.status, itemId: s.itemId, paymentId: s.paymentId, invoiceId: s.invoiceId, reference: s.reference, errorCode: s.errorCode, message };
}
