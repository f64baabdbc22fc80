import { and, eq } from 'drizzle-orm';
import type { PromotionSettings } from '../../../src/domain/promotion-settings';
import type { Db } from '../../db';
import { offers, type cartItems, type RefundReason } from '../../db/schema';
import { noticeServiceActive } from '../product-notices';
import { deliverOffer, POOLS, slotsOf } from './book-service';
import { readSettings } from './settings';
import { releaseSlots, withinCapacity } from './slots';

const capacityOf = (pool: string, s: PromotionSettings) => (pool === POOLS.boostTop ? s.boostTopSlotsPerDay : s.flashSlotsPerDay);

/**
 * The fulfilment of a paid boost (3), refresh (4), flash sale (5) or promo offer (9), inside the
 * transaction that marked its order paid: the offer becomes paid and active for its dates (its end
 * is read from toDate, no job), a flash sale with its discount, a refresh moves its product up.
 * Only a booking still unpaid is delivered, and only while its days are within their capacity
 * (checked again here, rows locked); otherwise the reason, and the payment is refunded.
 */
export async function fulfilOffer(tx: Db, item: typeof cartItems.$inferSelect, now: Date): Promise<RefundReason | null> {
  const [held] = await tx.select().from(offers).where(and(eq(offers.id, item.subjectId), eq(offers.companyId, item.companyId))).for('update');
  if (!held || held.status !== 'unpaid') return 'removed';
  const settings = await readSettings(tx);
  for (const s of slotsOf(held)) {
    if (await withinCapacity(tx, s.pool, s.days, capacityOf(s.pool, settings))) continue;
    // Withdrawn with its places: left in the cart, each new payment of it would be refunded again.
    await tx.update(offers).set({ status: 'removed' }).where(eq(offers.id, held.id));
    for (const taken of slotsOf(held)) await releaseSlots(tx, taken.pool, taken.days);
    return 'unavailable';
  }
  const [offer] = await tx.update(offers).set({ status: 'paid', isActive: true }).where(eq(offers.id, held.id)).returning();
  await deliverOffer(tx, offer, now);
  // The product's sellers are told (type 1, leading to the product's page).
  await noticeServiceActive(tx, offer, now);
  return null;
}
