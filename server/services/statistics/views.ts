import { sql, type SQL } from 'drizzle-orm';
import type { ViewsReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import { daysOf } from './days';
import type { Period } from './period';
import { rowsOf, type StatisticsScope } from './scope';

/**
 * Views a day (or month) of the period, zeros included. Product views count the daily rows
 * `POST /products/{slug}/views` records (one per viewer, product and Kuwait day; the company's own
 * people are not counted). Company views count the `company_views` rows (one per viewer and Kuwait
 * day, wherever the company's pages were opened: `recordCompanyView`) for the company user; an
 * employee, who sees what it handled, gets the viewer-days over the products it posted.
 * `from` gives (day, views) rows: the roll-ups' daily counts where there is one.
 */
async function views(db: Db, period: Period, from: SQL): Promise<ViewsReply> {
  const rows = rowsOf<{ point: string; views: number }>(await db.execute(sql`
    select to_char(v.day, ${period.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) as point, sum(v.views)::int as views
    from (${from}) v
    group by 1`));
  const by = new Map(rows.map((r) => [r.point, Number(r.views)]));
  const data = period.points.map((date) => ({ date, views: by.get(date) ?? 0 }));
  return { unit: period.unit, total: data.reduce((sum, d) => sum + d.views, 0), data };
}

const within = (period: Period) => sql`v.day >= ${period.firstDay}::date and v.day <= ${period.lastDay}::date`;

/** From the daily roll-up (statistics_days.product_views). */
export const productViews = (db: Db, scope: StatisticsScope, period: Period) => views(db, period, sql`
  select d.day, d.product_views as views from ${daysOf(scope, period)}`);

/**
 * The company user's from company_views' daily counts (company_view_days); an employee's from its viewers a
 * day over the products it posted (seller_view_days, migration 0019).
 */
export const companyViews = (db: Db, scope: StatisticsScope, period: Period) => views(db, period, scope.kind === 'company'
  ? sql`select v.day, v.views from company_view_days v where v.company_id = ${scope.companyId} and ${within(period)}`
  : sql`select v.day, v.viewers as views from seller_view_days v
      where v.company_id = ${scope.companyId} and v.seller_id = ${scope.userId} and ${within(period)}`);
