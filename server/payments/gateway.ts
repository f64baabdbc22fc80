// The one door to a payment provider. Orders, fulfilment and routes speak only this;
// server/payments/myfatoorah/ implements it for MyFatoorah API v2, and the sandbox (the default when
// MyFatoorah is not configured) is a local provider speaking the same v2 wire format, so both take
// the same code path. Amounts are integer fils here; the adapter turns them into KWD decimals.

/** How the seller pays: the embedded form's session (card, Apple Pay, Google Pay), or KNET. Never both. */
export type PaymentMethod = { kind: 'session'; sessionId: string } | { kind: 'knet' };

export interface ExecutePaymentInput {
  amountFils: number;
  method: PaymentMethod;
  /** Where the provider sends the browser after a success (`?paymentId=&Id=` are appended) … */
  callbackUrl: string;
  /** … and after a failure. */
  errorUrl: string;
  /** Our order's reference (unique per payment attempt); the provider echoes it back. */
  customerReference: string;
  language: 'en' | 'ar';
  customerName?: string;
  customerEmail?: string;
  /** They must add up to amountFils. */
  items: Array<{ name: string; quantity: number; unitPriceFils: number }>;
}

export interface ExecutedPayment {
  /** The provider's invoice id, kept as text. */
  invoiceId: string;
  /** Where the browser goes next (the provider's payment or 3-D Secure page). */
  paymentUrl: string;
}

/** One attempt to pay an invoice, as the provider reports it. */
export interface PaymentTransaction {
  /** ~20 digits with a leading zero: text, never a number. */
  paymentId: string;
  /** The provider's own words, kept as sent (MyFatoorah spells success `Succss`). */
  status: string;
  succeeded: boolean;
  amountFils: number;
  currency: string;
  /** MF001–MF020 on a failure, else null. */
  errorCode: string | null;
  error: string | null;
  referenceId: string | null;
}

/** The provider's word on an invoice (GetPaymentStatus): the only proof of a payment. */
export interface PaymentStatus {
  invoiceId: string;
  invoiceStatus: 'Pending' | 'Paid' | 'Canceled';
  customerReference: string;
  amountFils: number;
  currency: string;
  transactions: PaymentTransaction[];
}

/** A webhook whose signature checked out (MyFatoorah webhook v2). */
export interface PaymentWebhook {
  invoiceId: string;
  invoiceStatus: string;
  transactionStatus: string;
  paymentId: string;
  customerReference: string;
}

/** Give back (part of) a paid payment: one call per refund, since the provider does not deduplicate. */
export interface RefundInput {
  paymentId: string;
  amountFils: number;
  /** Our order's reference: echoed in the refund's webhook (ExternalIdentifier). */
  reference: string;
  comment: string;
}

/** The provider's refund request; it is executed by the provider later (record it, do not assume it is done). */
export interface RefundRequested {
  refundId: string;
  refundReference: string | null;
}

/** What the browser needs to show the embedded form. */
export interface EmbeddedForm {
  scriptUrl: string;
  countryCode: string;
  currencyCode: string;
}

/** A provider refused or failed a call; `validationErrors` as the provider sent them (400). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly validationErrors: Array<{ name: string; error: string }> = [],
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export interface PaymentGateway {
  readonly name: 'myfatoorah' | 'sandbox';
  readonly embeddedForm: EmbeddedForm;
  /** A new session for the embedded form; a session serves one payment only. */
  initiateSession(): Promise<{ sessionId: string; countryCode: string }>;
  executePayment(input: ExecutePaymentInput): Promise<ExecutedPayment>;
  /** Asks the provider (retrying a rate-limited answer) about an invoice, by the redirect's paymentId or our invoice id. */
  paymentStatus(key: { paymentId: string } | { invoiceId: string }): Promise<PaymentStatus>;
  /** Asks the provider to refund a paid payment (MyFatoorah v2 MakeRefund). */
  refund(input: RefundInput): Promise<RefundRequested>;
  /** Checks the `MyFatoorah-Signature` header against the raw body; null when it does not match or the body is not a v2 webhook. */
  readWebhook(signature: string | undefined, rawBody: string): PaymentWebhook | null;
}

/** Paid: a transaction that succeeded (MyFatoorah's `Succss`, or `DuplicatePayment`). */
export const paidTransaction = (status: PaymentStatus): PaymentTransaction | undefined =>
  status.transactions.find((t) => t.succeeded);
