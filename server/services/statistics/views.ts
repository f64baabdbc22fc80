import { sql } from 'drizzle-orm';
import type { ViewsReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import type { Period } from './period';
import { productsOf, rowsOf, type StatisticsScope } from './scope';

/**
 * Views from the daily rows `POST /products/{slug}/views` records (one per viewer, product and Kuwait
 * day; the company's own people are not counted). Product views count those rows. Company views
 * count each viewer once a day however many of the company's products they opened: the same rule,
 * one per viewer per day, read from the same rows. Opening the company's profile records nothing yet
 * (no such page is served), so it adds nothing.
 */
async function views(db: Db, scope: StatisticsScope, period: Period, counted: 'rows' | 'viewer-days'): Promise<ViewsReply> {
  const point = sql`to_char(v.day, ${period.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`;
  const n = counted === 'rows' ? sql`count(*)` : sql`count(distinct (v.viewer_id, v.day))`;
  const rows = rowsOf<{ point: string; views: number }>(await db.execute(sql`
    select ${point} as point, ${n}::int as views
    from product_views v join products p on p.id = v.product_id
    where ${productsOf(scope)} and v.day >= ${period.firstDay}::date and v.day <= ${period.lastDay}::date
    group by 1`));
  const by = new Map(rows.map((r) => [r.point, Number(r.views)]));
  const data = period.points.map((date) => ({ date, views: by.get(date) ?? 0 }));
  // Viewer-days of different months never coincide, so the total is the sum of the points either way.
  return { unit: period.unit, total: data.reduce((sum, d) => sum + d.views, 0), data };
}

export const productViews = (db: Db, scope: StatisticsScope, period: Period) => views(db, scope, period, 'rows');
export const companyViews = (db: Db, scope: StatisticsScope, period: Period) => views(db, scope, period, 'viewer-days');
