import { sql } from 'drizzle-orm';
import type { OverviewReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import type { Period } from './period';
import { roas } from './roas';
import { salesNumber } from './sales';
import { productsOf, rowsOf, type StatisticsScope } from './scope';

/**
 * The overview's four cards (part 1 §2, §3), all time unless a period is asked: live products in
 * scope (added in the period), requests received (sent in the period, any status), the same
 * accepted (decided in the period), and ROAS.
 */
export async function overview(db: Db, scope: StatisticsScope, period: Period | undefined): Promise<OverviewReply> {
  const between = (column: string) => period
    ? sql` and ${sql.raw(column)} >= ${period.from.toISOString()} and ${sql.raw(column)} < ${period.to.toISOString()}` : sql``;
  const [counts] = rowsOf<{ products: number; purchase: number; barter: number }>(await db.execute(sql`
    select
      (select count(*)::int from products p where ${productsOf(scope)} and p.deleted_at is null${between('p.created_at')}) as products,
      (select count(*)::int from requests r join products p on p.id = r.receiver_product_id
        where r.company_id = ${scope.companyId} and r.type = 'sale' and ${productsOf(scope)}${between('r.created_at')}) as purchase,
      (select count(*)::int from requests r join products p on p.id = r.receiver_product_id
        where r.company_id = ${scope.companyId} and r.type = 'bartering' and ${productsOf(scope)}${between('r.created_at')}) as barter`));
  const accepted = await salesNumber(db, scope, period);
  const { value } = await roas(db, scope, period);
  return {
    totalProducts: { number: Number(counts.products) },
    totalPurchaseRequests: { number: Number(counts.purchase) },
    totalBarterRequests: { number: Number(counts.barter) },
    totalSalesRequests: { number: accepted.sales },
    totalBarteringRequests: { number: accepted.tradIn },
    roas: { value },
  };
}
