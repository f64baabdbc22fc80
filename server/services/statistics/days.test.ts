import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { rowsOf } from './scope';
import { addBuyer, addProduct, forEachActivityDatabase } from '../../test/activity';
import type { Db } from '../../db';

// The statistics roll-ups (migration 0016) are kept by triggers: whatever is written, they must equal
// the figures counted again from the rows themselves. `drift` lists every difference.
async function drift(db: Db) {
  return rowsOf<Record<string, unknown>>(await db.execute(sql`
    with live as (
      select company_id, seller_id, day, sum(products)::int as products, sum(purchase_requests)::int as purchase, sum(barter_requests)::int as barter,
        sum(sales)::int as sales, sum(trade_ins)::int as trade_ins, sum(revenue)::bigint as revenue, sum(product_views)::int as product_views
      from (
        select s.* from requests r join products p on p.id = r.receiver_product_id, statistics_of_request(r, coalesce(p.first_seller_id, 0), 1) s
        union all
        select p.company_id, coalesce(p.first_seller_id, 0), (p.created_at at time zone 'Asia/Kuwait')::date, 1, 0, 0, 0, 0, 0, 0 from products p where p.deleted_at is null
        union all
        select p.company_id, coalesce(p.first_seller_id, 0), v.day, 0, 0, 0, 0, 0, 0, 1 from product_views v join products p on p.id = v.product_id
      ) d group by 1, 2, 3
    ),
    kept as (
      select company_id, seller_id, day, products, purchase_requests, barter_requests, sales, trade_ins, revenue, product_views from statistics_days
      where (products, purchase_requests, barter_requests, sales, trade_ins, revenue, product_views) <> (0, 0, 0, 0, 0, 0, 0)
    ),
    views as (select company_id, day, count(*)::int as views from company_views group by 1, 2)
    select 'missing' as what, to_jsonb(a) as row from (select * from live except select * from kept) a
    union all select 'extra', to_jsonb(b) from (select * from kept except select * from live) b
    union all select 'company views missing', to_jsonb(c) from (select * from views except select company_id, day, views from company_view_days where views <> 0) c
    union all select 'company views extra', to_jsonb(e) from (select company_id, day, views from company_view_days where views <> 0 except select * from views) e`));
}

forEachActivityDatabase('statistics roll-ups', (ctx) => {
  it('hold what the seed wrote', async () => {
    expect(await drift(ctx().db)).toEqual([]);
  });

  it('follow inserts in bulk, acceptances, a product changing seller, day or liveness, and deletions', async () => {
    const { db, companyIds, ids } = ctx();
    const lamp = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'Roll-up lamp', price: 12_000, createdAt: new Date('2026-03-31T22:30:00Z') });
    const desk = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.omar, name: 'Roll-up desk', price: 30_000 });
    const viewers = [await addBuyer(db, 'rollupa'), await addBuyer(db, 'rollupb'), await addBuyer(db, 'rollupc')];
    // Views and company views, several rows a statement (the triggers sum them per day).
    await db.execute(sql`insert into product_views (product_id, viewer_id, day)
      select p, v, date '2026-04-01' + (v % 3) from unnest(array[${lamp}, ${desk}]::int[]) p, unnest(${sql.raw(`array[${viewers.join(',')}]::int[]`)}) v`);
    await db.execute(sql`insert into company_views (company_id, day, viewer_id)
      select ${companyIds.demo}, date '2026-04-01', v from unnest(${sql.raw(`array[${viewers.join(',')}]::int[]`)}) v on conflict do nothing`);
    // Requests: two pending, then one accepted (with its price), one rejected; a barter accepted as inserted.
    const base = 900_000;
    await db.execute(sql`insert into requests (company_id, num, type, status, sender_id, receiver_product_id, created_at, decided_at, decided_by, accepted_price) values
      (${companyIds.demo}, ${base + 1}, 'sale', 1, ${viewers[0]}, ${lamp}, '2026-04-02T10:00:00Z', null, null, null),
      (${companyIds.demo}, ${base + 2}, 'sale', 1, ${viewers[1]}, ${lamp}, '2026-04-02T11:00:00Z', null, null, null),
      (${companyIds.demo}, ${base + 3}, 'bartering', 2, ${viewers[2]}, ${desk}, '2026-04-03T10:00:00Z', '2026-04-03T20:59:00Z', ${ids.demo}, null)`);
    await db.execute(sql`update requests set status = 2, decided_at = '2026-04-30T21:30:00Z', decided_by = ${ids.demo}, accepted_price = 12000
      where company_id = ${companyIds.demo} and num = ${base + 1}`);
    await db.execute(sql`update requests set status = 3, decided_at = '2026-05-01T08:00:00Z', decided_by = ${ids.demo}
      where company_id = ${companyIds.demo} and num = ${base + 2}`);
    expect(await drift(db)).toEqual([]);

    // The lamp goes to omar (its sale and views with it), then to no one; the desk is removed; a views bump changes nothing.
    await db.execute(sql`update products set first_seller_id = ${ids.omar} where id = ${lamp}`);
    expect(await drift(db)).toEqual([]);
    await db.execute(sql`update products set first_seller_id = null, created_at = '2026-05-10T12:00:00Z' where id = ${lamp}`);
    await db.execute(sql`update products set deleted_at = now() where id = ${desk}`);
    await db.execute(sql`update products set views = views + 1 where id in (${lamp}, ${desk})`);
    expect(await drift(db)).toEqual([]);

    await db.execute(sql`delete from product_views where product_id = ${lamp} and viewer_id = ${viewers[0]}`);
    await db.execute(sql`delete from company_views where company_id = ${companyIds.demo} and viewer_id = ${viewers[1]} and day = '2026-04-01'`);
    await db.execute(sql`delete from requests where company_id = ${companyIds.demo} and num = ${base + 3}`);
    expect(await drift(db)).toEqual([]);
  });
});
