import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { at, createdAt, id } from './columns';

/**
 * Part 2 §3 paymentForType: banner 1, subscription 2, boostAd 3, adRefresh 4, flashSale 5, and 6 for a
 * membership renewal (§9: type 6 with product 4), and 9 for a promo offer (§9: "9 promo entry").
 */
export type PaymentForType = 1 | 2 | 3 | 4 | 5 | 6 | 9;
export type CartItemStatus = 'unpaid' | 'paid' | 'removed';
/**
 * created → pending (sent to the provider) → paid | failed | cancelled; paid is final. `refund`: the
 * provider took the money for something we could no longer deliver (refundReason), so it is given back.
 */
export type OrderStatus = 'created' | 'pending' | 'paid' | 'failed' | 'cancelled' | 'refund';
/** The payments that may still be completed at the provider: at most one a cart item. */
export const OPEN_ORDER_STATUSES = ['created', 'pending'] as const satisfies readonly OrderStatus[];
/** Why a paid order was not delivered. */
export type RefundReason = 'removed' | 'cancelled' | 'already-paid' | 'unavailable' | 'changed';

/** One thing a company is to pay for, priced by the server when it was added. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    addedBy: integer('added_by').notNull().references(() => users.id),
    paymentForType: smallint('payment_for_type').$type<PaymentForType>().notNull(),
    /** What is paid for, by type: the membership (2, 6), later the banner or offer. */
    subjectId: integer('subject_id').notNull(),
    amountFils: integer('amount_fils').notNull(),
    status: text('status').$type<CartItemStatus>().notNull().default('unpaid'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('cart_items_company_idx').on(t.companyId, t.status),
    uniqueIndex('cart_items_one_unpaid_key').on(t.paymentForType, t.subjectId).where(sql`${t.status} = 'unpaid'`),
  ],
);

/** One attempt to pay a cart item through a gateway. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Our reference, sent as the provider's CustomerReference and checked when it answers. */
    reference: text('reference').notNull().unique(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    userId: integer('user_id').notNull().references(() => users.id),
    cartItemId: integer('cart_item_id').notNull().references(() => cartItems.id),
    amountFils: integer('amount_fils').notNull(),
    currency: text('currency').notNull().default('KWD'),
    gateway: text('gateway').$type<'myfatoorah' | 'sandbox'>().notNull(),
    method: text('method').$type<'session' | 'knet'>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('created'),
    /** The provider's ids, as text (a PaymentId has a leading zero). */
    invoiceId: text('invoice_id').unique(),
    paymentId: text('payment_id'),
    errorCode: text('error_code'),
    error: text('error'),
    /** The provider's page for this payment: a second pay call while it is open is sent there again. */
    paymentUrl: text('payment_url'),
    refundReason: text('refund_reason').$type<RefundReason>(),
    /** The provider's id of the refund request, once it accepted one; its failure otherwise. */
    refundId: text('refund_id'),
    refundError: text('refund_error'),
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at'),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('orders_company_idx').on(t.companyId, t.createdAt.desc()),
    // One open payment per cart item: the last word when two pay calls race.
    uniqueIndex('orders_one_open_key').on(t.cartItemId).where(sql`${t.status} in ('created', 'pending')`),
    index('orders_refund_idx').on(t.id).where(sql`${t.status} = 'refund'`),
  ],
);

/**
 * The proof that an order's goods were delivered: one row an order (the primary key), written in the
 * same transaction as the goods, so redirects, reloads and webhooks on any number of processes fulfil once.
 */
export const fulfilments = pgTable('fulfilments', {
  orderId: integer('order_id').primaryKey().references(() => orders.id),
  createdAt: createdAt(),
});
