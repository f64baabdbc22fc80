import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { companyViews } from '../../db/schema';
import { sellerDay } from '../seller-time';
import { rowsOf } from './scope';

type Executor = Pick<Db, 'execute'>;

/**
 * Records that `viewerId` looked at company `companyId` today (Asia/Kuwait): one row per viewer per
 * day however often they come back, whichever of the company's pages they opened (a product now, the
 * `/user/{id}` profile later). The company's own people are not counted, as for product views.
 * One statement, so it can run inside the caller's transaction. True when this was the day's first view.
 */
export async function recordCompanyView(db: Executor, companyId: number, viewerId: number, now: Date = new Date()): Promise<boolean> {
  const result = await db.execute(sql`
    insert into ${companyViews} (company_id, day, viewer_id)
    select ${companyId}, ${sellerDay(now)}::date, ${viewerId}
    where not exists (select 1 from users u where u.id = ${viewerId} and u.company_id = ${companyId})
    on conflict do nothing
    returning 1 as recorded`);
  return rowsOf(result).length > 0;
}
