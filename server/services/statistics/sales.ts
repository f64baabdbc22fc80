import { sql } from 'drizzle-orm';
import type { SalesNumberReply, SalesReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import { acceptedIn, pointOf, saleCount, saleRevenue, tradeInCount } from './accepted';
import type { Period } from './period';
import { rowsOf, type StatisticsScope } from './scope';

/** The sales line: revenue and number of sales on every day (or month) of the period, zeros included. */
export async function salesSeries(db: Db, scope: StatisticsScope, period: Period): Promise<SalesReply> {
  const rows = rowsOf<{ point: string; revenue: string | number; sales: number }>(await db.execute(sql`
    select ${pointOf(period, sql`r.decided_at`)} as point, ${saleRevenue} as revenue, ${saleCount} as sales
    from ${acceptedIn(scope, period)} group by 1`));
  const by = new Map(rows.map((r) => [r.point, r]));
  return {
    unit: period.unit,
    data: period.points.map((date) => ({ date, revenue: Number(by.get(date)?.revenue ?? 0), sales: Number(by.get(date)?.sales ?? 0) })),
  };
}

/** Sales in numbers (the donut): accepted sales against accepted barters. */
export async function salesNumber(db: Db, scope: StatisticsScope, period: Period | undefined): Promise<SalesNumberReply> {
  const [row] = rowsOf<{ sales: number; trade_in: number }>(await db.execute(sql`
    select ${saleCount} as sales, ${tradeInCount} as trade_in from ${acceptedIn(scope, period)}`));
  return { sales: Number(row?.sales ?? 0), tradIn: Number(row?.trade_in ?? 0) };
}
