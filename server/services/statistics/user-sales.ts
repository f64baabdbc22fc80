import { sql } from 'drizzle-orm';
import type { UserSalesReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import { forbidden } from '../../http/errors';
import { daysOf } from './days';
import type { Period } from './period';
import { rowsOf, type StatisticsScope } from './scope';

/**
 * The per-member split (company user only: an employee sees its own figures, not its colleagues'):
 * every current member, and a removed one that still sold in the period, by the products each posted
 * (the daily roll-up's seller).
 */
export async function userSales(db: Db, scope: StatisticsScope, period: Period): Promise<UserSalesReply> {
  if (scope.kind !== 'company') throw forbidden();
  const rows = rowsOf<{ id: number; full_name: string; sales: number; trade_in: number; revenue: string | number }>(await db.execute(sql`
    with sold as (
      select d.seller_id as id, sum(d.sales)::int as sales, sum(d.trade_ins)::int as trade_in, sum(d.revenue)::bigint as revenue
      from ${daysOf(scope, period)} group by d.seller_id having sum(d.sales) + sum(d.trade_ins) > 0
    )
    select u.id, u.full_name, coalesce(s.sales, 0) as sales, coalesce(s.trade_in, 0) as trade_in, coalesce(s.revenue, 0) as revenue
    from users u left join sold s on s.id = u.id
    where u.company_id = ${scope.companyId} and (u.deleted_at is null or s.id is not null)
    order by revenue desc, sales desc, u.id`));
  return {
    data: rows.map((r) => ({ id: Number(r.id), fullName: r.full_name, sales: Number(r.sales), tradeIn: Number(r.trade_in), revenue: Number(r.revenue) })),
  };
}
