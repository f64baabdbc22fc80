import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { companies, orders, type RefundReason } from '../../db/schema';

export interface RefundDue {
  orderId: number;
  company: string;
  amountFils: number;
  reason: RefundReason | null;
  paymentId: string | null;
  invoiceId: string | null;
  reference: string;
  /** The provider's refund request id; null while none was accepted (then `refundError` says why, if it was tried). */
  refundId: string | null;
  refundError: string | null;
  paidAt: Date | null;
}

/** Orders paid for something we could not deliver (status 'refund'), newest first: `npm run admin -- refunds`. */
export async function refundsDue(db: Db): Promise<RefundDue[]> {
  return db.select({
    orderId: orders.id, company: companies.name, amountFils: orders.amountFils, reason: orders.refundReason, paymentId: orders.paymentId,
    invoiceId: orders.invoiceId, reference: orders.reference, refundId: orders.refundId, refundError: orders.refundError, paidAt: orders.paidAt,
  }).from(orders).innerJoin(companies, eq(companies.id, orders.companyId))
    .where(eq(orders.status, 'refund')).orderBy(desc(orders.id));
}
