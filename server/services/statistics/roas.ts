import { sql } from 'drizzle-orm';
import type { RoasReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import type { Period } from './period';
import { rowsOf, type StatisticsScope } from './scope';

/**
 * Return on ad spend: the paid promotions of products in scope that began in the period
 * (boost, flash, refresh, promo offer: offers paid with money, amount > 0; one booked with a plan's
 * credit cost nothing and is left out), what was paid for them, and the sale revenue (at the accepted
 * prices) of their products accepted while a promotion ran (each sale once, however many promotions overlapped it).
 * value = revenue ÷ spent, two decimals; 0 when nothing was paid.
 * Read from the roll-ups migration 0019 keeps: promotion_days (the cost by the Kuwait day a promotion
 * began) and promoted_sales (each sale made during a paid promotion, per promotion).
 */
export async function roas(db: Db, scope: StatisticsScope, period: Period | undefined): Promise<RoasReply> {
  const seller = (alias: string) => (scope.kind === 'company' ? sql`` : sql` and ${sql.raw(alias)}.seller_id = ${scope.userId}`);
  const days = period ? sql` and d.day >= ${period.firstDay}::date and d.day <= ${period.lastDay}::date` : sql``;
  const began = period ? sql` and s.began_at >= ${period.from.toISOString()} and s.began_at < ${period.to.toISOString()}` : sql``;
  const [row] = rowsOf<{ spent: string | number; revenue: string | number }>(await db.execute(sql`
    select
      (select coalesce(sum(d.spent), 0)::bigint from promotion_days d where d.company_id = ${scope.companyId}${seller('d')}${days}) as spent,
      (select coalesce(sum(price), 0)::bigint from (
        select max(s.price) as price from promoted_sales s where s.company_id = ${scope.companyId}${seller('s')}${began} group by s.request_id) once) as revenue`));
  const spent = Number(row?.spent ?? 0);
  const revenue = Number(row?.revenue ?? 0);
  return { value: spent > 0 ? Math.round((revenue * 100) / spent) / 100 : 0, revenue, spent };
}
