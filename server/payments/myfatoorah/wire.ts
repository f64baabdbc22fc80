import { z } from 'zod';

// MyFatoorah API v2's JSON, as they send it (their misspellings `Succss` and `TransationValue`
// included). The adapter parses every answer through these; the sandbox answers with the same shapes.

export const validationErrorSchema = z.object({ Name: z.string().nullish(), Error: z.string().nullish() });

/** `{ IsSuccess, Message, ValidationErrors, Data }`; Data is checked separately once IsSuccess is true. */
export const envelopeSchema = z.object({
  IsSuccess: z.boolean(),
  Message: z.string().nullish(),
  ValidationErrors: z.array(validationErrorSchema).nullish(),
  Data: z.unknown(),
});
export type Envelope<T> = { IsSuccess: boolean; Message: string; ValidationErrors: Array<{ Name: string; Error: string }> | null; Data: T | null };

export const initiateSessionDataSchema = z.object({
  SessionId: z.string().min(1),
  CountryCode: z.string(),
  CustomerTokens: z.array(z.unknown()).nullish(),
});
export type InitiateSessionData = z.infer<typeof initiateSessionDataSchema>;

const invoiceItemSchema = z.object({ ItemName: z.string(), Quantity: z.number().int().positive(), UnitPrice: z.number() });

/** ExecutePayment's body: SessionId for the embedded form or PaymentMethodId (1 KNET), never both. */
export const executePaymentRequestSchema = z.object({
  InvoiceValue: z.number().positive(),
  SessionId: z.string().min(1).optional(),
  PaymentMethodId: z.number().int().positive().optional(),
  CallBackUrl: z.string().url(),
  ErrorUrl: z.string().url(),
  CustomerName: z.string().optional(),
  CustomerEmail: z.string().optional(),
  Language: z.enum(['EN', 'AR', 'en', 'ar']),
  CustomerReference: z.string().optional(),
  UserDefinedField: z.string().optional(),
  DisplayCurrencyIso: z.string().optional(),
  InvoiceItems: z.array(invoiceItemSchema).optional(),
});
export type ExecutePaymentRequest = z.infer<typeof executePaymentRequestSchema>;

export const executePaymentDataSchema = z.object({
  InvoiceId: z.number().int(),
  IsDirectPayment: z.boolean().nullish(),
  PaymentURL: z.string().nullish(),
  CustomerReference: z.string().nullish(),
  UserDefinedField: z.string().nullish(),
});
export type ExecutePaymentData = z.infer<typeof executePaymentDataSchema>;

export const paymentStatusRequestSchema = z.object({
  Key: z.string().min(1),
  KeyType: z.enum(['PaymentId', 'InvoiceId', 'CustomerReference']),
});
export type PaymentStatusRequest = z.infer<typeof paymentStatusRequestSchema>;

export const invoiceTransactionSchema = z.object({
  TransactionDate: z.string().nullish(),
  PaymentGateway: z.string().nullish(),
  ReferenceId: z.string().nullish(),
  TrackId: z.string().nullish(),
  TransactionId: z.union([z.string(), z.number()]).nullish(),
  // ~20 digits with a leading zero: a number would lose it, so only text is accepted.
  PaymentId: z.string().min(1),
  AuthorizationId: z.string().nullish(),
  TransactionStatus: z.string(),
  TransationValue: z.union([z.number(), z.string()]),
  PaidCurrency: z.string().nullish(),
  Currency: z.string().nullish(),
  Error: z.string().nullish(),
  ErrorCode: z.string().nullish(),
  CardNumber: z.string().nullish(),
});
export type InvoiceTransaction = z.infer<typeof invoiceTransactionSchema>;

export const paymentStatusDataSchema = z.object({
  InvoiceId: z.number().int(),
  InvoiceStatus: z.enum(['Pending', 'Paid', 'Canceled']),
  InvoiceReference: z.string().nullish(),
  CustomerReference: z.string().nullish(),
  CreatedDate: z.string().nullish(),
  ExpiryDate: z.string().nullish(),
  ExpiryTime: z.string().nullish(),
  InvoiceValue: z.number(),
  InvoiceDisplayValue: z.string().nullish(),
  UserDefinedField: z.string().nullish(),
  InvoiceItems: z.array(invoiceItemSchema).nullish(),
  InvoiceTransactions: z.array(invoiceTransactionSchema),
});
export type PaymentStatusData = z.infer<typeof paymentStatusDataSchema>;

/**
 * MakeRefund's body: `KeyType` + `Key` (v2), or the newer "Create Refund" shape with `PaymentId`;
 * `Amount` in the invoice currency. The adapter sends the v2 shape; the sandbox takes both.
 */
export const makeRefundRequestSchema = z.object({
  KeyType: z.enum(['InvoiceId', 'PaymentId']).optional(),
  Key: z.string().min(1).optional(),
  PaymentId: z.string().min(1).optional(),
  Amount: z.number().positive(),
  ServiceChargeOnCustomer: z.boolean().optional(),
  Comment: z.string().max(500).optional(),
  ExternalIdentifier: z.string().max(100).optional(),
}).refine((b) => (b.KeyType !== undefined && b.Key !== undefined) || b.PaymentId !== undefined, { message: 'KeyType and Key, or PaymentId, are required', path: ['Key'] });
export type MakeRefundRequest = z.infer<typeof makeRefundRequestSchema>;

export const makeRefundDataSchema = z.object({
  Key: z.string().nullish(),
  RefundId: z.union([z.number().int(), z.string().min(1)]),
  RefundReference: z.string().nullish(),
  RefundInvoiceId: z.union([z.number().int(), z.string()]).nullish(),
  Amount: z.number().nullish(),
  Comment: z.string().nullish(),
});
export type MakeRefundData = z.infer<typeof makeRefundDataSchema>;
