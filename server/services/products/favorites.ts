// A buyer's favourite products. The first favourite of a product notifies its
// sellers (type 5, leading to /products/{slug}), in the favourite's transaction.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { FavoriteReply } from '../../../src/api/schemas/favorites';
import type { Db } from '../../db';
import { productFavorites, products } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { noticeFavorite } from '../product-notices';
import { canRead } from './access';

/** A product by slug the caller may read; only buyers (role user) keep favourites. */
async function favoritable(db: Db, user: SessionUser, slug: string) {
  const [p] = await db.select({ id: products.id, companyId: products.companyId, isActive: products.isActive })
    .from(products).where(and(eq(products.slug, slug), isNull(products.deletedAt)));
  if (!p || !canRead(user, p)) throw notFound();
  if (user.roles[0] !== 'user') throw forbidden();
  return p;
}

async function favoritesCount(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(productFavorites).where(eq(productFavorites.productId, productId));
  return row.n;
}

/** POST /api/products/{slug}/favorite: idempotent; the first time tells the product's sellers. */
export async function addFavorite(db: Db, user: SessionUser, slug: string, now: Date): Promise<FavoriteReply> {
  const p = await favoritable(db, user, slug);
  await db.transaction(async (tx) => {
    const added = await tx.insert(productFavorites).values({ productId: p.id, userId: user.id, createdAt: now }).onConflictDoNothing()
      .returning({ id: productFavorites.productId });
    if (added.length > 0) await noticeFavorite(tx, p.id, user, now);
  });
  return { isFavorite: true, favoritesCount: await favoritesCount(db, p.id) };
}

/** DELETE /api/products/{slug}/favorite (or POST with _method DELETE): idempotent. */
export async function removeFavorite(db: Db, user: SessionUser, slug: string): Promise<FavoriteReply> {
  const p = await favoritable(db, user, slug);
  await db.delete(productFavorites).where(and(eq(productFavorites.productId, p.id), eq(productFavorites.userId, user.id)));
  return { isFavorite: false, favoritesCount: await favoritesCount(db, p.id) };
}
