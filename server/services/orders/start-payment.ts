import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../src/api/schemas/common';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { cartItems, OPEN_ORDER_STATUSES, orders } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { t } from '../../i18n/t';
import { GatewayError, type PaymentGateway, type PaymentMethod } from '../../payments/gateway';
import { settlePayment } from './settle';

export interface StartPaymentInput {
  itemId: number;
  method: PaymentMethod;
  locale: Locale;
  /** Where the provider sends the browser back: this dashboard's own address. */
  publicUrl: string;
  now: Date;
}

/**
 * How long an open payment is sent to again. KNET's and the card's 3-D Secure pages time out well
 * within it (MF005 session timeout), so an older page is almost surely dead: it is then asked about
 * (GetPaymentStatus) and, unless paid, cancelled for a new one. A Success that still comes for it is
 * refunded (settle.ts), so a shorter bound than the invoice's three-day life costs no money.
 */
export const OPEN_PAYMENT_REUSE_MS = 15 * 60_000;
/** How long a pay call waits for another call that is creating the same item's payment (the provider's call times out at 30 s). */
const WAIT_FOR_OTHER_MS = 35_000;
const POLL_MS = 100;

type OpenOrder = typeof orders.$inferSelect;
type Claim = { kind: 'open'; order: OpenOrder } | { kind: 'stale'; order: OpenOrder } | { kind: 'starting' } | { kind: 'new'; order: OpenOrder; item: typeof cartItems.$inferSelect };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Part 2 §7 orders/myfatoorah/pay for an unpaid cart item of the caller's company, at the item's own
 * price (whatever the client says). At most one payment of an item is open: a second call
 * while one is open gets that one's page (two tabs, a double click, two server processes), never a
 * second charge; the cart item row is locked while deciding, and the partial unique index
 * orders_one_open_key has the last word.
 */
export async function startPayment(db: Db, gateway: PaymentGateway, user: SessionUser, input: StartPaymentInput, sleep = realSleep): Promise<{ paymentUrl: string; reference: string }> {
  const started = Date.now();
  for (;;) {
    const claim = await claimPayment(db, gateway, user, input);
    if (claim.kind === 'open') return { paymentUrl: claim.order.paymentUrl!, reference: claim.order.reference };
    if (claim.kind === 'new') return execute(db, gateway, user, input, claim.order, claim.item);
    if (claim.kind === 'stale') {
      await retire(db, gateway, claim.order, input.now);
      continue;
    }
    // Another call is creating this item's payment: its page is the answer once it has one.
    if (Date.now() - started > WAIT_FOR_OTHER_MS) throw new HttpError(409, 'server.payment-in-progress');
    await sleep(POLL_MS);
  }
}

/** Locks the cart item and decides: its open payment, or a new order (status created) to send. */
async function claimPayment(db: Db, gateway: PaymentGateway, user: SessionUser, input: StartPaymentInput): Promise<Claim> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [item] = await tx.select().from(cartItems)
        .where(and(eq(cartItems.id, input.itemId), eq(cartItems.companyId, user.companyId!), eq(cartItems.status, 'unpaid'))).for('update');
      if (!item) throw new HttpError(404, 'server.cart-item-unknown');
      const [open] = await tx.select().from(orders).where(and(eq(orders.cartItemId, item.id), inArray(orders.status, [...OPEN_ORDER_STATUSES])));
      if (open) {
        const stale = input.now.getTime() - open.createdAt.getTime() > OPEN_PAYMENT_REUSE_MS || open.amountFils !== item.amountFils;
        if (stale) return { kind: 'stale', order: open };
        return open.paymentUrl ? { kind: 'open', order: open } : { kind: 'starting' };
      }
      const [order] = await tx.insert(orders).values({
        reference: randomUUID(), companyId: item.companyId, userId: user.id, cartItemId: item.id, amountFils: item.amountFils,
        gateway: gateway.name, method: input.method.kind, createdAt: input.now,
      }).returning();
      return { kind: 'new', order, item };
    });
  } catch (error) {
    // Lost a race the row lock did not see (cannot happen while the lock holds): read the winner's.
    if (isUniqueViolation(error)) return { kind: 'starting' };
    throw error;
  }
}

/**
 * An open payment past its bound (or for another amount than the item's now): paid at the provider
 * after all → settled (the item leaves the cart, and the next claim says so); otherwise cancelled,
 * so a new one can start.
 */
async function retire(db: Db, gateway: PaymentGateway, order: OpenOrder, now: Date): Promise<void> {
  if (order.invoiceId) {
    const settled = await settlePayment(db, gateway, { invoiceId: order.invoiceId }, now).catch((error: unknown) => {
      if (error instanceof GatewayError) throw new HttpError(400, 'server.payment-refused', { vars: { reason: error.message } });
      throw error;
    });
    if (settled?.status === 'paid' || settled?.status === 'refunded') return;
  }
  await db.update(orders).set({ status: 'cancelled', updatedAt: now })
    .where(and(eq(orders.id, order.id), inArray(orders.status, [...OPEN_ORDER_STATUSES])));
}

/** Sends a new order to the provider and keeps its page, unless the order was cancelled meanwhile (its item removed). */
async function execute(db: Db, gateway: PaymentGateway, user: SessionUser, input: StartPaymentInput, order: OpenOrder, item: typeof cartItems.$inferSelect) {
  try {
    const executed = await gateway.executePayment({
      amountFils: item.amountFils, method: input.method, customerReference: order.reference, language: input.locale,
      callbackUrl: `${input.publicUrl}/payment-success`, errorUrl: `${input.publicUrl}/check-out`,
      customerName: user.fullName, customerEmail: user.email,
      items: [{ name: t(input.locale, `server.cart-item-${item.paymentForType}`), quantity: 1, unitPriceFils: item.amountFils }],
    });
    const [kept] = await db.update(orders).set({ status: 'pending', invoiceId: executed.invoiceId, paymentUrl: executed.paymentUrl, updatedAt: input.now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created'))).returning({ id: orders.id });
    if (!kept) {
      // Removed from the cart while the provider answered: keep the invoice id, so a Success on it is found and refunded.
      await db.update(orders).set({ invoiceId: executed.invoiceId, paymentUrl: executed.paymentUrl }).where(eq(orders.id, order.id));
      throw new HttpError(404, 'server.cart-item-unknown');
    }
    return { paymentUrl: executed.paymentUrl, reference: order.reference };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    await db.update(orders).set({ status: 'failed', error: error instanceof Error ? error.message : String(error), updatedAt: input.now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'created')));
    if (error instanceof GatewayError) throw new HttpError(400, 'server.payment-refused', { vars: { reason: error.message } });
    throw error;
  }
}
