import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { cartItems, OPEN_ORDER_STATUSES, orders, type PaymentForType } from '../../db/schema';

/**
 * Takes the unpaid cart item of a subject (a booking, a banner, a membership) out of the cart and
 * cancels its open payment, inside the caller's transaction and before the caller touches the subject:
 * the item row is locked first, the order second, the subject last, the same order settlePayment takes,
 * so a removal and a confirmation never wait on each other in a cycle. A Success that still arrives for
 * the cancelled order is refunded, not delivered (settle.ts).
 */
export async function withdrawCartItem(tx: Db, companyId: number, paymentForType: PaymentForType, subjectId: number): Promise<void> {
  const [item] = await tx.select({ id: cartItems.id }).from(cartItems)
    .where(and(eq(cartItems.companyId, companyId), eq(cartItems.paymentForType, paymentForType), eq(cartItems.subjectId, subjectId), eq(cartItems.status, 'unpaid')))
    .for('update');
  if (!item) return;
  await cancelOpenOrders(tx, item.id);
  await tx.update(cartItems).set({ status: 'removed' }).where(eq(cartItems.id, item.id));
}

/** Cancels the cart item's open payment, if any (but `except`, the one being delivered). */
export async function cancelOpenOrders(tx: Db, cartItemId: number, except?: number): Promise<void> {
  await tx.update(orders).set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(and(eq(orders.cartItemId, cartItemId), inArray(orders.status, [...OPEN_ORDER_STATUSES]), except === undefined ? undefined : sql`${orders.id} <> ${except}`));
}
