import type { Db } from '../../db';
import type { cartItems, PaymentForType, RefundReason } from '../../db/schema';
import { fulfilMembership } from '../memberships/fulfil';
import { fulfilOffer } from '../promotions/fulfil';
import { fulfilBanner } from '../promotions/banners';

/**
 * What a paid cart item delivers, by its paymentForType. Each runs inside the transaction that
 * marked the order paid, so it runs once per order, and checks first that what was booked can still
 * be delivered: null when delivered, else why not (nothing written; the payment is then refunded).
 */
export type Fulfil = (tx: Db, item: typeof cartItems.$inferSelect, now: Date) => Promise<RefundReason | null>;

export const FULFILMENTS: Partial<Record<PaymentForType, Fulfil>> = {
  2: fulfilMembership,
  6: fulfilMembership,
  3: fulfilOffer,
  4: fulfilOffer,
  5: fulfilOffer,
  9: fulfilOffer,
  1: fulfilBanner,
};
