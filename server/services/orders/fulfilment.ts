import type { Db } from '../../db';
import type { cartItems, PaymentForType } from '../../db/schema';
import { fulfilMembership } from '../memberships/fulfil';

/**
 * What a paid cart item delivers, by its paymentForType. Each runs inside the transaction that
 * marked the order paid, so it runs once per order. Later issues add boost (3), refresh (4),
 * flash (5) and banners (1) here.
 */
export type Fulfil = (tx: Db, item: typeof cartItems.$inferSelect, now: Date) => Promise<void>;

export const FULFILMENTS: Partial<Record<PaymentForType, Fulfil>> = {
  2: fulfilMembership,
  6: fulfilMembership,
};
