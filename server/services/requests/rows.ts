import { and, eq, sql, type SQL } from 'drizzle-orm';
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

const rowsQuery = (db: Db, where: SQL | undefined, limit: number) => db
  .select({
    id: requests.id, num: requests.num, type: requests.type, status: requests.status, companyId: requests.companyId,
    createdAt: requestCreatedAtText, decidedAt: requests.decidedAt,
    senderId: senders.id, senderUserName: senders.userName, senderFullName: senders.fullName,
    receiverId: receivers.id, receiverFullName: receivers.fullName, receiverUserName: receivers.userName, receiverImage: receivers.imageUrl,
    productId: products.id, productNum: products.num, productSlug: products.slug, productName: products.name,
    productPrice: products.price, productStatus: products.status, productFirstSellerId: products.firstSellerId,
    productImage: imageOf(products.id),
    categoryName: categories.name, categoryNameAr: categories.nameAr,
    senderProductId: senderProducts.id, senderProductName: senderProducts.name, senderProductPrice: senderProducts.price,
    senderProductImage: imageOf(sql`${senderProducts.id}`),
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
  const rows = await rowsQuery(db, where, limit);
  return rows.map((r) => ({ cursor: { createdAt: r.createdAt, id: r.id }, row: toRow(r, user) }));
}

function toRow(r: Selected, user: SessionUser): RequestRow {
  const receiver = r.receiverId === null ? null : { id: r.receiverId, fullName: r.receiverFullName!, image: r.receiverImage ? { url: r.receiverImage } : null };
  return {
    id: r.id, num: r.num, type: r.type, status: r.status,
    createdAt: new Date(r.createdAt).toISOString(),
    decidedAt: r.decidedAt ? r.decidedAt.toISOString() : null,
    sender: { id: r.senderId, userName: r.senderUserName, fullName: r.senderFullName },
    receiver,
    receiverProduct: {
      id: r.productId, num: r.productNum, slug: r.productSlug, name: r.productName, price: Number(r.productPrice),
      status: r.productStatus,
      category: r.categoryName === null ? null : { name: r.categoryName, nameAr: r.categoryNameAr! },
      primaryImage: r.productImage,
    },
    senderProduct: r.senderProductId === null ? null : {
      id: r.senderProductId, name: r.senderProductName!, price: Number(r.senderProductPrice), primaryImage: r.senderProductImage,
    },
    postedBy: r.receiverId === null ? null : { id: r.receiverId, fullName: r.receiverFullName!, userName: r.receiverUserName! },
    canDecide: r.status === 1 && canDecideOn(user, { companyId: r.companyId, firstSellerId: r.productFirstSellerId }),
  };
}
