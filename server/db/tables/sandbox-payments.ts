import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns';

// The local payment sandbox (server/payments/sandbox): a stand-in for MyFatoorah that keeps its
// sessions, invoices and transactions here so that every server process sees the same ones.

/** An embedded-form session (InitiateSession); the invoice that uses it claims it (invoices.session_id is unique). */
export const sandboxPaymentSessions = pgTable('sandbox_payment_sessions', {
  sessionId: text('session_id').primaryKey(),
  createdAt: createdAt(),
});

export interface SandboxInvoiceItem {
  ItemName: string;
  Quantity: number;
  UnitPrice: number;
}

/** An invoice (ExecutePayment). Amounts in integer fils; `status` in MyFatoorah's words. */
export const sandboxPaymentInvoices = pgTable('sandbox_payment_invoices', {
  // Seven-digit ids like the provider's.
  id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 4100001 }),
  /** 'card' (through a session) or 'knet' (PaymentMethodId 1). */
  method: text('method').$type<'card' | 'knet'>().notNull(),
  sessionId: text('session_id').unique().references(() => sandboxPaymentSessions.sessionId),
  amountFils: integer('amount_fils').notNull(),
  currency: text('currency').notNull(),
  language: text('language').$type<'EN' | 'AR'>().notNull(),
  customerReference: text('customer_reference'),
  customerName: text('customer_name'),
  customerEmail: text('customer_email'),
  userDefinedField: text('user_defined_field'),
  callbackUrl: text('callback_url').notNull(),
  errorUrl: text('error_url').notNull(),
  items: jsonb('items').$type<SandboxInvoiceItem[]>().notNull(),
  status: text('status').$type<'Pending' | 'Paid' | 'Canceled'>().notNull().default('Pending'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

/** One attempt to pay an invoice. `paymentId` is ~20 digits with a leading zero, hence text. */
export const sandboxPaymentTransactions = pgTable(
  'sandbox_payment_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 5200001 }),
    paymentId: text('payment_id').notNull().unique(),
    invoiceId: integer('invoice_id').notNull().references(() => sandboxPaymentInvoices.id),
    /** 'Succss' (their spelling) or 'Failed'. */
    status: text('status').$type<'Succss' | 'Failed'>().notNull(),
    errorCode: text('error_code'),
    error: text('error'),
    amountFils: integer('amount_fils').notNull(),
    /** 'KNET' or 'VISA/MASTER'. */
    gateway: text('gateway').notNull(),
    cardNumber: text('card_number').notNull(),
    referenceId: text('reference_id').notNull(),
    trackId: text('track_id').notNull(),
    authorizationId: text('authorization_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payment_transactions_invoice_idx').on(t.invoiceId, t.id)],
);

/** A refund request (MakeRefund) against a paid invoice; the provider does not deduplicate them, nor does this. */
export const sandboxPaymentRefunds = pgTable(
  'sandbox_payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 6300001 }),
    invoiceId: integer('invoice_id').notNull().references(() => sandboxPaymentInvoices.id),
    amountFils: integer('amount_fils').notNull(),
    comment: text('comment'),
    externalIdentifier: text('external_identifier'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payment_refunds_invoice_idx').on(t.invoiceId)],
);
