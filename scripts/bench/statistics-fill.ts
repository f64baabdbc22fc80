// The statistics bench's data beside fillProducts' products, written by INSERT … SELECT generate_series
// (never row by row): buyers, requests over a year (sales and barters, most decided, popular products
// asked for more often; a sale's accepted price is the product's), daily product views (a fixed number
// per product, distinct viewer-days), company views (their viewer-days) and paid promotions for ROAS.
// Deterministic: setseed before the random parts.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db';

export interface ActivityTarget {
  companyId: number;
  /** The company user, who decides the requests. */
  ownerId: number;
  /** fillProducts' products are num 1..products in this company. */
  products: number;
}

export interface ActivitySize {
  buyers: number;
  requests: number;
  /** Daily view rows per product (views = products × this). */
  viewsPerProduct: number;
  paidPromotions: number;
}

/** The last Kuwait day the data reaches; requests, views and promotions go back a year from it. */
export const LAST_DAY = '2026-10-31';

const n = (v: number) => sql.raw(String(Math.trunc(v)));

/** `num` of a product, popular ones more often: about 0.1% of the asks go to the first product. */
const popularNum = (products: number) => sql`(1 + floor(${n(products)} * power(random(), 2)))::int`;

export async function fillActivity(db: Db, target: ActivityTarget, size: ActivitySize, log: (line: string) => void) {
  const { companyId, ownerId, products } = target;
  const timed = async (label: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    log(`  ${label} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  await db.execute(sql`select setseed(0.28)`);

  await timed(`${size.buyers.toLocaleString('en')} buyers`, () => db.execute(sql`
    insert into users (full_name, user_name, email, password_hash, roles)
    select 'Bench buyer ' || g, 'bench-buyer-' || g, 'bench-buyer-' || g || '@bench.test', 'x', '{user}'
    from generate_series(1, ${n(size.buyers)}) g`));
  const buyers = sql`(select array_agg(id order by id) from users where user_name like 'bench-buyer-%')`;

  // Requests: 3 sales to 1 barter; 20% pending (each on its own product, so the one-pending-per-buyer
  // key holds), 60% accepted, 20% rejected; sent over the year before LAST_DAY, decided within two days.
  await timed(`${size.requests.toLocaleString('en')} requests`, () => db.execute(sql`
    with b as (select ${buyers} as ids),
    base as (select coalesce(max(num), 0) as num from requests where company_id = ${n(companyId)}),
    g as (
      select g, case when g % 10 < 2 then 1 when g % 10 < 8 then 2 else 3 end as status,
        case when g % 10 < 2 then 1 + (g::bigint * 7919) % ${n(products)} else ${popularNum(products)} end as pnum,
        timestamptz '${sql.raw(LAST_DAY)} 21:00:00+00' - random() * interval '365 days' as sent
      from generate_series(1, ${n(size.requests)}) g
    )
    insert into requests (company_id, num, type, status, sender_id, receiver_product_id, created_at, decided_at, decided_by, accepted_price)
    select ${n(companyId)}, base.num + g.g, case when g.g % 4 = 0 then 'bartering' else 'sale' end, g.status,
      b.ids[1 + g.g % array_length(b.ids, 1)], p.id, g.sent,
      case when g.status = 1 then null else least(g.sent + random() * interval '2 days', timestamptz '${sql.raw(LAST_DAY)} 20:59:59+00') end,
      case when g.status = 1 then null else ${n(ownerId)} end,
      case when g.status = 2 and g.g % 4 <> 0 then p.price end
    from g cross join b cross join base join products p on p.company_id = ${n(companyId)} and p.num = g.pnum`));

  // Views: viewsPerProduct rows per product on distinct days (k × 73 days apart modulo a year), one viewer each.
  const chunk = 200_000;
  await timed(`${(products * size.viewsPerProduct).toLocaleString('en')} product views`, async () => {
    for (let from = 1; from <= products; from += chunk) {
      await db.execute(sql`
        with b as (select ${buyers} as ids)
        insert into product_views (product_id, viewer_id, day)
        select p.id, b.ids[1 + (p.num * 7 + k * 331) % array_length(b.ids, 1)],
          date '${sql.raw(LAST_DAY)}' - ((p.num + k * 73) % 365)
        from products p cross join b cross join generate_series(0, ${n(size.viewsPerProduct - 1)}) k
        where p.company_id = ${n(companyId)} and p.num between ${n(from)} and ${n(Math.min(products, from + chunk - 1))}`);
    }
  });

  // Company views: one per viewer and day over the company's pages; here the viewer-days of the product views.
  await timed('company views', () => db.execute(sql`
    insert into company_views (company_id, day, viewer_id)
    select distinct ${n(companyId)}, v.day, v.viewer_id from product_views v join products p on p.id = v.product_id
    where p.company_id = ${n(companyId)}`));

  // Paid promotions (a boost of 1 to 14 days, 5 to 50 KWD), on the popular products, begun over the year.
  await timed(`${size.paidPromotions.toLocaleString('en')} paid promotions`, () => db.execute(sql`
    with g as (
      select ${popularNum(products)} as pnum, timestamptz '${sql.raw(LAST_DAY)} 21:00:00+00' - random() * interval '365 days' as starts,
        1 + floor(random() * 14)::int as days, 5000 + floor(random() * 45000)::int as fils
      from generate_series(1, ${n(size.paidPromotions)})
    )
    insert into offers (company_id, product_id, service_type, name, from_date, to_date, status, amount_fils, added_by)
    select ${n(companyId)}, p.id, 18, 'Boost', g.starts, g.starts + g.days * interval '1 day', 'paid', g.fils, ${n(ownerId)}
    from g join products p on p.company_id = ${n(companyId)} and p.num = g.pnum`));

  // As autovacuum would have by now: statistics and the visibility map (index-only scans).
  await timed('vacuum analyze', () => db.execute(sql`vacuum analyze`));
}
