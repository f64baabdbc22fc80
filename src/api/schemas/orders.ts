import { z } from 'zod';
import { Id, Text } from './common';
import { CartItemDetails } from './memberships';

// Part 2 §7 Payment, in the provider's own casing where the spec keeps it (IsSuccess, Data.SessionId…).

/** POST /api/orders/myfatoorah/session. ScriptUrl and CurrencyCode tell the client which embedded form to load. */
export const PaymentSessionReply = z.object({
  IsSuccess: z.literal(true),
  Message: z.string(),
  Data: z.object({ SessionId: z.string(), CountryCode: z.string(), CurrencyCode: z.string(), ScriptUrl: z.string() }),
});
export type PaymentSessionReply = z.infer<typeof PaymentSessionReply>;

/** Part 2 §9: knet 1, card 2. */
export const PAYMENT_METHOD = { knet: 1, card: 2 } as const;

/**
 * POST /api/orders/myfatoorah/pay. The amount is the cart item's, never the client's: `cashBack`,
 * `itemType` and `ProductId` are accepted as the spec sends them and ignored for pricing.
 */
export const PayBody = z.object({
  PaymentMethodId: z.union([z.literal(1), z.literal(2)], { message: 'server.payment-method-invalid' }),
  sessionId: Text(200).optional(),
  itemId: Id,
  itemType: z.number().int().min(0).max(99).optional(),
  ProductId: z.number().int().min(0).max(2_147_483_647).nullable().optional(),
  cashBack: z.number().min(0).max(1_000_000).nullable().optional(),
}).refine((b) => b.PaymentMethodId === PAYMENT_METHOD.knet || !!b.sessionId, { message: 'server.payment-session-required', path: ['sessionId'] });
export type PayBody = z.input<typeof PayBody>;

export const PayReply = z.object({
  IsSuccess: z.literal(true),
  Message: z.string(),
  Data: z.object({ PaymentURL: z.string() }),
});

/** GET /api/orders/payment-status?paymentId= (the provider's redirect to /payment-success or /check-out). */
export const PaymentStatusQuery = z.object({ paymentId: Text(40).regex(/^\d{1,40}$/, 'server.payment-id-invalid') });

/**
 * The provider's word on the payment, as the success and failure screens show it. `refunded`: paid, but
 * what it paid for could no longer be delivered (removed from the cart, paid by another payment, its
 * dates taken), so the payment is being refunded; `message` says why.
 */
export const PaymentResult = z.object({
  status: z.enum(['paid', 'failed', 'pending', 'refunded']),
  /** The cart item paid for: /check-out's Retry goes back to /payment with it. */
  itemId: z.number().int(),
  paymentId: z.string().nullable(),
  invoiceId: z.string(),
  reference: z.string(),
  /** MF001–MF020 on a failure. */
  errorCode: z.string().nullable(),
  /** The failure in the request's language (part 2 §8: the provider's message for the code), or why it was refunded. */
  message: z.string().nullable(),
  /** What was paid for, as the success page shows it. */
  item: CartItemDetails.nullable().optional(),
});
export type PaymentResult = z.infer<typeof PaymentResult>;

