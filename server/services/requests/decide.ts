import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { products, requests } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { forbidden, HttpError, notFound } from '../../http/errors';
import { notify } from '../notifications';
import { canDecideOn, memberScope } from './access';

/**
 * Accept (2) or reject (3) a pending request. The status change is one conditional UPDATE
 * (… WHERE status = 1 RETURNING): of two concurrent clicks exactly one wins, the other gets 409.
 * Accepting reserves the product (only while it is available); the buyer is notified either way,
 * in the same transaction. The UPDATE that accepts a sale also writes the product's price of that moment
 * (`accepted_price`): the sale's revenue in the statistics, whatever the product costs later.
 */
/** The receiving product's price now, for a sale (a barter has none), read inside the accepting UPDATE. */
const acceptedPrice = sql<number | null>`case when ${requests.type} = 'sale'
  then (select ${products.price} from ${products} where ${products.id} = ${requests.receiverProductId}) end`;

export async function decideRequest(db: Db, user: SessionUser, id: number, status: 2 | 3, now: Date): Promise<void> {
  const scope = memberScope(user);
  // Buyers and outsiders cannot decide anything.
  if (!scope) throw forbidden();
  const [found] = await db.select({ companyId: requests.companyId, firstSellerId: products.firstSellerId })
    .from(requests).innerJoin(products, eq(products.id, requests.receiverProductId))
    .where(and(eq(requests.id, id), scope));
  if (!found) throw notFound();
  if (!canDecideOn(user, found)) throw forbidden();

  await db.transaction(async (tx) => {
    const [decided] = await tx.update(requests)
      .set({ status, decidedAt: now, decidedBy: user.id, acceptedPrice: status === 2 ? acceptedPrice : null })
      .where(and(eq(requests.id, id), eq(requests.status, 1)))
      .returning({ senderId: requests.senderId, productId: requests.receiverProductId, num: requests.num, type: requests.type });
    if (!decided) throw new HttpError(409, 'server.request-already-decided');
    const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, decided.productId));
    if (status === 2) {
      // Only an available product can be promised: a second acceptance on it rolls back (409).
      const reserved = await tx.update(products).set({ status: 'reserved', updatedAt: now })
        .where(and(eq(products.id, decided.productId), eq(products.status, 'available'))).returning({ id: products.id });
      if (reserved.length === 0) throw new HttpError(409, 'server.request-product-unavailable');
    }
    const outcome = status === 2 ? 'accepted' : 'rejected';
    await notify(tx, {
      userId: decided.senderId, type: 2, senderId: user.id, value: String(id), createdAt: now,
      title: `server.notification-request-${outcome}-title`, body: `server.notification-request-${outcome}-body`,
      vars: { product: product.name, num: decided.num },
    });
  });
}
