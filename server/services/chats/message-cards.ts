import { and, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { MessageProduct } from '../../../src/api/schemas/chats';
import type { Db } from '../../db';
import { productImages, products } from '../../db/schema';

type Executor = Pick<Db, 'select'>;

/**
 * A product the marketplace shows: the company's, active, not unavailable, not deleted. Only such a
 * product may be attached to a message or shown as its card, to either side: a hidden one must not
 * leak its name, summary or image, nor answer differently from an id that names nothing.
 */
function shownProductOf(companyId: number): SQL {
  return and(eq(products.companyId, companyId), eq(products.isActive, true), ne(products.status, 'unavailable'), isNull(products.deletedAt))!;
}

/** Whether `productId` may go on a message of a conversation with `companyId` (see shownProductOf). */
export async function isShownProduct(db: Executor, productId: number, companyId: number): Promise<boolean> {
  const [p] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), shownProductOf(companyId)));
  return p !== undefined;
}

/**
 * The product cards of a page of messages (§3 Message.product), one query for the whole page. Only the
 * conversation's company's shown products: one deleted or hidden since, or another company's, shows no card.
 */
export async function cardsOf(db: Executor, productIds: (number | null)[], companyId: number): Promise<Map<number, MessageProduct>> {
  const ids = [...new Set(productIds.filter((x): x is number => x !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, name: products.name, slug: products.slug, summary: products.summary, thumbnailUrl: productImages.thumbnailUrl })
    .from(products)
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.position, 0)))
    .where(and(inArray(products.id, ids), shownProductOf(companyId)));
  const cards = new Map<number, MessageProduct>();
  for (const r of rows) {
    if (cards.has(r.id)) continue;
    cards.set(r.id, { id: r.id, name: r.name, slug: r.slug, summary: r.summary || null, primaryImage: r.thumbnailUrl ? { thumbnailUrl: r.thumbnailUrl } : null });
  }
  return cards;
}
