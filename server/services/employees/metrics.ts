import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { conversations, products, requests } from '../../db/schema';

export interface EmployeeMetrics {
  sales: number;
  tradeIn: number;
  productsCount: number;
  communications: number;
  avgResponseTimeSeconds: number | null;
}

const EMPTY: EmployeeMetrics = { sales: 0, tradeIn: 0, productsCount: 0, communications: 0, avgResponseTimeSeconds: null };

/**
 * The employees table's numbers for a page of members, from real data:
 * - sales / trade-in: accepted sale / barter requests on products the member posted (first seller);
 * - products added: the member's live products;
 * - communications: conversations the member handles;
 * - response time: over each buyer "turn" (the buyer's messages since the last answer), the time
 *   from the turn's first buyer message to the member's reply that ends it, averaged.
 */
export async function metricsFor(db: Db, companyId: number, userIds: number[]): Promise<Map<number, EmployeeMetrics>> {
  const result = new Map(userIds.map((id) => [id, { ...EMPTY }]));
  if (userIds.length === 0) return result;
  const [decided, added, handled, response] = await Promise.all([
    db.select({
      userId: products.firstSellerId,
      sales: sql<number>`count(*) filter (where ${requests.type} = 'sale')::int`,
      tradeIn: sql<number>`count(*) filter (where ${requests.type} = 'bartering')::int`,
    }).from(requests).innerJoin(products, eq(products.id, requests.receiverProductId))
      .where(and(eq(requests.companyId, companyId), eq(requests.status, 2), inArray(products.firstSellerId, userIds)))
      .groupBy(products.firstSellerId),
    db.select({ userId: products.firstSellerId, n: count() }).from(products)
      .where(and(eq(products.companyId, companyId), inArray(products.firstSellerId, userIds), isNull(products.deletedAt)))
      .groupBy(products.firstSellerId),
    db.select({ userId: conversations.employeeId, n: count() }).from(conversations)
      .where(and(eq(conversations.companyId, companyId), inArray(conversations.employeeId, userIds)))
      .groupBy(conversations.employeeId),
    responseTimes(db, companyId, userIds),
  ]);
  for (const r of decided) Object.assign(result.get(r.userId!)!, { sales: Number(r.sales), tradeIn: Number(r.tradeIn) });
  for (const r of added) result.get(r.userId!)!.productsCount = Number(r.n);
  for (const r of handled) result.get(r.userId!)!.communications = Number(r.n);
  for (const r of response) result.get(Number(r.user_id))!.avgResponseTimeSeconds = r.seconds === null ? null : Number(r.seconds);
  return result;
}

async function responseTimes(db: Db, companyId: number, userIds: number[]) {
  // `answered` counts the non-buyer messages up to each message; a buyer message belongs to the
  // turn of that count, a member's message ends the turn before it.
  const ids = sql.join(userIds.map((id) => sql`${id}`), sql`, `);
  const result = await db.execute(sql`
    with m as (
      select c.employee_id, m.conversation_id, m.created_at,
        m.sender_id = c.buyer_id as from_buyer, m.sender_id = c.employee_id as from_member,
        count(*) filter (where m.sender_id <> c.buyer_id) over (partition by m.conversation_id order by m.created_at, m.id) as answered
      from messages m join conversations c on c.id = m.conversation_id
      where c.company_id = ${companyId} and c.employee_id in (${ids})
    ), turns as (
      select employee_id, conversation_id, answered - (case when from_buyer then 0 else 1 end) as turn,
        min(created_at) filter (where from_buyer) as asked, min(created_at) filter (where from_member) as replied
      from m group by 1, 2, 3
    )
    select employee_id as user_id, round(avg(extract(epoch from replied - asked)))::int as seconds
    from turns where asked is not null and replied is not null and replied > asked group by 1`);
  // Both drivers (pg and PGlite) reply with `rows`.
  return (result as unknown as { rows: { user_id: number; seconds: number | null }[] }).rows;
}
