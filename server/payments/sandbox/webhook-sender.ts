import type { Logger } from '../../http/logger';
import { signWebhookV2 } from '../myfatoorah/signature';
import type { SandboxInvoice, SandboxTransaction } from './store';

const kwdText = (fils: number) => (fils / 1000).toFixed(3);

/** Webhook v2 PAYMENT_STATUS_CHANGED for one attempt, in the provider's shape (statuses upper case). */
export function webhookV2Body(invoice: SandboxInvoice, t: SandboxTransaction, now: Date) {
  const amount = kwdText(t.amountFils);
  return {
    Event: { Code: 1, Name: 'PAYMENT_STATUS_CHANGED', CountryIsoCode: 'KWT', CreationDate: now.toISOString(), Reference: `WH-${t.id}` },
    Data: {
      Invoice: {
        Id: String(invoice.id),
        Status: invoice.status === 'Paid' ? 'PAID' : invoice.status === 'Canceled' ? 'CANCELED' : 'PENDING',
        Reference: `2026${String(invoice.id).padStart(9, '0')}`,
        CreationDate: invoice.createdAt.toISOString(),
        ExpirationDate: invoice.expiresAt.toISOString(),
        ExternalIdentifier: invoice.customerReference,
        UserDefinedField: invoice.userDefinedField,
        MetaData: null,
      },
      Transaction: {
        Id: String(t.id),
        Status: t.status === 'Succss' ? 'SUCCESS' : 'FAILED',
        PaymentMethod: t.gateway,
        PaymentId: t.paymentId,
        ReferenceId: t.referenceId,
        TrackId: t.trackId,
        AuthorizationId: t.authorizationId,
        TransactionDate: t.createdAt.toISOString(),
        ECI: '',
        IP: { Address: '127.0.0.1', Country: 'Kuwait' },
        Error: { Code: t.errorCode, Message: t.error },
        Card: { NameOnCard: invoice.customerName, Number: t.cardNumber, Token: null, PanHash: null, Issuer: null, IssuerCountry: 'KWT', FundingMethod: 'debit' },
      },
      Customer: { Reference: invoice.customerReference, Name: invoice.customerName, Mobile: null, Email: invoice.customerEmail },
      Amount: {
        BaseCurrency: 'KWD', ValueInBaseCurrency: amount, ServiceCharge: '0.000', ServiceChargeVAT: '0.000',
        ReceivableAmount: amount, PayCurrency: 'KWD', ValueInPayCurrency: amount, DisplayCurrency: 'KWD', ValueInDisplayCurrency: amount,
      },
      Suppliers: [],
    },
  };
}

export interface WebhookTarget {
  url: string;
  secret: string;
  logger: Logger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** POSTs the signed webhook once; a failure to deliver is logged (the redirect already went out). */
export async function sendWebhookV2(target: WebhookTarget, invoice: SandboxInvoice, t: SandboxTransaction, now: Date): Promise<void> {
  const body = webhookV2Body(invoice, t, now);
  const signature = signWebhookV2(target.secret, {
    invoiceId: body.Data.Invoice.Id,
    invoiceStatus: body.Data.Invoice.Status,
    transactionStatus: body.Data.Transaction.Status,
    paymentId: body.Data.Transaction.PaymentId,
    externalIdentifier: body.Data.Invoice.ExternalIdentifier,
  });
  try {
    const res = await (target.fetch ?? fetch)(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'MyFatoorah-Signature': signature },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
    });
    await res.body?.cancel();
    if (!res.ok) target.logger.warn('sandbox webhook refused', { status: res.status, invoiceId: invoice.id, paymentId: t.paymentId });
  } catch (err) {
    target.logger.warn('sandbox webhook not delivered', { err: String(err), invoiceId: invoice.id, paymentId: t.paymentId });
  }
}
