import { and, eq, isNull, sql } from 'drizzle-orm';
import type { RequestCreateBody } from '../../../src/api/schemas/requests';
import type { Db } from '../../db';
import { products, requests, type RequestType } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError, HttpError, notFound } from '../../http/errors';
import { isUniqueViolation } from '../../db/errors';
import { notifyDeciders } from './notify-new';

const OFFERS: Record<RequestType, string[]> = { sale: ['sell', 'sell/barter'], bartering: ['barter', 'sell/barter'] };

/**
 * A buyer asks to buy or barter for a live product. The company comes from the product, the
 * sender from the session; a barter offer must be one of the buyer's own products.
 */
export async function createRequest(db: Db, user: SessionUser, body: RequestCreateBody & { note: string }, now: Date): Promise<number> {
  const [product] = await db.select({
    id: products.id, name: products.name, companyId: products.companyId, sellType: products.sellType, status: products.status, isActive: products.isActive,
    firstSellerId: products.firstSellerId,
  }).from(products).where(and(eq(products.id, body.productId), isNull(products.deletedAt)));
  if (!product || !product.isActive) throw notFound();
  if (product.firstSellerId === user.id) throw fieldError('productId', 'server.request-own-product');
  if (!OFFERS[body.type].includes(product.sellType)) throw fieldError('type', 'server.request-type-not-offered');
  if (product.status !== 'available') throw new HttpError(409, 'server.request-product-unavailable');

  let senderProductId: number | null = null;
  if (body.type === 'bartering') {
    const [own] = await db.select({ id: products.id }).from(products)
      .where(and(eq(products.id, body.senderProductId!), eq(products.firstSellerId, user.id), isNull(products.deletedAt)));
    if (!own) throw fieldError('senderProductId', 'server.request-sender-product-not-own');
    senderProductId = own.id;
  }

  // The running number is max + 1; two buyers racing for the same number retry on the unique key.
  for (let attempt = 0; ; attempt++) {
    try {
      // One transaction per attempt: a unique violation aborts it, and the notifications go with the request.
      return await db.transaction(async (tx) => {
        const [created] = await tx.insert(requests).values({
          companyId: product.companyId, type: body.type, senderId: user.id, receiverProductId: product.id, senderProductId,
          note: body.note, createdAt: now,
          num: sql`(select coalesce(max(${requests.num}), 0) + 1 from ${requests} where ${requests.companyId} = ${product.companyId})`,
        }).returning({ id: requests.id, num: requests.num });
        await notifyDeciders(tx, product, { id: created.id, num: created.num, type: body.type, product: product.name, buyer: user }, now);
        return created.id;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const [open] = await db.select({ id: requests.id }).from(requests)
        .where(and(eq(requests.senderId, user.id), eq(requests.receiverProductId, product.id), eq(requests.status, 1)));
      if (open) throw new HttpError(409, 'server.request-already-pending');
      if (attempt >= 4) throw error;
    }
  }
}
