import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { ProductRow } from '../../../src/api/schemas/products';
import type { Db } from '../../db';
import { categories, offers, productImages, products, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { canManage } from './access';

/** created_at as the database's microsecond UTC text: the keyset cursor needs every digit. */
export const createdAtText = sql<string>`to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * An offer with no service type, switched on, and running now. A scalar sub-select, not EXISTS:
 * the planner may turn an EXISTS into a hash of every offer, which costs the whole table per page.
 */
export const promoOfferExists = (now: Date) => sql<boolean>`coalesce((
  select true from ${offers} where ${offers.productId} = ${products.id} and ${offers.serviceType} is null
  and ${offers.isActive} and ${offers.fromDate} <= ${now.toISOString()} and ${offers.toDate} > ${now.toISOString()} limit 1), false)`;

// Sub-selects in the select list run only for the rows the LIMIT lets through.
const primaryImage = sql<{ url: string; thumbnailUrl: string } | null>`(
  select json_build_object('url', ${productImages.url}, 'thumbnailUrl', ${productImages.thumbnailUrl})
  from ${productImages} where ${productImages.productId} = ${products.id}
  order by ${productImages.position}, ${productImages.id} limit 1)`;

const rowsQuery = (db: Db, where: SQL | undefined, limit: number, now: Date) => db
  .select({
    id: products.id, num: products.num, slug: products.slug, name: products.name, views: products.views,
    price: products.price, sellType: products.sellType, status: products.status, isActive: products.isActive,
    isBoosted: products.isBoosted, companyId: products.companyId, firstSellerId: products.firstSellerId,
    createdAt: createdAtText, primaryImage, hasPromoOffer: promoOfferExists(now),
    categoryId: categories.id, categoryName: categories.name, categoryNameAr: categories.nameAr,
    categorySlug: categories.slug, categoryPath: categories.path,
    sellerName: users.fullName, sellerUserName: users.userName,
  })
  .from(products)
  .leftJoin(categories, eq(categories.id, products.categoryId))
  .leftJoin(users, eq(users.id, products.firstSellerId))
  .where(and(isNull(products.deletedAt), where))
  .orderBy(sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`)
  .limit(limit);
type Selected = Awaited<ReturnType<typeof rowsQuery>>[number];

/**
 * The list rows matching `where` (already scoped by the caller), newest first, `limit` of them,
 * in (created_at, id) descending order: the order of the keyset indexes. Each carries its cursor.
 */
export async function selectRows(db: Db, user: SessionUser, where: SQL | undefined, limit: number, now: Date) {
  const rows = await rowsQuery(db, where, limit, now);
  return rows.map((r) => ({ cursor: { createdAt: r.createdAt, id: r.id }, row: toRow(r, user) }));
}

function toRow(r: Selected, user: SessionUser): ProductRow {
  const allowed = canManage(user, r);
  return {
    id: r.id, num: r.num, slug: r.slug, name: r.name,
    primaryImage: r.primaryImage ? { url: r.primaryImage.url, thumbnailUrl: r.primaryImage.thumbnailUrl } : null,
    views: r.views,
    category: r.categoryId === null ? null : {
      id: r.categoryId, name: r.categoryName!, nameAr: r.categoryNameAr!, slug: r.categorySlug!, path: r.categoryPath!,
    },
    // The cursor text is ISO with microseconds; the reply keeps JavaScript's millisecond ISO form.
    createdAt: new Date(r.createdAt).toISOString(),
    postedBy: r.firstSellerId === null ? null : { id: r.firstSellerId, fullName: r.sellerName!, userName: r.sellerUserName! },
    price: Number(r.price), sellType: r.sellType, status: r.status, isActive: r.isActive, isBoosted: r.isBoosted,
    hasPromoOffer: Boolean(r.hasPromoOffer),
    canEdit: allowed, canDelete: allowed,
  };
}
