import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../../db';
import { addBuyer, addProduct, forEachActivityDatabase } from '../../test/activity';
import { rowsOf } from './scope';

// The longer periods' roll-ups (migrations 0019, 0020) are kept by triggers: whatever is written, each must equal
// what is counted again from the rows themselves (the seed's year of history included). `drift` lists every
// difference, table by table.
async function drift(db: Db) {
  return rowsOf<Record<string, unknown>>(await db.execute(sql`
    with
    product_live as (
      select r.company_id, r.receiver_product_id as product_id, date_trunc('month', r.decided_at at time zone 'Asia/Kuwait')::date as month,
        coalesce(p.first_seller_id, 0) as seller_id, coalesce(p.category_id, 0) as category_id, count(*)::int as sales, coalesce(sum(r.accepted_price), 0)::bigint as revenue
      from requests r join products p on p.id = r.receiver_product_id
      where r.status = 2 and r.type = 'sale' and r.decided_at is not null group by 1, 2, 3, 4, 5
    ),
    product_kept as (select company_id, product_id, month, seller_id, category_id, sales, revenue from product_sales_months),
    year_live as (
      select company_id, product_id, (month + make_interval(months => i))::date as end_month, seller_id, sum(sales)::int as sales, sum(revenue)::bigint as revenue
      from product_live cross join generate_series(0, 11) i group by 1, 2, 3, 4
    ),
    year_kept as (select company_id, product_id, end_month, seller_id, sales, revenue from product_sales_years),
    category_live as (select company_id, seller_id, category_id, month, sum(sales)::int as sales, sum(revenue)::bigint as revenue from product_live group by 1, 2, 3, 4),
    category_kept as (select company_id, seller_id, category_id, month, sales, revenue from category_sales_months),
    promoted_live as (
      select o.id as offer_id, r.id as request_id, o.company_id, o.product_id, coalesce(p.first_seller_id, 0) as seller_id, o.from_date as began_at, coalesce(r.accepted_price, 0)::bigint as price
      from offers o join products p on p.id = o.product_id
        join requests r on r.receiver_product_id = o.product_id and r.company_id = o.company_id and r.status = 2 and r.type = 'sale'
          and r.decided_at >= o.from_date and r.decided_at < o.to_date
      where o.status = 'paid' and o.amount_fils > 0
    ),
    promoted_kept as (select offer_id, request_id, company_id, product_id, seller_id, began_at, price from promoted_sales),
    spent_live as (
      select o.company_id, coalesce(p.first_seller_id, 0) as seller_id, (o.from_date at time zone 'Asia/Kuwait')::date as day, sum(o.amount_fils)::bigint as spent
      from offers o join products p on p.id = o.product_id where o.status = 'paid' and o.amount_fils > 0 group by 1, 2, 3
    ),
    spent_kept as (select company_id, seller_id, day, spent from promotion_days),
    viewers_live as (
      select p.company_id, coalesce(p.first_seller_id, 0) as seller_id, v.day, count(distinct v.viewer_id)::int as viewers
      from product_views v join products p on p.id = v.product_id group by 1, 2, 3
    ),
    viewers_kept as (select company_id, seller_id, day, viewers from seller_view_days),
    viewer_rows_live as (
      select p.company_id, coalesce(p.first_seller_id, 0) as seller_id, v.day, v.viewer_id, count(*)::int as views
      from product_views v join products p on p.id = v.product_id group by 1, 2, 3, 4
    ),
    viewer_rows_kept as (select company_id, seller_id, day, viewer_id, views from seller_viewer_days)
    select 'product sales missing' as what, to_jsonb(a) as row from (select * from product_live except select * from product_kept) a
    union all select 'product sales extra', to_jsonb(a) from (select * from product_kept except select * from product_live) a
    union all select 'year sales missing', to_jsonb(a) from (select * from year_live except select * from year_kept) a
    union all select 'year sales extra', to_jsonb(a) from (select * from year_kept except select * from year_live) a
    union all select 'category sales missing', to_jsonb(a) from (select * from category_live except select * from category_kept) a
    union all select 'category sales extra', to_jsonb(a) from (select * from category_kept except select * from category_live) a
    union all select 'promoted sales missing', to_jsonb(a) from (select * from promoted_live except select * from promoted_kept) a
    union all select 'promoted sales extra', to_jsonb(a) from (select * from promoted_kept except select * from promoted_live) a
    union all select 'spent missing', to_jsonb(a) from (select * from spent_live except select * from spent_kept) a
    union all select 'spent extra', to_jsonb(a) from (select * from spent_kept except select * from spent_live) a
    union all select 'viewers missing', to_jsonb(a) from (select * from viewers_live except select * from viewers_kept) a
    union all select 'viewers extra', to_jsonb(a) from (select * from viewers_kept except select * from viewers_live) a
    union all select 'viewer rows missing', to_jsonb(a) from (select * from viewer_rows_live except select * from viewer_rows_kept) a
    union all select 'viewer rows extra', to_jsonb(a) from (select * from viewer_rows_kept except select * from viewer_rows_live) a`));
}

const monthsOfProduct = async (db: Db, productId: number) => rowsOf<{ month: string; seller_id: number; category_id: number; sales: number; revenue: string | number }>(
  await db.execute(sql`select to_char(month, 'YYYY-MM') as month, seller_id, category_id, sales, revenue from product_sales_months where product_id = ${productId} order by month`),
).map((r) => ({ month: r.month, seller: Number(r.seller_id), category: Number(r.category_id), sales: Number(r.sales), revenue: Number(r.revenue) }));

