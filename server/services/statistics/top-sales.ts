import { sql, type SQL } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { CategorySalesReply, ProductSalesReply } from '../../../src/api/schemas/statistics';
import type { Db } from '../../db';
import { acceptedSalesIn, percentOf } from './accepted';
import { daysOf } from './days';
import { monthsOf, type Period } from './period';
import { rowsOf, type StatisticsScope } from './scope';

/** The toggle's lists: the ten best, by revenue then number of sales. */
const TOP = 10;
/** Candidates read per month on the first try, and the most before summing every product of the period. */
const FIRST_DEPTH = 20;
const MAX_DEPTH = 20_000;

/**
 * Sales of the scope in a period, by month roll-up: the months the period touches, less the accepted
 * sales of those months' days outside the period (read from the requests: none for a whole month, and for
 * a year view ending today only the days still to come).
 */
const sellerOf = (scope: StatisticsScope, alias: string) => (scope.kind === 'company' ? sql`` : sql` and ${sql.raw(alias)}.seller_id = ${scope.userId}`);
const monthList = (months: string[]) => sql`${`{${months.join(',')}}`}::date[]`;

function outsideSales(scope: StatisticsScope, outside: [Date, Date][], key: SQL, join: SQL = sql``): SQL {
  if (outside.length === 0) return sql`select null::int as id, 0::bigint as sales, 0::bigint as revenue where false`;
  const ranges = sql.join(outside.map(([from, to]) => sql`(r.decided_at >= ${from.toISOString()} and r.decided_at < ${to.toISOString()})`), sql` or `);
  return sql`select ${key} as id, count(*)::bigint as sales, coalesce(sum(r.accepted_price), 0)::bigint as revenue
    from requests r join products p on p.id = r.receiver_product_id${join}
    where r.company_id = ${scope.companyId} and r.status = 2 and r.type = 'sale' and (${ranges})${scope.kind === 'company' ? sql`` : sql` and p.first_seller_id = ${scope.userId}`}
    group by 1`;
}

/** The period's sale revenue in scope (the share's whole), from the daily roll-up. */
async function totalRevenue(db: Db, scope: StatisticsScope, period: Period) {
  const [row] = rowsOf<{ revenue: string | number }>(await db.execute(sql`select coalesce(sum(d.revenue), 0)::bigint as revenue from ${daysOf(scope, period)}`));
  return Number(row?.revenue ?? 0);
}

type Ranked = { id: number; name: string; revenue: string | number; sales: string | number };

/** A sorted list of the roll-ups: one month's (product_sales_months) or the twelve months' ending with one (product_sales_years). */
type List = { table: 'month' | 'year'; month: string };
const listRows = (scope: StatisticsScope, list: List) => (list.table === 'month'
  ? sql`product_sales_months s where s.company_id = ${scope.companyId}${sellerOf(scope, 's')} and s.month = ${list.month}::date`
  : sql`product_sales_years s where s.company_id = ${scope.companyId}${sellerOf(scope, 's')} and s.end_month = ${list.month}::date`);

/** The ten best of one list, when the list is the period itself. */
async function listTop(db: Db, scope: StatisticsScope, list: List) {
  return rowsOf<Ranked>(await db.execute(sql`
    select t.product_id as id, p.name, t.revenue, t.sales from (
      select s.product_id, s.revenue, s.sales from ${listRows(scope, list)}
      order by s.revenue desc nulls last, s.sales desc nulls last, s.product_id limit ${TOP}) t join products p on p.id = t.product_id
    order by t.revenue desc, t.sales desc, t.product_id`));
}

/** Were sales made in scope on the touched months' days outside the period (the daily roll-up says)? */
async function soldOutside(db: Db, scope: StatisticsScope, period: Period, months: string[]) {
  const end = Temporal.PlainDate.from(months.at(-1)!).add({ months: 1 }).toString();
  const [row] = rowsOf<{ sales: number }>(await db.execute(sql`
    select coalesce(sum(d.sales), 0)::int as sales from statistics_days d
    where d.company_id = ${scope.companyId}${sellerOf(scope, 'd')} and d.day >= ${months[0]}::date and d.day < ${end}::date
      and (d.day < ${period.firstDay}::date or d.day > ${period.lastDay}::date)`));
  return Number(row?.sales ?? 0) > 0;
}

/**
 * The top products by the threshold algorithm over sorted lists that cover the period (its months' lists for up
 * to three months; the twelve months' list ending with its last month beyond, and its first month's when it
 * touches thirteen): the `depth` best of each list are the candidates, their sums in the period are exact (the
 * months' roll-up less the outside days' sales), and a product outside every list's best earned at most the sum
 * of each list's `depth`-th revenue (`bound`). When the tenth candidate earned more than that bound, or no list
 * had more than `depth` products, the ten are the true ten; otherwise the depth grows.
 */
