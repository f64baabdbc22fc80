import type { ExecutePaymentInput } from '../gateway';
import { GatewayError } from '../gateway';
import { filsToKwd } from './money';
import type { ExecutePaymentRequest } from './wire';

/** KNET's PaymentMethodId in v2. */
export const KNET_PAYMENT_METHOD_ID = 1;

/**
 * ExecutePayment's body from our input: SessionId for the embedded form, or PaymentMethodId 1 for
 * KNET — never both (a PaymentMethodId overrides the session). Amounts go as KWD decimals computed
 * from integer fils, and the items must add up to the invoice value before anything is sent.
 */
export function executePaymentRequest(input: ExecutePaymentInput): ExecutePaymentRequest {
  if (!Number.isSafeInteger(input.amountFils) || input.amountFils <= 0) throw new GatewayError('amount must be a positive number of fils', 400);
  const itemsFils = input.items.reduce((sum, item) => sum + item.quantity * item.unitPriceFils, 0);
  if (input.items.length === 0 || itemsFils !== input.amountFils) {
    throw new GatewayError(`invoice items add up to ${itemsFils} fils, not ${input.amountFils}`, 400);
  }
  return {
    InvoiceValue: filsToKwd(input.amountFils),
    ...(input.method.kind === 'session' ? { SessionId: input.method.sessionId } : { PaymentMethodId: KNET_PAYMENT_METHOD_ID }),
    CallBackUrl: input.callbackUrl,
    ErrorUrl: input.errorUrl,
    ...(input.customerName && { CustomerName: input.customerName }),
    ...(input.customerEmail && { CustomerEmail: input.customerEmail }),
    Language: input.language === 'ar' ? 'AR' : 'EN',
    CustomerReference: input.customerReference,
    InvoiceItems: input.items.map((item) => ({ ItemName: item.name, Quantity: item.quantity, UnitPrice: filsToKwd(item.unitPriceFils) })),
  };
}
