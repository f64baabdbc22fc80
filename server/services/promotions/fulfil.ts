import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db';
import { offers, type cartItems } from '../../db/schema';
import { deliverOffer } from './book-service';

/**
 * The fulfilment of a paid boost (3), refresh (4), flash sale (5) or promo offer (9), inside the
 * transaction that marked its order paid: the offer becomes paid and active for its dates (its end
 * is read from toDate, no job), a flash sale with its discount, a refresh moves its product up.
 */
export async function fulfilOffer(tx: Db, item: typeof cartItems.$inferSelect, now: Date): Promise<void> {
  const [offer] = await tx.update(offers).set({ status: 'paid', isActive: true })
    .where(and(eq(offers.id, item.subjectId), eq(offers.companyId, item.companyId))).returning();
  if (offer) await deliverOffer(tx, offer, now);
}
