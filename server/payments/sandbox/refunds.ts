import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { sandboxPaymentInvoices, sandboxPaymentRefunds } from '../../db/schema';
import { filsToKwd, kwdToFils } from '../myfatoorah/money';
import type { MakeRefundRequest } from '../myfatoorah/wire';
import { findInvoice, findInvoiceByPaymentId } from './store';

export type SandboxRefundResult =
  | { data: { Key: string; RefundId: number; RefundReference: string; RefundInvoiceId: number; Amount: number; Comment: string | null } }
  | { error: { Name: string; Error: string } };

/**
 * MakeRefund on the sandbox: a refund request against a paid invoice, by InvoiceId or PaymentId (the
 * v2 shape `KeyType` + `Key`, or the newer `PaymentId`). Like the provider, refunds of one payment may
 * repeat until its amount is used up, and nothing deduplicates them; the invoice row is locked so
 * two refunds on two processes never give back more than was paid.
 */
export async function makeSandboxRefund(db: Db, body: MakeRefundRequest): Promise<SandboxRefundResult> {
  const byPaymentId = body.PaymentId ?? (body.KeyType === 'PaymentId' ? body.Key : undefined);
  const key = byPaymentId ?? body.Key!;
  const found = byPaymentId !== undefined ? await findInvoiceByPaymentId(db, byPaymentId)
    : /^\d{1,9}$/.test(key) ? await findInvoice(db, Number(key)) : undefined;
  if (!found) return { error: { Name: 'Key', Error: 'Invalid key value' } };
  let amountFils: number;
  try {
    amountFils = kwdToFils(body.Amount);
  } catch {
    return { error: { Name: 'Amount', Error: 'Amount must have at most three decimal places' } };
  }
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(sandboxPaymentInvoices).where(eq(sandboxPaymentInvoices.id, found.id)).for('update');
    if (invoice.status !== 'Paid') return { error: { Name: 'Key', Error: 'The invoice is not paid' } };
    const [{ refunded }] = await tx.select({ refunded: sql<number>`coalesce(sum(${sandboxPaymentRefunds.amountFils}), 0)::int` })
      .from(sandboxPaymentRefunds).where(eq(sandboxPaymentRefunds.invoiceId, invoice.id));
    if (refunded + amountFils > invoice.amountFils) return { error: { Name: 'Amount', Error: 'The refund amount is more than what is left of the payment' } };
    const [refund] = await tx.insert(sandboxPaymentRefunds).values({
      invoiceId: invoice.id, amountFils, comment: body.Comment ?? null, externalIdentifier: body.ExternalIdentifier ?? null,
    }).returning();
    return { data: { Key: key, RefundId: refund.id, RefundReference: `RF${refund.id}`, RefundInvoiceId: invoice.id, Amount: filsToKwd(amountFils), Comment: refund.comment } };
  });
}
