import { expect } from 'vitest';
import { call, type TestContext } from './harness';

/**
 * Pays a cart item through the local sandbox as the browser would (part 2 §7 Payment): session,
 * pay, the tester's Success on the sandbox page, then the success page's status check.
 */
export async function payItem(app: TestContext['app'], headers: Record<string, string>, itemId: number): Promise<void> {
  const session = await call(app, 'POST', '/api/orders/myfatoorah/session', undefined, headers);
  expect(session.status).toBe(200);
  const paid = await call(app, 'POST', '/api/orders/myfatoorah/pay', { PaymentMethodId: 2, sessionId: session.data.Data.SessionId, itemId, cashBack: 0, itemType: 3, ProductId: null }, headers);
  expect(paid.status).toBe(200);
  // The sandbox's page answers only its own link, which carries the invoice's token.
  const link = new URL(paid.data.Data.PaymentURL);
  const redirect = await app.request(`${link.pathname}${link.search}`, { method: 'POST', body: new URLSearchParams({ outcome: 'Success' }) });
  expect(redirect.status).toBe(302);
  const paymentId = new URL(redirect.headers.get('location')!).searchParams.get('paymentId')!;
  const status = await call(app, 'GET', `/api/orders/payment-status?paymentId=${paymentId}`, undefined, headers);
  expect(status.data.status).toBe('paid');
}
