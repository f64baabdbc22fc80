import { sql } from 'drizzle-orm';
import type { CategorySalesReply, ProductSalesReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import { acceptedIn, acceptedSalesIn, percentOf, saleCount, saleRevenue } from './accepted';
import type { Period } from './period';
import { rowsOf, type StatisticsScope } from './scope';

/** The toggle's lists: the ten best, by revenue then number of sales. */
const TOP = 10;

type Ranked = { revenue: string | number; sales: number; total: string | number };

/**
 * Top products of the period by sale revenue; the percent is of the whole period's revenue. Summed per
 * product from the accepted requests alone; only the ten kept are joined to their product.
 */
export async function productSales(db: Db, scope: StatisticsScope, period: Period): Promise<ProductSalesReply> {
  const rows = rowsOf<Ranked & { id: number; name: string }>(await db.execute(sql`
    with sold as (
      select r.receiver_product_id as id, coalesce(sum(r.accepted_price), 0)::bigint as revenue, count(*)::int as sales
      from ${acceptedSalesIn(scope, period)} group by r.receiver_product_id
    )
    select p.id, p.name, t.revenue, t.sales, (select sum(revenue) from sold) as total
    from (select * from sold order by revenue desc, sales desc, id limit ${TOP}) t join products p on p.id = t.id
    order by t.revenue desc, t.sales desc, t.id`));
  return {
    data: rows.map((r) => ({
      id: Number(r.id), name: r.name, revenue: Number(r.revenue), sales: Number(r.sales),
      productsSalesPercent: percentOf(Number(r.revenue), Number(r.total)),
    })),
  };
}

/** Top categories (the product's own, a leaf) by sale revenue; products without one form one group with a null id. */
export async function categorySales(db: Db, scope: StatisticsScope, period: Period): Promise<CategorySalesReply> {
  const rows = rowsOf<Ranked & { id: number | null; name: string | null; name_ar: string | null }>(await db.execute(sql`
    select c.id, c.name, c.name_ar, ${saleRevenue} as revenue, ${saleCount} as sales, sum(${saleRevenue}) over () as total
    from ${acceptedIn(scope, period, sql` left join categories c on c.id = p.category_id`)} and r.type = 'sale'
    group by c.id, c.name, c.name_ar order by revenue desc, sales desc, c.id nulls last limit ${TOP}`));
  return {
    data: rows.map((r) => ({
      id: r.id === null ? null : Number(r.id), name: r.name, nameAr: r.name_ar, revenue: Number(r.revenue), sales: Number(r.sales),
      categoriesSalesPercent: percentOf(Number(r.revenue), Number(r.total)),
    })),
  };
}
