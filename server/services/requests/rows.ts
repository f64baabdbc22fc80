import { and, eq, type Placeholder, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RequestRow } from '../../../src/api/schemas/requests';
import type { Db } from '../../db';
import { categories, productImages, products, requests, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { canDecideOn } from './access';

export const senderProducts = alias(products, 'sender_products');
/** The buyer who sent the request, joined in every row query (the search uses it). */
export const senders = alias(users, 'senders');
/** The receiving product's first seller, joined in every row query (filters may use it). */
export const receivers = alias(users, 'receivers');

/** created_at as microsecond UTC text: the keyset cursor needs every digit. */
export const requestCreatedAtText = sql<string>`to_char(${requests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const imageOf = (productId: SQL | typeof products.id) => sql<{ url: string; thumbnailUrl: string } | null>`(
  select json_build_object('url', ${productImages.url}, 'thumbnailUrl', ${productImages.thumbnailUrl})
  from ${productImages} where ${productImages.productId} = ${productId}
  order by ${productImages.position}, ${productImages.id} limit 1)`;

/** An instant as JavaScript's millisecond ISO form, in SQL. */
const isoMs = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * A row as RequestRow's JSON, built by PostgreSQL (cheaper than mapping some thirty columns per row
 * in JavaScript and serialising them again), without canDecide, which depends on the caller and
 * is added by toRowJson.
 */
const rowJson = sql<string>`json_build_object(
  'id', ${requests.id}, 'num', ${requests.num}, 'type', ${requests.type}, 'status', ${requests.status},
  'createdAt', ${isoMs(requests.createdAt)},
  'decidedAt', case when ${requests.decidedAt} is null then null else ${isoMs(requests.decidedAt)} end,
  'sender', json_build_object('id', ${senders.id}, 'userName', ${senders.userName}, 'fullName', ${senders.fullName}),
  'receiver', case when ${receivers.id} is null then null else json_build_object('id', ${receivers.id}, 'fullName', ${receivers.fullName},
    'image', case when coalesce(${receivers.imageUrl}, '') = '' then null else json_build_object('url', ${receivers.imageUrl}) end) end,
  'receiverProduct', json_build_object('id', ${products.id}, 'num', ${products.num}, 'slug', ${products.slug}, 'name', ${products.name},
    'price', ${products.price}, 'status', ${products.status},
    'category', case when ${categories.name} is null then null else json_build_object('name', ${categories.name}, 'nameAr', ${categories.nameAr}) end,
    'primaryImage', ${imageOf(products.id)}),
  'senderProduct', case when ${senderProducts.id} is null then null else json_build_object('id', ${senderProducts.id},
    'name', ${senderProducts.name}, 'price', ${senderProducts.price}, 'primaryImage', ${imageOf(sql`${senderProducts.id}`)}) end,
  'postedBy', case when ${receivers.id} is null then null else json_build_object('id', ${receivers.id}, 'fullName', ${receivers.fullName}, 'userName', ${receivers.userName}) end
)::text`;

export const rowsQuery = (db: Db, where: SQL | undefined, limit: number | Placeholder) => db
  .select({
    createdAt: requestCreatedAtText, id: requests.id, status: requests.status, companyId: requests.companyId,
    productFirstSellerId: products.firstSellerId, json: rowJson,
  })
  .from(requests)
  .innerJoin(products, eq(products.id, requests.receiverProductId))
  .innerJoin(senders, eq(senders.id, requests.senderId))
  .leftJoin(receivers, eq(receivers.id, products.firstSellerId))
  .leftJoin(categories, eq(categories.id, products.categoryId))
  .leftJoin(senderProducts, eq(senderProducts.id, requests.senderProductId))
  .where(and(where))
  .orderBy(sql`${requests.createdAt} desc`, sql`${requests.id} desc`)
  .limit(limit);
type Selected = Awaited<ReturnType<typeof rowsQuery>>[number];

/** Request rows matching `where` (already scoped), newest first, each with its keyset cursor. */
export async function selectRequestRows(db: Db, user: SessionUser, where: SQL | undefined, limit: number) {
  return withCursors(await rowsQuery(db, where, limit), user).map((r) => ({ cursor: r.cursor, row: JSON.parse(r.json) as RequestRow }));
}

/** Rows selected by rowsQuery (prepared or not) as RequestRow JSON text, each with its cursor. */
export const withCursors = (rows: Selected[], user: SessionUser) =>
  rows.map((r) => ({ cursor: { createdAt: r.createdAt, id: r.id }, json: toRowJson(r, user) }));

function toRowJson(r: Selected, user: SessionUser): string {
  const canDecide = r.status === 1 && canDecideOn(user, { companyId: r.companyId, firstSellerId: r.productFirstSellerId });
  return `${r.json.slice(0, -1)},"canDecide":${canDecide}}`;
}
