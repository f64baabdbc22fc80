import { filsToKwd, kwdDisplay } from '../myfatoorah/money';
import type { Envelope } from '../myfatoorah/wire';
import type { SandboxInvoice, SandboxTransaction } from './store';

// The provider's answers, field for field (misspellings included: `Succss`, `TransationValue`).

export const ok = <T>(Data: T): Envelope<T> => ({ IsSuccess: true, Message: '', ValidationErrors: null, Data });

export const refused = (Message: string, errors: Array<{ Name: string; Error: string }> | null = null): Envelope<null> =>
  ({ IsSuccess: false, Message, ValidationErrors: errors, Data: null });

/** Their dates carry no zone: `2026-03-01T09:00:00.000`. */
const providerDate = (date: Date) => date.toISOString().replace('Z', '');
/** Amounts in transactions are text with three decimals. */
const kwdText = (fils: number) => (fils / 1000).toFixed(3);

function transactionJson(t: SandboxTransaction) {
  return {
    TransactionDate: providerDate(t.createdAt),
    PaymentGateway: t.gateway,
    ReferenceId: t.referenceId,
    TrackId: t.trackId,
    TransactionId: String(t.id),
    PaymentId: t.paymentId,
    AuthorizationId: t.authorizationId,
    TransactionStatus: t.status,
    TransationValue: kwdText(t.amountFils),
    CustomerServiceCharge: '0.000',
    TotalServiceCharge: '0.000',
    DueValue: kwdText(t.amountFils),
    PaidCurrency: 'KD',
    PaidCurrencyValue: kwdText(t.amountFils),
    VatAmount: '0.000',
    IpAddress: '127.0.0.1',
    Country: 'Kuwait',
    Currency: 'KD',
    Error: t.error,
    CardNumber: t.cardNumber,
    ErrorCode: t.errorCode ?? '',
  };
}

/** GetPaymentStatus's Data. */
export function paymentStatusJson(invoice: SandboxInvoice, transactions: SandboxTransaction[]) {
  return {
    InvoiceId: invoice.id,
    InvoiceStatus: invoice.status,
    InvoiceReference: `2026${String(invoice.id).padStart(9, '0')}`,
    CustomerReference: invoice.customerReference,
    CreatedDate: providerDate(invoice.createdAt),
    ExpiryDate: invoice.expiresAt.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }),
    ExpiryTime: invoice.expiresAt.toISOString().slice(11, 23),
    InvoiceValue: filsToKwd(invoice.amountFils),
    Comments: null,
    CustomerName: invoice.customerName ?? '',
    CustomerMobile: '',
    CustomerEmail: invoice.customerEmail,
    UserDefinedField: invoice.userDefinedField,
    InvoiceDisplayValue: kwdDisplay(invoice.amountFils),
    DueDeposit: 0,
    DepositStatus: '',
    InvoiceItems: invoice.items,
    InvoiceTransactions: transactions.map(transactionJson),
    Suppliers: [],
  };
}
