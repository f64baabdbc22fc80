import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { cartItems, fulfilments, orders, type RefundReason } from '../../db/schema';
import { paidTransaction, type PaymentGateway, type PaymentStatus, type PaymentTransaction } from '../../payments/gateway';
import { FULFILMENTS } from './fulfilment';
import { requestRefund } from './refund';
import { cancelOpenOrders } from './withdraw';

export interface Settled {
  /** refunded: the provider took the money for something we could no longer deliver; it is given back. */
  status: 'paid' | 'failed' | 'pending' | 'refunded';
  orderId: number;
  companyId: number;
  /** The cart item the order pays: a failed payment is retried with it (/check-out's Retry). */
  itemId: number;
  reference: string;
  invoiceId: string;
  paymentId: string | null;
  errorCode: string | null;
  error: string | null;
  refundReason: RefundReason | null;
}

type Order = typeof orders.$inferSelect;

/**
 * Asks the provider about a payment and brings our order in line with its answer. Only the provider's
 * GetPaymentStatus counts (a redirect or webhook proves nothing), and only when its reference, amount
 * and currency are the order's. A paid order is final and settled exactly once, however many
 * redirects, reloads and webhooks arrive on however many processes (deliverOrRefund). A paid order
 * whose item can no longer be delivered is refunded with the provider, never kept silently.
 */
export async function settlePayment(db: Db, gateway: PaymentGateway, key: { paymentId: string } | { invoiceId: string }, now: Date): Promise<Settled | null> {
  const status = await gateway.paymentStatus(key);
  const [order] = await db.select().from(orders)
    .where(and(eq(orders.reference, status.customerReference), eq(orders.invoiceId, status.invoiceId)));
  if (!order || !matches(order, status)) return null;
  const paid = paidTransaction(status);
  const last = paid ?? status.transactions.at(-1);
  const base = { orderId: order.id, companyId: order.companyId, itemId: order.cartItemId, reference: order.reference, invoiceId: status.invoiceId, paymentId: last?.paymentId ?? null };
  if (paid) {
    const outcome = await deliverOrRefund(db, order, paid, now);
    if (outcome.refundNow) await requestRefund(db, gateway, order, paid.paymentId, outcome.refundNow, now);
    return { ...base, status: outcome.reason ? 'refunded' : 'paid', errorCode: null, error: null, refundReason: outcome.reason };
  }
  const failed = status.invoiceStatus === 'Canceled' || (last !== undefined && !last.succeeded && last.status.toLowerCase() === 'failed');
  if (failed) {
    // A failure never overwrites a success that another process recorded first, nor a cancellation.
    await db.update(orders).set({ status: 'failed', paymentId: last?.paymentId ?? null, errorCode: last?.errorCode ?? null, error: last?.error ?? null, updatedAt: now })
      .where(and(eq(orders.id, order.id), inArray(orders.status, ['created', 'pending', 'failed'])));
  }
  return { ...base, status: failed ? 'failed' : 'pending', errorCode: last?.errorCode ?? null, error: last?.error ?? null, refundReason: null };
}

/**
 * One transaction for a paid order, rows locked in the order removals take them (cart item, order,
 * then what it pays for): the first confirmation either delivers (order paid, fulfilment row, item
 * paid, any other open payment of the item cancelled) or marks it for refund with the reason: the
 * item was paid by another order, removed, its payment cancelled, repriced since, or its days are no
 * longer within capacity. Later confirmations read what the first decided. `refundNow` is set only
 * for the transaction that made the decision, so the provider is asked for one refund.
 */
async function deliverOrRefund(db: Db, order: Order, paid: PaymentTransaction, now: Date): Promise<{ reason: RefundReason | null; refundNow: RefundReason | null }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [item] = await tx.select().from(cartItems).where(eq(cartItems.id, order.cartItemId)).for('update');
    const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (current.status === 'paid') return { reason: null, refundNow: null };
    if (current.status === 'refund') return { reason: current.refundReason, refundNow: null };
    let reason: RefundReason | null = item.status === 'paid' ? 'already-paid'
      : item.status === 'removed' ? 'removed'
        : current.status === 'cancelled' ? 'cancelled'
          : item.amountFils !== current.amountFils ? 'changed' : null;
    if (!reason) {
      const fulfil = FULFILMENTS[item.paymentForType];
      // A type that cannot be delivered is a fault of ours: nothing is written, and the next confirmation tries again.
      if (!fulfil) throw new Error(`no fulfilment for payment type ${item.paymentForType}`);
      reason = await fulfil(tx, item, now);
    }
    if (reason) {
      // Its dates are gone (the fulfilment withdrew the booking): the item leaves the cart too.
      if (reason === 'unavailable') await tx.update(cartItems).set({ status: 'removed' }).where(eq(cartItems.id, item.id));
      await tx.update(orders).set({ status: 'refund', refundReason: reason, paymentId: paid.paymentId, errorCode: null, error: null, paidAt: now, updatedAt: now })
        .where(eq(orders.id, order.id));
      return { reason, refundNow: reason };
    }
    await tx.update(orders).set({ status: 'paid', paymentId: paid.paymentId, errorCode: null, error: null, paidAt: now, updatedAt: now }).where(eq(orders.id, order.id));
    await tx.insert(fulfilments).values({ orderId: order.id });
    await tx.update(cartItems).set({ status: 'paid', paidAt: now }).where(eq(cartItems.id, item.id));
    // Paid: no other payment of this item may be completed (a late one is refunded).
    await cancelOpenOrders(tx, item.id, order.id);
    return { reason: null, refundNow: null };
  });
}

/** The provider's answer is about this order: same reference, same amount, same currency. */
function matches(order: Order, status: PaymentStatus): boolean {
  return status.amountFils === order.amountFils && status.currency === order.currency && status.customerReference === order.reference;
}