async function topProducts(db: Db, scope: StatisticsScope, period: Period, depth: number) {
  const { months, outside } = monthsOf(period);
  const lists: List[] = months.length <= 3 ? months.map((month) => ({ table: 'month', month }))
    : [{ table: 'year', month: months.at(-1)! }, ...(months.length > 12 ? [{ table: 'month' as const, month: months[0] }] : [])];
  const listed = sql.join(lists.map((list, i) => sql`(
    select ${i} as list, s.product_id, s.revenue, row_number() over (order by s.revenue desc nulls last, s.sales desc nulls last, s.product_id) as rank
    from ${listRows(scope, list)} order by s.revenue desc nulls last, s.sales desc nulls last, s.product_id limit ${depth})`), sql` union all `);
  const result = rowsOf<Ranked & { bound: string | number; cut: number }>(await db.execute(sql`
    with listed as (${listed}),
    bound as (select coalesce(sum(revenue) filter (where rank = ${depth}), 0)::bigint as bound, (count(*) filter (where rank = ${depth}))::int as cut from listed),
    candidates as (select distinct product_id from listed),
    summed as (
      select s.product_id as id, sum(s.sales)::bigint as sales, sum(s.revenue)::bigint as revenue
      from product_sales_months s join candidates c on c.product_id = s.product_id
      where s.company_id = ${scope.companyId} and s.month = any(${monthList(months)}) group by 1
    ),
    outside as (${outsideSales(scope, outside, sql`r.receiver_product_id`, sql` join candidates c on c.product_id = r.receiver_product_id`)}),
    ranked as (
      select s.id, s.revenue - coalesce(o.revenue, 0) as revenue, s.sales - coalesce(o.sales, 0) as sales
      from summed s left join outside o on o.id = s.id where s.sales - coalesce(o.sales, 0) > 0
      order by 2 desc, 3 desc, 1 limit ${TOP}
    )
    select t.id, p.name, t.revenue, t.sales, b.bound, b.cut from bound b left join (ranked t join products p on p.id = t.id) on true
    order by t.revenue desc, t.sales desc, t.id`));
  const { bound, cut } = result[0];
  const ranked = result.filter((r) => r.id !== null);
  const exact = Number(cut) === 0 || (ranked.length === TOP && Number(ranked[TOP - 1].revenue) > Number(bound));
  return exact ? ranked : undefined;
}

/** Summed per product from the accepted requests alone (when the candidates do not settle it). */
async function topProductsFromRequests(db: Db, scope: StatisticsScope, period: Period) {
  return rowsOf<Ranked>(await db.execute(sql`
    with sold as (
      select r.receiver_product_id as id, coalesce(sum(r.accepted_price), 0)::bigint as revenue, count(*)::int as sales
      from ${acceptedSalesIn(scope, period)} group by r.receiver_product_id
    )
    select p.id, p.name, t.revenue, t.sales
    from (select * from sold order by revenue desc, sales desc, id limit ${TOP}) t join products p on p.id = t.id
    order by t.revenue desc, t.sales desc, t.id`));
}

/** Top products of the period by sale revenue; the percent is of the whole period's revenue. `firstDepth`: tests try the deeper reads. */
export async function productSales(db: Db, scope: StatisticsScope, period: Period, firstDepth = FIRST_DEPTH): Promise<ProductSalesReply> {
  const { months, outside } = monthsOf(period);
  // A whole month, or twelve whole months (or up to today, when nothing was sold after it): one list, read in order.
  const whole = outside.length === 0 || !(await soldOutside(db, scope, period, months));
  let rows: Ranked[] | undefined;
  if (whole && months.length === 1) rows = await listTop(db, scope, { table: 'month', month: months[0] });
  else if (whole && months.length === 12) rows = await listTop(db, scope, { table: 'year', month: months[11] });
  for (let depth = firstDepth; !rows && depth <= MAX_DEPTH; depth *= 10) rows = await topProducts(db, scope, period, depth);
  rows ??= await topProductsFromRequests(db, scope, period);
  const total = await totalRevenue(db, scope, period);
  return {
    data: rows.map((r) => ({
      id: Number(r.id), name: r.name, revenue: Number(r.revenue), sales: Number(r.sales), productsSalesPercent: percentOf(Number(r.revenue), total),
    })),
  };
}

/**
 * Top categories (the product's own, a leaf) by sale revenue; products without one form one group with a null
 * id. From the month roll-up per seller and category (category_sales_months), less the days outside the period.
 */
export async function categorySales(db: Db, scope: StatisticsScope, period: Period): Promise<CategorySalesReply> {
  const { months, outside } = monthsOf(period);
  const rows = rowsOf<{ id: number | null; name: string | null; name_ar: string | null; revenue: string | number; sales: string | number }>(await db.execute(sql`
    with summed as (
      select s.category_id as id, sum(s.sales)::bigint as sales, sum(s.revenue)::bigint as revenue
      from category_sales_months s where s.company_id = ${scope.companyId}${sellerOf(scope, 's')} and s.month = any(${monthList(months)}) group by 1
    ),
    outside as (${outsideSales(scope, outside, sql`coalesce(p.category_id, 0)`)}),
    ranked as (
      select s.id, s.revenue - coalesce(o.revenue, 0) as revenue, s.sales - coalesce(o.sales, 0) as sales
      from summed s left join outside o on o.id = s.id where s.sales - coalesce(o.sales, 0) > 0
    )
    select c.id, c.name, c.name_ar, t.revenue, t.sales from ranked t left join categories c on c.id = nullif(t.id, 0)
    order by t.revenue desc, t.sales desc, c.id nulls last limit ${TOP}`));
  const total = await totalRevenue(db, scope, period);
  return {
    data: rows.map((r) => ({
      id: r.id === null ? null : Number(r.id), name: r.name, nameAr: r.name_ar, revenue: Number(r.revenue), sales: Number(r.sales),
      categoriesSalesPercent: percentOf(Number(r.revenue), total),
    })),
  };
}
