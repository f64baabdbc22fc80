import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { cartItems, fulfilments, orders } from '../../db/schema';
import { paidTransaction, type PaymentGateway, type PaymentStatus } from '../../payments/gateway';
import { FULFILMENTS } from './fulfilment';

export interface Settled {
  status: 'paid' | 'failed' | 'pending';
  orderId: number;
  companyId: number;
  /** The cart item the order pays: a failed payment is retried with it (/check-out's Retry). */
  itemId: number;
  reference: string;
  invoiceId: string;
  paymentId: string | null;
  errorCode: string | null;
  error: string | null;
}

/**
 * Asks the provider about a payment and brings our order in line with its answer. Only the provider's
 * GetPaymentStatus counts (a redirect or webhook proves nothing), and only when its reference, amount
 * and currency are the order's. A paid order is final and fulfilled exactly once, however many
 * redirects, reloads and webhooks arrive on however many processes: the status change and the
 * fulfilment row (its primary key is the order) are written in one transaction, and only the
 * transaction that inserts that row delivers the goods.
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
    await db.transaction(async (tx) => {
      await tx.update(orders).set({ status: 'paid', paymentId: paid.paymentId, errorCode: null, error: null, paidAt: now, updatedAt: now })
        .where(and(eq(orders.id, order.id), inArray(orders.status, ['created', 'pending', 'failed', 'cancelled'])));
      const [first] = await tx.insert(fulfilments).values({ orderId: order.id }).onConflictDoNothing().returning({ orderId: fulfilments.orderId });
      if (!first) return;
      const [item] = await tx.update(cartItems).set({ status: 'paid', paidAt: now }).where(eq(cartItems.id, order.cartItemId)).returning();
      const fulfil = FULFILMENTS[item.paymentForType];
      // A type that cannot be delivered is a fault of ours: nothing is written, and the next confirmation tries again.
      if (!fulfil) throw new Error(`no fulfilment for payment type ${item.paymentForType}`);
      await fulfil(tx as unknown as Db, item, now);
    });
    return { ...base, status: 'paid', errorCode: null, error: null };
  }
  const failed = status.invoiceStatus === 'Canceled' || (last !== undefined && !last.succeeded && last.status.toLowerCase() === 'failed');
  if (failed) {
    // A failure never overwrites a success that another process recorded first.
    await db.update(orders).set({ status: 'failed', paymentId: last?.paymentId ?? null, errorCode: last?.errorCode ?? null, error: last?.error ?? null, updatedAt: now })
      .where(and(eq(orders.id, order.id), inArray(orders.status, ['created', 'pending', 'failed'])));
  }
  return { ...base, status: failed ? 'failed' : 'pending', errorCode: last?.errorCode ?? null, error: last?.error ?? null };
}

/** The provider's answer is about this order: same reference, same amount, same currency. */
function matches(order: typeof orders.$inferSelect, status: PaymentStatus): boolean {
  return status.amountFils === order.amountFils && status.currency === order.currency && status.customerReference === order.reference;
}
