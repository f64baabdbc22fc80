// Typed calls of the payment (server/routes/orders.ts, part 2 §7 Payment) and the one cart read the
// payment screen needs (the item's amount, for the screen and the embedded form). The reply schemas
// (and zod) load with the first call, beside its request, not with the screen (ReplySchema in ./client).
import { apiCall, failureOf } from './client';
import type { CartItemDetails } from './schemas/memberships';
import type { PayBody, PaymentResult, PaymentSessionReply } from './schemas/orders';

const schemas = () => import('./schemas/orders');

/** The embedded form's session: one payment only, so every attempt asks for a new one. Silent: the screen words its failures (§8 Payment). */
export function createPaymentSession(signal?: AbortSignal): Promise<PaymentSessionReply['Data']> {
  return apiCall('/orders/myfatoorah/session', () => schemas().then((m) => m.PaymentSessionReply), { method: 'POST', silent: true, signal })
    .then((reply) => reply.Data);
}

/**
 * Starts paying a cart item (the server prices it); resolves with where the browser goes next, or
 * null when the reply names nowhere (§8: a missing payment URL is 'initiation failed', not a crash).
 */
export function startPayment(body: PayBody, signal?: AbortSignal): Promise<string | null> {
  const paymentUrl = () => schemas().then((m) => ({
    parse: (data: unknown): string | null => {
      const reply = m.PayReply.safeParse(data);
      return reply.success && reply.data.Data.PaymentURL ? reply.data.Data.PaymentURL : null;
    },
  }));
  return apiCall('/orders/myfatoorah/pay', paymentUrl, { method: 'POST', body, silent: true, signal });
}

/** The provider's word on a payment of the caller's company (after its redirect back here). */
export function fetchPaymentStatus(paymentId: string, signal?: AbortSignal): Promise<PaymentResult> {
  return apiCall('/orders/payment-status', () => schemas().then((m) => m.PaymentResult), { query: { paymentId }, silent: true, signal });
}

/**
 * The unpaid cart item `itemId` of the company with what it pays for (kind, product, days),
 * or null when it is not (or no longer) in the cart.
 */
export function fetchCartItem(itemId: number, signal?: AbortSignal): Promise<CartItemDetails | null> {
  return fetchCartItemDetails(itemId, signal).then((item) => (item?.status === 'unpaid' ? item : null));
}

/** What the company's cart item `itemId` pays for, paid or not; null when it is not the company's. */
export function fetchCartItemDetails(itemId: number, signal?: AbortSignal): Promise<CartItemDetails | null> {
  return apiCall(`/memberships/cart/${itemId}`, () => import('./schemas/memberships').then((m) => m.CartItemDetails), { silent: true, signal })
    .catch((error: unknown) => {
      if (failureOf(error).status === 404) return null;
      throw error;
    });
}