forEachActivityDatabase('statistics roll-ups of longer periods', (ctx) => {
  it('hold what the seed wrote', async () => {
    expect(await drift(ctx().db)).toEqual([]);
  });

  it('follow requests, promotions, views and products as they are written, changed and deleted', async () => {
    const { db, companyIds, ids } = ctx();
    const [category] = rowsOf<{ id: number }>(await db.execute(sql`insert into categories (name, name_ar, slug, path) values ('Longer', 'أطول', 'longer', '{longer}') returning id`));
    const lamp = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'Longer lamp', price: 12_000 });
    const desk = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.omar, name: 'Longer desk', price: 30_000 });
    const viewers = [await addBuyer(db, 'longera'), await addBuyer(db, 'longerb'), await addBuyer(db, 'longerc')];
    const base = 800_000;
    // In bulk: a sale accepted one second before Kuwait midnight opening May (an April sale), one at that midnight
    // (May), a barter, a pending one.
    await db.execute(sql`insert into requests (company_id, num, type, status, sender_id, receiver_product_id, created_at, decided_at, decided_by, accepted_price) values
      (${companyIds.demo}, ${base + 1}, 'sale', 2, ${viewers[0]}, ${lamp}, '2026-04-20T10:00:00Z', '2026-04-30T20:59:59Z', ${ids.demo}, 12000),
      (${companyIds.demo}, ${base + 2}, 'sale', 2, ${viewers[1]}, ${lamp}, '2026-04-20T11:00:00Z', '2026-04-30T21:00:00Z', ${ids.demo}, 11000),
      (${companyIds.demo}, ${base + 3}, 'bartering', 2, ${viewers[2]}, ${desk}, '2026-04-03T10:00:00Z', '2026-04-03T20:59:00Z', ${ids.demo}, null),
      (${companyIds.demo}, ${base + 4}, 'sale', 1, ${viewers[2]}, ${desk}, '2026-04-21T10:00:00Z', null, null, null)`);
    expect(await monthsOfProduct(db, lamp)).toEqual([
      { month: '2026-04', seller: ids.sara, category: 0, sales: 1, revenue: 12_000 },
      { month: '2026-05', seller: ids.sara, category: 0, sales: 1, revenue: 11_000 },
    ]);
    expect(await drift(db)).toEqual([]);

    // Paid promotions (and a credit, and an unpaid one) over the lamp's May sale and the desk; then the pending
    // desk request is accepted inside the desk's promotion.
    await db.execute(sql`insert into offers (company_id, product_id, service_type, status, amount_fils, from_date, to_date) values
      (${companyIds.demo}, ${lamp}, 18, 'paid', 4000, '2026-04-30T21:00:00Z', '2026-05-02T21:00:00Z'),
      (${companyIds.demo}, ${lamp}, 19, 'paid', 1000, '2026-04-29T21:00:00Z', '2026-05-01T21:00:00Z'),
      (${companyIds.demo}, ${lamp}, 18, 'paid', 0, '2026-04-29T21:00:00Z', '2026-05-01T21:00:00Z'),
      (${companyIds.demo}, ${desk}, 18, 'unpaid', 5000, '2026-05-09T21:00:00Z', '2026-05-12T21:00:00Z'),
      (${companyIds.demo}, ${desk}, 18, 'paid', 6000, '2026-05-09T21:00:00Z', '2026-05-12T21:00:00Z')`);
    await db.execute(sql`update requests set status = 2, decided_at = '2026-05-10T08:00:00Z', decided_by = ${ids.demo}, accepted_price = 30000
      where company_id = ${companyIds.demo} and num = ${base + 4}`);
    expect(await drift(db)).toEqual([]);
    // The unpaid one is paid; the 4.000 one is removed; one moves a day later.
    await db.execute(sql`update offers set status = 'paid' where product_id = ${desk} and status = 'unpaid'`);
    await db.execute(sql`update offers set status = 'removed' where product_id = ${lamp} and amount_fils = 4000`);
    await db.execute(sql`update offers set from_date = from_date + interval '1 day' where product_id = ${lamp} and amount_fils = 1000`);
    expect(await drift(db)).toEqual([]);

    // Views, several rows a statement, two products of one seller seen by the same viewer on a day (one viewer).
    await db.execute(sql`update products set first_seller_id = ${ids.sara} where id = ${desk}`);
    await db.execute(sql`insert into product_views (product_id, viewer_id, day)
      select p, v, date '2026-05-01' + (v % 2) from unnest(array[${lamp}, ${desk}]::int[]) p, unnest(${sql.raw(`array[${viewers.join(',')}]::int[]`)}) v`);
    expect(await drift(db)).toEqual([]);

    // The lamp changes category, then seller; the desk goes to no one; then deletions.
    await db.execute(sql`update products set category_id = ${category.id} where id = ${lamp}`);
    expect((await monthsOfProduct(db, lamp)).map((m) => m.category)).toEqual([category.id, category.id]);
    await db.execute(sql`update products set first_seller_id = ${ids.omar} where id = ${lamp}`);
    await db.execute(sql`update products set first_seller_id = null where id = ${desk}`);
    expect(await drift(db)).toEqual([]);
    await db.execute(sql`delete from product_views where product_id = ${lamp} and viewer_id = ${viewers[0]}`);
    await db.execute(sql`delete from offers where product_id = ${desk}`);
    await db.execute(sql`delete from requests where company_id = ${companyIds.demo} and num in (${base + 1}, ${base + 3})`);
    await db.execute(sql`update requests set status = 3, accepted_price = null where company_id = ${companyIds.demo} and num = ${base + 2}`);
    expect(await monthsOfProduct(db, lamp)).toEqual([]);
    expect(await drift(db)).toEqual([]);
  });
});
