import { sql } from 'drizzle-orm';
import type { SalesNumberReply, SalesReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import { dayPoint, daysOf } from './days';
import type { Period } from './period';
import { rowsOf, type StatisticsScope } from './scope';

/**
 * The sales line: revenue and number of sales on every day (or month) of the period, zeros included,
 * from the daily roll-up (accepted sales by the Kuwait day decided; see accepted.ts for what counts).
 */
export async function salesSeries(db: Db, scope: StatisticsScope, period: Period): Promise<SalesReply> {
  const rows = rowsOf<{ point: string; revenue: string | number; sales: number }>(await db.execute(sql`
    select ${dayPoint(period)} as point, sum(d.revenue)::bigint as revenue, sum(d.sales)::int as sales
    from ${daysOf(scope, period)} group by 1`));
  const by = new Map(rows.map((r) => [r.point, r]));
  return {
    unit: period.unit,
    data: period.points.map((date) => ({ date, revenue: Number(by.get(date)?.revenue ?? 0), sales: Number(by.get(date)?.sales ?? 0) })),
  };
}

/** Sales in numbers (the donut): accepted sales against accepted barters, from the daily roll-up. */
export async function salesNumber(db: Db, scope: StatisticsScope, period: Period | undefined): Promise<SalesNumberReply> {
  const [row] = rowsOf<{ sales: number; trade_in: number }>(await db.execute(sql`
    select coalesce(sum(d.sales), 0)::int as sales, coalesce(sum(d.trade_ins), 0)::int as trade_in from ${daysOf(scope, period)}`));
  return { sales: Number(row?.sales ?? 0), tradIn: Number(row?.trade_in ?? 0) };
}
