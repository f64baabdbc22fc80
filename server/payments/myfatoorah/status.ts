import type { PaymentStatus, PaymentTransaction } from '../gateway';
import { amountToFils, kwdToFils } from './money';
import type { InvoiceTransaction, PaymentStatusData } from './wire';

/** MyFatoorah's success words: `Succss` (their spelling) and `DuplicatePayment` (already paid). */
const SUCCESS_STATUSES = new Set(['succss', 'success', 'duplicatepayment']);

/** The provider writes Kuwaiti dinars as `KD` in transactions; orders speak ISO codes. */
const currencyIso = (currency: string) => (currency.trim().toUpperCase() === 'KD' ? 'KWD' : currency.trim().toUpperCase());

export const transactionSucceeded = (status: string) => SUCCESS_STATUSES.has(status.trim().toLowerCase());

function transactionOf(t: InvoiceTransaction): PaymentTransaction {
  return {
    paymentId: t.PaymentId,
    status: t.TransactionStatus,
    succeeded: transactionSucceeded(t.TransactionStatus),
    amountFils: amountToFils(t.TransationValue),
    currency: currencyIso(t.PaidCurrency || t.Currency || 'KWD'),
    errorCode: t.ErrorCode || null,
    error: t.Error || null,
    referenceId: t.ReferenceId || null,
  };
}

/** GetPaymentStatus's Data in our terms: ids as text, amounts in fils. */
export function paymentStatusOf(data: PaymentStatusData): PaymentStatus {
  const transactions = data.InvoiceTransactions.map(transactionOf);
  return {
    invoiceId: String(data.InvoiceId),
    invoiceStatus: data.InvoiceStatus,
    customerReference: data.CustomerReference ?? '',
    amountFils: kwdToFils(data.InvoiceValue),
    // v2 test mode and our Kuwait account charge KWD; a transaction tells what was actually paid.
    currency: transactions.find((t) => t.succeeded)?.currency ?? 'KWD',
    transactions,
  };
}
