import { and, eq, isNull, Placeholder, sql, type SQL } from 'drizzle-orm';
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
export const promoOfferExists = (now: Date | Placeholder) => {
  const at = now instanceof Placeholder ? now : now.toISOString();
  return sql<boolean>`coalesce((
  select true from ${offers} where ${offers.productId} = ${products.id} and ${offers.serviceType} is null
  and ${offers.isActive} and ${offers.fromDate} <= ${at} and ${offers.toDate} > ${at} limit 1), false)`;
};

/**
 * A paid boost (service type 18) running now: part 2 §3 isBoosted, ended by its toDate (no job).
 * The seeded is_boosted flag still counts.
 */
export const boostRunning = (now: Date | Placeholder) => {
  const at = now instanceof Placeholder ? now : now.toISOString();
  return sql<boolean>`(${products.isBoosted} or coalesce((
  select true from ${offers} where ${offers.productId} = ${products.id} and ${offers.serviceType} = 18
  and ${offers.isActive} and ${offers.fromDate} <= ${at} and ${offers.toDate} > ${at} limit 1), false))`;
};

const isoText = (column: typeof offers.fromDate) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Part 2 §3 promotion view `offers`: the product's paid offers not yet ended (running or to come), oldest first. */
export const rowOffers = (now: Date | Placeholder) => {
  const at = now instanceof Placeholder ? now : now.toISOString();
  return sql`coalesce((
  select json_agg(json_build_object('serviceType', ${offers.serviceType}, 'fromDate', ${isoText(offers.fromDate)}, 'toDate', ${isoText(offers.toDate)})
    order by ${offers.fromDate})
  from ${offers} where ${offers.productId} = ${products.id} and ${offers.status} = 'paid' and ${offers.isActive} and ${offers.toDate} > ${at}), '[]'::json)`;
};

// Sub-selects in the select list run only for the rows the LIMIT lets through.
const primaryImage = sql`(
  select json_build_object('url', ${productImages.url}, 'thumbnailUrl', ${productImages.thumbnailUrl})
  from ${productImages} where ${productImages.productId} = ${products.id}
  order by ${productImages.position}, ${productImages.id} limit 1)`;

/**
 * A list row as ProductRow's JSON, built by PostgreSQL (cheaper than mapping two dozen columns per
 * row in JavaScript and serialising them again), without canEdit/canDelete, which depend on the
 * caller and are added by toRowJson. createdAt is JavaScript's millisecond ISO form.
 */
const rowJson = (now: Date | Placeholder) => sql<string>`json_build_object(
  'id', ${products.id}, 'num', ${products.num}, 'slug', ${products.slug}, 'name', ${products.name},
  'primaryImage', ${primaryImage}, 'views', ${products.views},
  'category', case when ${categories.id} is null then null else json_build_object(
    'id', ${categories.id}, 'name', ${categories.name}, 'nameAr', ${categories.nameAr}, 'slug', ${categories.slug}, 'path', ${categories.path}) end,
  'createdAt', to_char(${products.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'postedBy', case when ${products.firstSellerId} is null then null else json_build_object(
    'id', ${products.firstSellerId}, 'fullName', ${users.fullName}, 'userName', ${users.userName}) end,
  'price', ${products.price}, 'sellType', ${products.sellType}, 'status', ${products.status},
  'isActive', ${products.isActive}, 'isBoosted', ${boostRunning(now)}, 'hasPromoOffer', ${promoOfferExists(now)},
  'offers', ${rowOffers(now)}
)::text`;

export const rowsQuery = (db: Db, where: SQL | undefined, limit: number | Placeholder, now: Date | Placeholder) => db
  .select({
    createdAt: createdAtText, id: products.id, companyId: products.companyId, firstSellerId: products.firstSellerId,
    json: rowJson(now),
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
  return withCursors(await rowsQuery(db, where, limit, now), user).map((r) => ({ cursor: r.cursor, row: JSON.parse(r.json) as ProductRow }));
}

/** Rows selected by rowsQuery (prepared or not) as ProductRow JSON text, each with its cursor. */
export const withCursors = (rows: Selected[], user: SessionUser) =>
  rows.map((r) => ({ cursor: { createdAt: r.createdAt, id: r.id }, json: toRowJson(r, user) }));

function toRowJson(r: Selected, user: SessionUser): string {
  const allowed = canManage(user, r);
  return `${r.json.slice(0, -1)},"canEdit":${allowed},"canDelete":${allowed}}`;
}
