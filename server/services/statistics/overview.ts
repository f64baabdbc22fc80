import { sql } from 'drizzle-orm';
import type { OverviewReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import { daysOf } from './days';
import type { Period } from './period';
import { roas } from './roas';
import { rowsOf, type StatisticsScope } from './scope';

/**
 * The overview's four cards (part 1 §2, §3), all time unless a period is asked: live products in
 * scope (added in the period), requests received (sent in the period, any status), the same
 * accepted (decided in the period): one read of the daily roll-up; and ROAS.
 */
export async function overview(db: Db, scope: StatisticsScope, period: Period | undefined): Promise<OverviewReply> {
  const [counts] = rowsOf<{ products: number; purchase: number; barter: number; sales: number; trade_in: number }>(await db.execute(sql`
    select coalesce(sum(d.products), 0)::int as products, coalesce(sum(d.purchase_requests), 0)::int as purchase,
      coalesce(sum(d.barter_requests), 0)::int as barter, coalesce(sum(d.sales), 0)::int as sales, coalesce(sum(d.trade_ins), 0)::int as trade_in
    from ${daysOf(scope, period)}`));
  const { value } = await roas(db, scope, period);
  return {
    totalProducts: { number: Number(counts.products) },
    totalPurchaseRequests: { number: Number(counts.purchase) },
    totalBarterRequests: { number: Number(counts.barter) },
    totalSalesRequests: { number: Number(counts.sales) },
    totalBarteringRequests: { number: Number(counts.trade_in) },
    roas: { value },
  };
}
