// The notifications about a product (part 1 §3 types 1 products and 5 favourite).
// Each leads to the product's page: `value` is its slug (/products/{slug}). They go to those who sell
// it: its first seller and the company's owners (each once), in the caller's transaction so they are
// kept only with the change they tell about.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { products, users } from '../db/schema';
import { notify } from './notifications';

type Tx = Pick<Db, 'insert' | 'select'>;

/** Part 1 §3 notification types. */
export const PRODUCT_NOTICE = 1;
export const FAVORITE_NOTICE = 5;

/** Offer service types (part 2 §3) with a title of their own; others are a 'paid service'. */
const SERVICE_KIND: Record<number, string> = { 18: 'boost', 19: 'flash', 2: 'refresh' };

async function sellersOf(tx: Tx, productId: number) {
  const [p] = await tx.select({ slug: products.slug, name: products.name, companyId: products.companyId, firstSellerId: products.firstSellerId })
    .from(products).where(eq(products.id, productId));
  if (!p) return null;
  const owners = await tx.select({ id: users.id }).from(users)
    .where(and(eq(users.companyId, p.companyId), sql`${users.roles}[1] = 'company'`, isNull(users.deletedAt)));
  const recipients = new Set([...(p.firstSellerId === null ? [] : [p.firstSellerId]), ...owners.map((o) => o.id)]);
  return { product: p, recipients };
}

/**
 * What the notice says and who it is from; `except` is left out of the recipients (who made the
 * change knows it).
 */
async function noticeProduct(tx: Tx, productId: number, n: { type: 1 | 5; title: string; body: string; vars?: Record<string, string | number>; senderId: number | null; except?: number; now: Date }) {
  const found = await sellersOf(tx, productId);
  if (!found) return;
  if (n.except !== undefined) found.recipients.delete(n.except);
  for (const userId of found.recipients) {
    await notify(tx, {
      userId, type: n.type, title: n.title, body: n.body, vars: { ...n.vars, product: found.product.name },
      senderId: n.senderId, value: found.product.slug, createdAt: n.now,
    });
  }
}

/** A paid boost, flash sale, refresh or promo offer became active on its product (the payment's fulfilment). */
export async function noticeServiceActive(tx: Tx, offer: { productId: number; serviceType: number | null }, now: Date): Promise<void> {
  const kind = offer.serviceType === null ? 'promo' : (SERVICE_KIND[offer.serviceType] ?? 'service');
  await noticeProduct(tx, offer.productId, {
    type: PRODUCT_NOTICE, title: `server.product-notice-${kind}-title`, body: 'server.product-notice-service-body', senderId: null, now,
  });
}

/** Someone of the company (not its first seller) changed the product's status: its sellers are told. */
export async function noticeStatusChanged(tx: Tx, productId: number, by: { id: number; fullName: string }, status: string, now: Date): Promise<void> {
  await noticeProduct(tx, productId, {
    type: PRODUCT_NOTICE, title: 'server.product-notice-status-title', body: `server.product-notice-status-${status}-body`,
    vars: { name: by.fullName }, senderId: by.id, except: by.id, now,
  });
}

/** A buyer put the product among their favourites (the first time). */
export async function noticeFavorite(tx: Tx, productId: number, buyer: { id: number; fullName: string }, now: Date): Promise<void> {
  await noticeProduct(tx, productId, {
    type: FAVORITE_NOTICE, title: 'server.favorite-title', body: 'server.favorite-body', vars: { name: buyer.fullName }, senderId: buyer.id, except: buyer.id, now,
  });
}
