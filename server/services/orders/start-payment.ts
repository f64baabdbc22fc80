import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Locale } from '../../../src/api/schemas/common';
import type { Db } from '../../db';
import { cartItems, orders } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { t } from '../../i18n/t';
import { GatewayError, type PaymentGateway, type PaymentMethod } from '../../payments/gateway';

export interface StartPaymentInput {
  itemId: number;
  method: PaymentMethod;
  locale: Locale;
  /** Where the provider sends the browser back: this dashboard's own address. */
  publicUrl: string;
  now: Date;
}

/**
 * Part 2 §7 orders/myfatoorah/pay: one order per attempt for an unpaid cart item of the caller's
 * company, at the item's own price (whatever the client says), sent to the provider; the browser
 * then goes to the provider's page.
 */
export async function startPayment(db: Db, gateway: PaymentGateway, user: SessionUser, input: StartPaymentInput): Promise<{ paymentUrl: string; reference: string }> {
  const [item] = await db.select().from(cartItems)
    .where(and(eq(cartItems.id, input.itemId), eq(cartItems.companyId, user.companyId!), eq(cartItems.status, 'unpaid')));
  if (!item) throw new HttpError(404, 'server.cart-item-unknown');
  const reference = randomUUID();
  const [order] = await db.insert(orders).values({
    reference, companyId: item.companyId, userId: user.id, cartItemId: item.id, amountFils: item.amountFils,
    gateway: gateway.name, method: input.method.kind,
  }).returning({ id: orders.id });
  try {
    const executed = await gateway.executePayment({
      amountFils: item.amountFils, method: input.method, customerReference: reference, language: input.locale,
      callbackUrl: `${input.publicUrl}/payment-success`, errorUrl: `${input.publicUrl}/check-out`,
      customerName: user.fullName, customerEmail: user.email,
      items: [{ name: t(input.locale, `server.cart-item-${item.paymentForType}`), quantity: 1, unitPriceFils: item.amountFils }],
    });
    await db.update(orders).set({ status: 'pending', invoiceId: executed.invoiceId, updatedAt: input.now }).where(eq(orders.id, order.id));
    return { paymentUrl: executed.paymentUrl, reference };
  } catch (error) {
    await db.update(orders).set({ status: 'failed', error: error instanceof Error ? error.message : String(error), updatedAt: input.now })
      .where(eq(orders.id, order.id));
    if (error instanceof GatewayError) throw new HttpError(400, 'server.payment-refused', { vars: { reason: error.message } });
    throw error;
  }
}
