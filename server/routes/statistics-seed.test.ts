import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { roas } from '../services/statistics/roas';
import { rowsOf } from '../services/statistics/scope';
import { forEachCatalogDatabase } from '../test/catalog';
import { seedActivity } from '../db/seed-activity';
import { seedHistory } from '../db/seed-history';

forEachCatalogDatabase('demo history seed', (ctx) => {
  it('a year of sales at the then-price, trade-ins, paid boosts and views, by several sellers, behind the first pages; once', async () => {
    const { db, clock, demoCompanyId } = ctx();
    const now = clock.now(); // 2026-03-01, Kuwait month 2026-03
    await seedActivity(db, { now });
    const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
    const firstPages = () => q<{ kind: string; id: number }>(sql`
      (select 'product' as kind, id from products where company_id = ${demoCompanyId} order by created_at desc, id desc limit 20)
      union all (select 'request', id from requests where company_id = ${demoCompanyId} order by created_at desc, id desc limit 20)`);
    const before = await firstPages();

    await seedHistory(db, { now });
    expect(await firstPages()).toEqual(before);
    const months = await q<{ slug: string; month: string; sales: number; revenue: number }>(sql`
      select c.slug, to_char(r.decided_at at time zone 'Asia/Kuwait', 'YYYY-MM') as month, count(*)::int as sales, sum(r.accepted_price)::bigint as revenue
      from requests r join companies c on c.id = r.company_id where r.status = 2 and r.type = 'sale' group by 1, 2`);
    const twelve = Array.from({ length: 12 }, (_, i) => `${i < 10 ? 2025 : 2026}-${String(((i + 2) % 12) + 1).padStart(2, '0')}`);
    expect(twelve[0]).toBe('2025-03');
    for (const slug of ['demo', 'rival']) {
      const sold = new Set(months.filter((m) => m.slug === slug && m.sales > 0 && Number(m.revenue) > 0).map((m) => m.month));
      expect(twelve.filter((m) => !sold.has(m)), slug).toEqual([]);
    }
    const [checks] = await q<{ unpriced: number; priced_barters: number; trade_ins: number; sellers: number; today: number; hidden: number }>(sql`
      select
        (select count(*)::int from requests where status = 2 and type = 'sale' and accepted_price is null) as unpriced,
        (select count(*)::int from requests where type = 'bartering' and accepted_price is not null) as priced_barters,
        (select count(*)::int from requests where status = 2 and type = 'bartering' and sender_product_id is not null) as trade_ins,
        (select count(distinct decided_by)::int from requests where company_id = ${demoCompanyId} and status = 2) as sellers,
        (select count(*)::int from product_views where day >= '2026-03-01') + (select count(*)::int from company_views where day >= '2026-03-01') as today,
        (select count(*)::int from products where slug like 'past-%' and (is_active or status <> 'sold')) as hidden`);
    expect(checks).toEqual({ unpriced: 0, priced_barters: 0, trade_ins: expect.any(Number), sellers: 3, today: 0, hidden: 0 });
    expect(checks.trade_ins).toBeGreaterThan(12);
    const [views] = await q<{ products: number; companies: number }>(sql`
      select (select count(*)::int from product_views) as products, (select count(*)::int from company_views) as companies`);
    expect(views.products).toBeGreaterThan(365);
    expect(views.companies).toBeGreaterThan(365);
    const demoRoas = await roas(db, { kind: 'company', companyId: demoCompanyId, userId: 0 }, undefined);
    expect(demoRoas.spent).toBeGreaterThan(0);
    expect(demoRoas.value).toBeGreaterThan(0);

    const counted = await q<{ n: number }>(sql`select (select count(*) from requests) + (select count(*) from product_views) as n`);
    await seedHistory(db, { now });
    expect(await q<{ n: number }>(sql`select (select count(*) from requests) + (select count(*) from product_views) as n`)).toEqual(counted);
  });
});
