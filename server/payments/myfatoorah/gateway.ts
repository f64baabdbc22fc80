import type { EmbeddedForm, ExecutePaymentInput, PaymentGateway } from '../gateway';
import { GatewayError } from '../gateway';
import { executePaymentRequest } from './execute-request';
import { myFatoorahPost, type MyFatoorahHttpOptions } from './http';
import { retryRateLimited } from './retry';
import { paymentStatusOf } from './status';
import { filsToKwd } from './money';
import { executePaymentDataSchema, initiateSessionDataSchema, makeRefundDataSchema, paymentStatusDataSchema } from './wire';
import { readWebhookV2 } from './webhook';

export interface MyFatoorahGatewayOptions extends MyFatoorahHttpOptions {
  webhookSecret: string;
  scriptUrl: string;
  /** 'sandbox' when this adapter talks to the local sandbox provider. */
  name?: PaymentGateway['name'];
  /** Waits between rate-limited status calls; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** PaymentGateway over MyFatoorah API v2 (InitiateSession, ExecutePayment, GetPaymentStatus, MakeRefund, webhook v2). */
export function createMyFatoorahGateway(options: MyFatoorahGatewayOptions): PaymentGateway {
  const post = myFatoorahPost(options);
  const sleep = options.sleep ?? realSleep;
  const embeddedForm: EmbeddedForm = { scriptUrl: options.scriptUrl, countryCode: 'KWT', currencyCode: 'KWD' };
  return {
    name: options.name ?? 'myfatoorah',
    embeddedForm,
    async initiateSession() {
      const data = await post('/v2/InitiateSession', {}, initiateSessionDataSchema);
      return { sessionId: data.SessionId, countryCode: data.CountryCode };
    },
    async executePayment(input: ExecutePaymentInput) {
      const data = await post('/v2/ExecutePayment', executePaymentRequest(input), executePaymentDataSchema);
      if (!data.PaymentURL) throw new GatewayError('MyFatoorah ExecutePayment gave no PaymentURL', 502);
      return { invoiceId: String(data.InvoiceId), paymentUrl: data.PaymentURL };
    },
    async paymentStatus(key) {
      const body = 'paymentId' in key ? { Key: key.paymentId, KeyType: 'PaymentId' } : { Key: key.invoiceId, KeyType: 'InvoiceId' };
      const data = await retryRateLimited(() => post('/v2/GetPaymentStatus', body, paymentStatusDataSchema), sleep);
      return paymentStatusOf(data);
    },
    async refund(input) {
      // Never retried here: the provider does not deduplicate refunds, so a lost answer is for the operator to check.
      const data = await post('/v2/MakeRefund', {
        KeyType: 'PaymentId', Key: input.paymentId, Amount: filsToKwd(input.amountFils), ServiceChargeOnCustomer: false,
        Comment: input.comment, ExternalIdentifier: input.reference,
      }, makeRefundDataSchema);
      return { refundId: String(data.RefundId), refundReference: data.RefundReference ?? null };
    },
    readWebhook(signature, rawBody) {
      return readWebhookV2(options.webhookSecret, signature, rawBody);
    },
  };
}
