import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { MessageProduct } from '../../../src/api/schemas/chats';
import type { Db } from '../../db';
import { productImages, products } from '../../db/schema';

type Executor = Pick<Db, 'select'>;

/**
 * The product cards of a page of messages (§3 Message.product), one query for the whole page. Only the
 * conversation's company's live products: one deleted since, or another company's, shows no card.
 */
export async function cardsOf(db: Executor, productIds: (number | null)[], companyId: number): Promise<Map<number, MessageProduct>> {
  const ids = [...new Set(productIds.filter((x): x is number => x !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: products.id, name: products.name, slug: products.slug, summary: products.summary, thumbnailUrl: productImages.thumbnailUrl })
    .from(products)
    .leftJoin(productImages, and(eq(productImages.productId, products.id), eq(productImages.position, 0)))
    .where(and(inArray(products.id, ids), eq(products.companyId, companyId), isNull(products.deletedAt)));
  const cards = new Map<number, MessageProduct>();
  for (const r of rows) {
    if (cards.has(r.id)) continue;
    cards.set(r.id, { id: r.id, name: r.name, slug: r.slug, summary: r.summary || null, primaryImage: r.thumbnailUrl ? { thumbnailUrl: r.thumbnailUrl } : null });
  }
  return cards;
}
