import { sql } from 'drizzle-orm';
import type { RoasReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import type { Period } from './period';
import { productsOf, rowsOf, type StatisticsScope } from './scope';

/**
 * Return on ad spend (issue 28): the paid promotions of products in scope that began in the period
 * (boost, flash, refresh, promo offer: offers paid with money, amount > 0; one booked with a plan's
 * credit cost nothing and is left out), what was paid for them, and the sale revenue (at the accepted
 * prices) of their products accepted while a promotion ran (each sale once, however many promotions overlapped it).
 * value = revenue ÷ spent, two decimals; 0 when nothing was paid.
 */
export async function roas(db: Db, scope: StatisticsScope, period: Period | undefined): Promise<RoasReply> {
  const began = period ? sql` and o.from_date >= ${period.from.toISOString()} and o.from_date < ${period.to.toISOString()}` : sql``;
  const mine = scope.kind === 'company' ? sql`` : sql` and exists (select 1 from products p where p.id = o.product_id and ${productsOf(scope)})`;
  // Revenue: the accepted sales found from each promotion (its product's requests, on their index), each once.
  const [row] = rowsOf<{ spent: string | number; revenue: string | number }>(await db.execute(sql`
    with paid as (
      select o.product_id, o.from_date, o.to_date, o.amount_fils
      from offers o
      where o.company_id = ${scope.companyId} and o.status = 'paid' and o.amount_fils > 0${mine}${began}
    )
    select
      (select coalesce(sum(amount_fils), 0)::bigint from paid) as spent,
      (select coalesce(sum(r.accepted_price), 0)::bigint from requests r where r.id in (
        select s.id from paid join requests s on s.receiver_product_id = paid.product_id and s.status = 2
        where s.company_id = ${scope.companyId} and s.type = 'sale' and s.decided_at >= paid.from_date and s.decided_at < paid.to_date)) as revenue`));
  const spent = Number(row?.spent ?? 0);
  const revenue = Number(row?.revenue ?? 0);
  return { value: spent > 0 ? Math.round((revenue * 100) / spent) / 100 : 0, revenue, spent };
}
