import { sql, type Placeholder } from 'drizzle-orm';

export interface EmployeeMetrics {
  sales: number;
  tradeIn: number;
  productsCount: number;
  communications: number;
  avgResponseTimeSeconds: number | null;
  responseRate: number | null;
}

/**
 * The employees table's numbers, from real data, as columns of the members query (one statement
 * for the page; each sub-select runs for the page's rows only, through the company and seller indexes):
 * - sales / trade-in: accepted sale / barter requests on products the member posted (first seller);
 * - products added: the member's live products;
 * - communications: conversations the member handles;
 * - response time: over each buyer "turn" (the buyer's messages since the last answer), the time
 *   from the turn's first buyer message to the member's reply that ends it, averaged.
 */
export function metricColumns(companyId: number | Placeholder) {
  // Written with aliases: Drizzle leaves the columns of a one-table select unqualified, so the
  // member is named as "users"."id" and each sub-select's own columns through its alias.
  const member = sql.raw('"users"."id"');
  const decided = (type: 'sale' | 'bartering') => sql<number>`(
    select count(*)::int from requests r join products p on p.id = r.receiver_product_id
    where r.company_id = ${companyId} and r.status = 2 and r.type = ${type} and p.first_seller_id = ${member})`;
  // Each buyer "turn" of the member's conversations: when it was asked and when the member replied.
  // `answered` counts the non-buyer messages up to each message; a buyer message belongs to the
  // turn of that count, a member's message ends the turn before it.
  const turns = sql`(
        select min(created_at) filter (where from_buyer) as asked, min(created_at) filter (where from_member) as replied
        from (
          select m.conversation_id, m.created_at,
            m.sender_id = c.buyer_id as from_buyer, m.sender_id = c.employee_id as from_member,
            count(*) filter (where m.sender_id <> c.buyer_id) over (partition by m.conversation_id order by m.created_at, m.id) as answered
          from messages m join conversations c on c.id = m.conversation_id
          where c.company_id = ${companyId} and c.employee_id = ${member}
        ) m
        group by conversation_id, answered - (case when from_buyer then 0 else 1 end)
      ) turns`;
  return {
    sales: decided('sale'),
    tradeIn: decided('bartering'),
    productsCount: sql<number>`(
      select count(*)::int from products p where p.company_id = ${companyId} and p.first_seller_id = ${member} and p.deleted_at is null)`,
    communications: sql<number>`(
      select count(*)::int from conversations c where c.company_id = ${companyId} and c.employee_id = ${member})`,
    avgResponseTimeSeconds: sql<number | null>`(
      select round(avg(extract(epoch from replied - asked)))::int from ${turns}
      where asked is not null and replied is not null and replied > asked)`,
    responseRate: sql<number | null>`(
      select round(100.0 * count(*) filter (where replied > asked) / nullif(count(*), 0))::int from ${turns}
      where asked is not null)`,
  };
}
