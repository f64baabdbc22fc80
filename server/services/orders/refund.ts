import { eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { orders, type RefundReason } from '../../db/schema';
import type { PaymentGateway } from '../../payments/gateway';

/**
 * Asks the provider to give back an order's payment, once: only the transaction that turned the order
 * into a refund calls this (the provider does not deduplicate refunds). The outcome is recorded on the
 * order; a refused or unanswered request stays listed by `npm run admin -- refunds` for the operator.
 */
export async function requestRefund(db: Db, gateway: PaymentGateway, order: { id: number; reference: string; amountFils: number }, paymentId: string, reason: RefundReason, now: Date): Promise<void> {
  try {
    const refund = await gateway.refund({ paymentId, amountFils: order.amountFils, reference: order.reference, comment: `Souqdesk order ${order.reference}: ${reason}` });
    await db.update(orders).set({ refundId: refund.refundId, refundError: null, refundedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  } catch (error) {
    await db.update(orders).set({ refundError: error instanceof Error ? error.message : String(error), updatedAt: now }).where(eq(orders.id, order.id));
  }
}
