import { z } from 'zod';
import type { PaymentWebhook } from '../gateway';
import { webhookV2SignatureMatches, type WebhookV2SignedFields } from './signature';

const idText = z.union([z.string(), z.number()]).nullish();

/** Webhook v2, PAYMENT_STATUS_CHANGED (Event.Code 1): the fields we read; the rest passes through. */
export const webhookV2Schema = z.object({
  Event: z.object({ Code: z.literal(1), Name: z.string().nullish() }).loose(),
  Data: z.object({
    Invoice: z.object({ Id: idText, Status: z.string().nullish(), ExternalIdentifier: z.string().nullish() }).loose(),
    Transaction: z.object({ Status: z.string().nullish(), PaymentId: z.string().nullish() }).loose(),
  }).loose(),
}).loose();
export type WebhookV2Body = z.infer<typeof webhookV2Schema>;

export const signedFieldsOf = (body: WebhookV2Body): WebhookV2SignedFields => ({
  invoiceId: body.Data.Invoice.Id,
  invoiceStatus: body.Data.Invoice.Status,
  transactionStatus: body.Data.Transaction.Status,
  paymentId: body.Data.Transaction.PaymentId,
  externalIdentifier: body.Data.Invoice.ExternalIdentifier,
});

/** The webhook when its body is a v2 payment event and `MyFatoorah-Signature` matches it; else null. */
export function readWebhookV2(secret: string, signature: string | undefined, rawBody: string): PaymentWebhook | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = webhookV2Schema.safeParse(json);
  if (!parsed.success) return null;
  const fields = signedFieldsOf(parsed.data);
  if (!webhookV2SignatureMatches(secret, fields, signature)) return null;
  return {
    invoiceId: fields.invoiceId == null ? '' : String(fields.invoiceId),
    invoiceStatus: fields.invoiceStatus ?? '',
    transactionStatus: fields.transactionStatus ?? '',
    paymentId: fields.paymentId ?? '',
    customerReference: fields.externalIdentifier ?? '',
  };
}
