import { createHmac, timingSafeEqual } from 'node:crypto';

/** The five fields webhook v2 signs for PAYMENT_STATUS_CHANGED (event code 1), in this order. */
export interface WebhookV2SignedFields {
  invoiceId: string | number | null | undefined;
  invoiceStatus: string | null | undefined;
  transactionStatus: string | null | undefined;
  paymentId: string | null | undefined;
  externalIdentifier: string | null | undefined;
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** `Invoice.Id=…,Invoice.Status=…,Transaction.Status=…,Transaction.PaymentId=…,Invoice.ExternalIdentifier=…`, nulls as ''. */
export function webhookV2SigningString(f: WebhookV2SignedFields): string {
  return [
    `Invoice.Id=${text(f.invoiceId)}`,
    `Invoice.Status=${text(f.invoiceStatus)}`,
    `Transaction.Status=${text(f.transactionStatus)}`,
    `Transaction.PaymentId=${text(f.paymentId)}`,
    `Invoice.ExternalIdentifier=${text(f.externalIdentifier)}`,
  ].join(',');
}

/** base64(HMAC-SHA256(secret, signing string)), both UTF-8: the `MyFatoorah-Signature` header. */
export function signWebhookV2(secret: string, fields: WebhookV2SignedFields): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8')).update(webhookV2SigningString(fields), 'utf8').digest('base64');
}

/** Compares in constant time; an empty secret never verifies anything. */
export function webhookV2SignatureMatches(secret: string, fields: WebhookV2SignedFields, signature: string | undefined): boolean {
  if (!secret || !signature) return false;
  const expected = Buffer.from(signWebhookV2(secret, fields), 'utf8');
  const given = Buffer.from(signature.trim(), 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
