import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ProductEditBody, ProductRow } from '../../../src/api/schemas/products';
import type { Db } from '../../db';
import { categories, products, productViews } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError, notFound } from '../../http/errors';
import { noticeStatusChanged } from '../product-notices';
import { sellerDay } from '../seller-time';
import { recordCompanyView } from '../statistics/company-views';
import { assertCanManage, isMemberOf } from './access';
import { selectRows } from './rows';

async function liveProduct(db: Db, id: number) {
  const [p] = await db.select({ id: products.id, companyId: products.companyId, firstSellerId: products.firstSellerId })
    .from(products).where(and(eq(products.id, id), isNull(products.deletedAt)));
  if (!p) throw notFound();
  return p;
}

/** Edit payload of part 1 §3: name, category (a leaf), price in fils, status (available ⇔ isActive). */
export async function editProduct(db: Db, user: SessionUser, id: number, body: ProductEditBody, now: Date): Promise<ProductRow> {
  assertCanManage(user, await liveProduct(db, id));
  const [category] = await db.select({
    id: categories.id,
    hasChildren: sql<boolean>`exists (select 1 from ${categories} c2 where c2.parent_id = ${body.categoryId})`,
  }).from(categories).where(eq(categories.id, body.categoryId));
  if (!category) throw fieldError('categoryId', 'server.product-category-unknown');
  if (category.hasChildren) throw fieldError('categoryId', 'server.product-category-not-leaf');

  const isActive = body.status === 'available';
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: products.status }).from(products).where(eq(products.id, id)).for('update');
    await tx.update(products)
      .set({ name: body.name, categoryId: body.categoryId, price: body.price, status: body.status, isActive, updatedAt: now })
      .where(eq(products.id, id));
    // A status changed by someone else of the company tells its sellers (type 1).
    if (before.status !== body.status) await noticeStatusChanged(tx, id, user, body.status, now);
  });
  const [updated] = await selectRows(db, user, eq(products.id, id), 1, now);
  return updated.row;
}

/** Soft delete: the row stays for requests and statistics that point at it, hidden everywhere else. */
export async function deleteProduct(db: Db, user: SessionUser, id: number, now: Date): Promise<void> {
  assertCanManage(user, await liveProduct(db, id));
  await db.update(products).set({ deletedAt: now, updatedAt: now }).where(eq(products.id, id));
}

/**
 * Counts one view of a live, active product: one per viewer per product per day (Asia/Kuwait), so
 * reloading the page does not inflate it. The company's own people looking at their product are not
 * counted (but get the same 204). Opening a product is also a view of its company (one per viewer per
 * day, `recordCompanyView`). Anyone else: 404 when it is hidden (inactive or deleted), so only
 * what the marketplace shows publicly can be counted.
 */
export async function countView(db: Db, user: SessionUser, slug: string, now: Date): Promise<void> {
  const [p] = await db.select({ id: products.id, companyId: products.companyId, isActive: products.isActive })
    .from(products).where(and(eq(products.slug, slug), isNull(products.deletedAt)));
  if (!p) throw notFound();
  if (isMemberOf(user, p.companyId)) return;
  if (!p.isActive) throw notFound();
  await db.transaction(async (tx) => {
    const first = await tx.insert(productViews).values({ productId: p.id, viewerId: user.id, day: sellerDay(now) })
      .onConflictDoNothing().returning({ productId: productViews.productId });
    // A viewer's first view of this product today; the company's view of the day may exist already (another product).
    if (first.length === 0) return;
    await recordCompanyView(tx, p.companyId, user.id, now);
    await tx.update(products).set({ views: sql`${products.views} + 1` }).where(and(eq(products.id, p.id), ne(products.isActive, false)));
  });
}
