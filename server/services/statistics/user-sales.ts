import { sql } from 'drizzle-orm';
import type { UserSalesReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import { forbidden } from '../../http/errors';
import { acceptedIn, saleCount, saleRevenue, tradeInCount } from './accepted';
import type { Period } from './period';
import { rowsOf, type StatisticsScope } from './scope';

/**
 * The per-member split (company user only: an employee sees its own figures, not its colleagues'):
 * every current member, and a removed one that still sold in the period, by the products each posted.
 */
export async function userSales(db: Db, scope: StatisticsScope, period: Period): Promise<UserSalesReply> {
  if (scope.kind !== 'company') throw forbidden();
  const rows = rowsOf<{ id: number; full_name: string; sales: number; trade_in: number; revenue: string | number }>(await db.execute(sql`
    with sold as (
      select p.first_seller_id as id, ${saleCount} as sales, ${tradeInCount} as trade_in, ${saleRevenue} as revenue
      from ${acceptedIn(scope, period)} group by p.first_seller_id
    )
    select u.id, u.full_name, coalesce(s.sales, 0) as sales, coalesce(s.trade_in, 0) as trade_in, coalesce(s.revenue, 0) as revenue
    from users u left join sold s on s.id = u.id
    where u.company_id = ${scope.companyId} and (u.deleted_at is null or s.id is not null)
    order by revenue desc, sales desc, u.id`));
  return {
    data: rows.map((r) => ({ id: Number(r.id), fullName: r.full_name, sales: Number(r.sales), tradeIn: Number(r.trade_in), revenue: Number(r.revenue) })),
  };
}
