import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { sandboxPaymentInvoices, sandboxPaymentSessions, sandboxPaymentTransactions, type SandboxInvoiceItem } from '../../db/schema';
import { FAILURE_TEXTS, type Outcome } from './constants';
import { newAuthorizationId, newPaymentId, newReferenceId, newSessionId, newTrackId } from './ids';

export type SandboxInvoice = typeof sandboxPaymentInvoices.$inferSelect;
export type SandboxTransaction = typeof sandboxPaymentTransactions.$inferSelect;

/** Invoices stay payable for three days, as the provider's default. */
const INVOICE_LIFETIME_MS = 3 * 24 * 3600_000;

export async function createSession(db: Db): Promise<string> {
  const sessionId = newSessionId();
  await db.insert(sandboxPaymentSessions).values({ sessionId });
  return sessionId;
}

export interface NewInvoice {
  method: 'card' | 'knet';
  sessionId?: string;
  amountFils: number;
  language: 'EN' | 'AR';
  customerReference?: string;
  customerName?: string;
  customerEmail?: string;
  userDefinedField?: string;
  callbackUrl: string;
  errorUrl: string;
  items: SandboxInvoiceItem[];
}

export type CreateInvoiceResult = { invoice: SandboxInvoice } | { error: 'unknown session' | 'session used' };

/** A session serves one invoice: the unique session_id decides between racing ExecutePayments. */
export async function createInvoice(db: Db, input: NewInvoice, now: Date): Promise<CreateInvoiceResult> {
  if (input.sessionId) {
    const [session] = await db.select().from(sandboxPaymentSessions).where(eq(sandboxPaymentSessions.sessionId, input.sessionId));
    if (!session) return { error: 'unknown session' };
  }
  const [invoice] = await db
    .insert(sandboxPaymentInvoices)
    .values({ ...input, currency: 'KWD', expiresAt: new Date(now.getTime() + INVOICE_LIFETIME_MS) })
    .onConflictDoNothing({ target: sandboxPaymentInvoices.sessionId })
    .returning();
  return invoice ? { invoice } : { error: 'session used' };
}

export async function findInvoice(db: Db, invoiceId: number): Promise<SandboxInvoice | undefined> {
  const [invoice] = await db.select().from(sandboxPaymentInvoices).where(eq(sandboxPaymentInvoices.id, invoiceId));
  return invoice;
}

export async function findInvoiceByPaymentId(db: Db, paymentId: string): Promise<SandboxInvoice | undefined> {
  const [row] = await db
    .select({ invoice: sandboxPaymentInvoices })
    .from(sandboxPaymentTransactions)
    .innerJoin(sandboxPaymentInvoices, eq(sandboxPaymentInvoices.id, sandboxPaymentTransactions.invoiceId))
    .where(eq(sandboxPaymentTransactions.paymentId, paymentId));
  return row?.invoice;
}

export async function findInvoiceByReference(db: Db, reference: string): Promise<SandboxInvoice | undefined> {
  const [invoice] = await db.select().from(sandboxPaymentInvoices)
    .where(eq(sandboxPaymentInvoices.customerReference, reference)).orderBy(desc(sandboxPaymentInvoices.id)).limit(1);
  return invoice;
}

export const transactionsOf = (db: Db, invoiceId: number): Promise<SandboxTransaction[]> =>
  db.select().from(sandboxPaymentTransactions).where(eq(sandboxPaymentTransactions.invoiceId, invoiceId)).orderBy(sandboxPaymentTransactions.id);

const maskCard = (number: string) => `${number.slice(0, 6)}xxxxxx${number.slice(-4)}`;

export type PayResult = { paid: false; invoice: SandboxInvoice; transaction: SandboxTransaction } | { paid: true; invoice: SandboxInvoice };

/**
 * Records one attempt. The invoice row is locked so that two attempts on two server processes
 * cannot both pay it: once Paid, later attempts record nothing and say so.
 */
export async function recordAttempt(db: Db, invoiceId: number, outcome: Outcome, cardNumber: string): Promise<PayResult | undefined> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(sandboxPaymentInvoices).where(eq(sandboxPaymentInvoices.id, invoiceId)).for('update');
    if (!invoice) return undefined;
    if (invoice.status !== 'Pending') return { paid: true, invoice };
    const succeeded = outcome === 'Success';
    const failure = succeeded ? null : FAILURE_TEXTS[outcome][invoice.language === 'AR' ? 'ar' : 'en'];
    const [transaction] = await tx.insert(sandboxPaymentTransactions).values({
      paymentId: newPaymentId(),
      invoiceId,
      status: succeeded ? 'Succss' : 'Failed',
      errorCode: succeeded ? null : outcome,
      error: failure,
      amountFils: invoice.amountFils,
      gateway: invoice.method === 'knet' ? 'KNET' : 'VISA/MASTER',
      cardNumber: maskCard(cardNumber),
      referenceId: newReferenceId(),
      trackId: newTrackId(),
      authorizationId: succeeded ? newAuthorizationId() : '',
    }).returning();
    let updated = invoice;
    if (succeeded) {
      [updated] = await tx.update(sandboxPaymentInvoices).set({ status: 'Paid' })
        .where(and(eq(sandboxPaymentInvoices.id, invoiceId), eq(sandboxPaymentInvoices.status, 'Pending'))).returning();
    }
    return { paid: false, invoice: updated, transaction };
  });
}
