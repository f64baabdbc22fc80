import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { StatisticsQuery } from '../../../src/api/schemas/statistics';
import { seedActivity } from '../../db/seed-activity';
import { seedHistory } from '../../db/seed-history';
import { forEachCatalogDatabase } from '../../test/catalog';
import { percentOf } from './accepted';
import { periodFrom, type Period } from './period';
import { roas } from './roas';
import { rowsOf, type StatisticsScope } from './scope';
import { categorySales, productSales } from './top-sales';
import { companyViews } from './views';

// The roll-up reads (migration 0019) against the same figures counted from the rows themselves, on the seed's
// year of history: whole months, a rolling year, ragged ranges whose first and last months are cut (sales on
// the days outside them must be taken off), for the company and for each of its sellers.
const now = new Date('2026-03-01T09:00:00Z');
const PERIODS = [
  { type: 'monthly', month: '2026-02' }, { type: 'monthly', month: '2025-07' },
  { startDate: '2025-03-01', endDate: '2026-02-28' }, { startDate: '2025-04-17', endDate: '2026-01-09' },
  { startDate: '2025-09-20', endDate: '2025-10-29' }, { startDate: '2025-03-15', endDate: '2026-03-14' }, { startDate: '2026-02-01', endDate: '2026-02-14' },
].map((q) => periodFrom(StatisticsQuery.parse(q), now));

forEachCatalogDatabase('statistics roll-up reads on the seeded history', (ctx) => {
  let scopes: StatisticsScope[] = [];
  beforeAll(async () => {
    const { db, demoCompanyId } = ctx();
    await seedActivity(db, { now });
    await seedHistory(db, { now });
    const sellers = rowsOf<{ id: number }>(await db.execute(sql`select id from users where company_id = ${demoCompanyId} and roles[1] = 'employee' order by id`));
    scopes = [{ kind: 'company', companyId: demoCompanyId, userId: 0 }, ...sellers.map((s) => ({ kind: 'employee' as const, companyId: demoCompanyId, userId: Number(s.id) }))];
    expect(scopes.length).toBeGreaterThan(2);
  });

  const mine = (scope: StatisticsScope) => (scope.kind === 'company' ? sql`` : sql` and p.first_seller_id = ${scope.userId}`);
  const within = (period: Period) => sql`r.decided_at >= ${period.from.toISOString()} and r.decided_at < ${period.to.toISOString()}`;

  async function expected(scope: StatisticsScope, period: Period) {
    const { db } = ctx();
    const sold = sql`requests r join products p on p.id = r.receiver_product_id
      where r.company_id = ${scope.companyId} and r.status = 2 and r.type = 'sale' and ${within(period)}${mine(scope)}`;
    const [{ total }] = rowsOf<{ total: string | number }>(await db.execute(sql`select coalesce(sum(r.accepted_price), 0)::bigint as total from ${sold}`));
    const products = rowsOf<{ id: number; name: string; revenue: string | number; sales: number }>(await db.execute(sql`
      select p.id, p.name, coalesce(sum(r.accepted_price), 0)::bigint as revenue, count(*)::int as sales from ${sold}
      group by p.id, p.name order by revenue desc, sales desc, p.id limit 10`));
    const categories = rowsOf<{ id: number | null; name: string | null; name_ar: string | null; revenue: string | number; sales: number }>(await db.execute(sql`
      select c.id, c.name, c.name_ar, coalesce(sum(r.accepted_price), 0)::bigint as revenue, count(*)::int as sales
      from requests r join products p on p.id = r.receiver_product_id left join categories c on c.id = p.category_id
      where r.company_id = ${scope.companyId} and r.status = 2 and r.type = 'sale' and ${within(period)}${mine(scope)}
      group by c.id, c.name, c.name_ar order by revenue desc, sales desc, c.id nulls last limit 10`));
    return {
      products: products.map((r) => ({ id: Number(r.id), name: r.name, revenue: Number(r.revenue), sales: Number(r.sales), productsSalesPercent: percentOf(Number(r.revenue), Number(total)) })),
      categories: categories.map((r) => ({
        id: r.id === null ? null : Number(r.id), name: r.name, nameAr: r.name_ar, revenue: Number(r.revenue), sales: Number(r.sales),
        categoriesSalesPercent: percentOf(Number(r.revenue), Number(total)),
      })),
    };
  }

  it('top products and categories equal the sums of the accepted requests, whatever the depth the products start from', async () => {
    const { db } = ctx();
    let compared = 0;
    for (const scope of scopes) {
      for (const period of PERIODS) {
        const want = await expected(scope, period);
        for (const depth of [1, 3, 20]) expect((await productSales(db, scope, period, depth)).data, `${scope.kind} ${scope.userId} ${period.firstDay} depth ${depth}`).toEqual(want.products);
        expect((await categorySales(db, scope, period)).data, `${scope.kind} ${scope.userId} ${period.firstDay}`).toEqual(want.categories);
        compared += want.products.length;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('ROAS and an employee’s company views equal what the rows say', async () => {
    const { db } = ctx();
    for (const scope of scopes) {
      for (const period of [...PERIODS, undefined]) {
        const began = period ? sql` and o.from_date >= ${period.from.toISOString()} and o.from_date < ${period.to.toISOString()}` : sql``;
        const [want] = rowsOf<{ spent: string | number; revenue: string | number }>(await db.execute(sql`
          with paid as (
            select o.product_id, o.from_date, o.to_date, o.amount_fils from offers o join products p on p.id = o.product_id
            where o.company_id = ${scope.companyId} and o.status = 'paid' and o.amount_fils > 0${mine(scope)}${began}
          )
          select (select coalesce(sum(amount_fils), 0)::bigint from paid) as spent,
            (select coalesce(sum(r.accepted_price), 0)::bigint from requests r where r.id in (
              select s.id from paid join requests s on s.receiver_product_id = paid.product_id and s.status = 2 and s.type = 'sale'
              where s.company_id = ${scope.companyId} and s.decided_at >= paid.from_date and s.decided_at < paid.to_date)) as revenue`));
        const got = await roas(db, scope, period);
        expect([got.spent, got.revenue], `${scope.kind} ${scope.userId} ${period?.firstDay ?? 'all time'}`).toEqual([Number(want.spent), Number(want.revenue)]);
        if (scope.kind !== 'employee' || !period) continue;
        const views = rowsOf<{ day: string; views: number }>(await db.execute(sql`
          select to_char(v.day, ${period.unit === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) as day, count(distinct (v.day, v.viewer_id))::int as views
          from product_views v join products p on p.id = v.product_id
          where p.company_id = ${scope.companyId} and p.first_seller_id = ${scope.userId} and v.day >= ${period.firstDay}::date and v.day <= ${period.lastDay}::date group by 1`));
        const by = new Map(views.map((v) => [v.day, Number(v.views)]));
        expect((await companyViews(db, scope, period)).data).toEqual(period.points.map((date) => ({ date, views: by.get(date) ?? 0 })));
      }
    }
  });
});
