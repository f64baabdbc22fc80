import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, companies, companyViews, offers, productViews, requests, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { recordCompanyView } from '../services/statistics/company-views';
import { rowsOf } from '../services/statistics/scope';
import { addBuyer, addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call, loginAs } from '../test/harness';

// Every figure below is worked out by hand from the rows this file inserts, in a company of its own
// (the seeded companies' history would blur the sums). Kuwait is UTC+3 all year: Kuwait midnight of
// 2026-02-01 is 2026-01-31T21:00Z.
const FEB = '?type=monthly&month=2026-02';
const ENDPOINTS = ['overview', 'sales', 'roas', 'users/sales', 'products/views', 'companies/views', 'sales/number', 'products/sales', 'categories/sales'];

forEachActivityDatabase('statistics', (ctx) => {
  const tokens = {} as Record<'owner' | 'emp1' | 'emp2' | 'other', string>;
  const ids = {} as Record<'owner' | 'emp1' | 'emp2', number>;
  let category: { id: number; name: string; nameAr: string };
  const get = (who: 'owner' | 'emp1' | 'emp2' | 'other', path: string, lang = 'en') =>
    call(ctx().app, 'GET', `/api/statics/dashboard/${path}`, undefined, { ...bearer(tokens[who]), 'accept-language': lang });

  beforeAll(async () => {
    const { db, app } = ctx();
    const passwordHash = await hashPassword('Demo@12345');
    const [stats, other] = await db.insert(companies).values([{ name: 'Stats Co', slug: 'stats-co' }, { name: 'Other Co', slug: 'other-co' }]).returning({ id: companies.id });
    const member = (userName: string, companyId: number, role: 'company' | 'employee') =>
      ({ userName, fullName: `Full ${userName}`, email: `${userName}@stats.test`, roles: [role], companyId, passwordHash });
    const made = await db.insert(users).values([
      member('statsowner', stats.id, 'company'), member('statsemp1', stats.id, 'employee'), member('statsemp2', stats.id, 'employee'),
      member('otherowner', other.id, 'company'),
    ]).returning({ id: users.id });
    [ids.owner, ids.emp1, ids.emp2] = made.map((u) => u.id);
    for (const [key, name] of [['owner', 'statsowner'], ['emp1', 'statsemp1'], ['emp2', 'statsemp2'], ['other', 'otherowner']] as const) {
      tokens[key] = await loginAs(app, name);
    }
    const [leaf] = await db.insert(categories).values({ name: 'Lighting', nameAr: 'إضاءة', slug: 'stats-lighting', path: ['stats-lighting'] })
      .returning({ id: categories.id, name: categories.name, nameAr: categories.nameAr });
    category = leaf;

    const jan = new Date('2026-01-15T09:00:00Z');
    // What each product cost when its sales were accepted (inserted rows carry it, as the accepting UPDATE writes it).
    const prices = new Map<number, number>();
    const product = async (name: string, sellerId: number, price: number, createdAt = jan) => {
      const id = await addProduct(db, { companyId: stats.id, sellerId, name, price, createdAt });
      prices.set(id, price);
      return id;
    };
    const lamp = await product('Lamp', ids.emp1, 10_000);
    const chair = await product('Chair', ids.emp2, 25_000);
    const desk = await product('Desk', ids.owner, 40_000);
    const bike = await product('Bike', ids.emp1, 7_000);
    const promoted = await product('Promoted, unsold', ids.emp1, 5_000, new Date('2026-02-03T09:00:00Z'));
    await db.execute(sql`update products set category_id = ${category.id} where id = ${lamp}`);

    const buyerA = await addBuyer(db, 'statsbuyera');
    const buyerB = await addBuyer(db, 'statsbuyerb');
    let num = 0;
    const request = (productId: number, type: 'sale' | 'bartering', status: 1 | 2 | 3, createdAt: string, decidedAt: string | null, senderId = buyerA) => ({
      companyId: stats.id, num: ++num, type, status, senderId, receiverProductId: productId,
      createdAt: new Date(createdAt), decidedAt: decidedAt ? new Date(decidedAt) : null, decidedBy: decidedAt ? ids.owner : null,
      acceptedPrice: status === 2 && type === 'sale' ? prices.get(productId)! : null,
    });
    await db.insert(requests).values([
      // Accepted at Kuwait midnight opening February: a February sale (Feb 1).
      request(lamp, 'sale', 2, '2026-01-31T20:00:00Z', '2026-01-31T21:00:00Z'),
      // One second before it: still January 31 in Kuwait.
      request(chair, 'sale', 2, '2026-01-31T19:00:00Z', '2026-01-31T20:59:59Z'),
      request(desk, 'sale', 2, '2026-02-15T09:00:00Z', '2026-02-15T10:00:00Z'),
      // A barter: a trade-in, no revenue.
      request(bike, 'bartering', 2, '2026-02-10T09:00:00Z', '2026-02-10T10:00:00Z'),
      // Pending and rejected: received, not sold.
      request(chair, 'sale', 1, '2026-02-05T09:00:00Z', null, buyerB),
      request(lamp, 'sale', 3, '2026-02-20T09:00:00Z', '2026-02-20T10:00:00Z', buyerB),
      // Accepted at Kuwait midnight closing February: March 1.
      request(desk, 'sale', 2, '2026-02-28T20:00:00Z', '2026-02-28T21:00:00Z', buyerB),
    ]);

    const kuwaitDays = (first: string, end: string) => ({ fromDate: new Date(`${first}T00:00:00+03:00`), toDate: new Date(`${end}T00:00:00+03:00`) });
    await db.insert(offers).values([
      // Paid 2.000 KWD, Feb 1–3: the lamp's Feb 1 sale falls in it.
      { companyId: stats.id, productId: lamp, serviceType: 18, status: 'paid', amountFils: 2_000, ...kuwaitDays('2026-02-01', '2026-02-04') },
      // Paid 3.000 KWD, Feb 5–7, nothing sold.
      { companyId: stats.id, productId: promoted, serviceType: 19, status: 'paid', amountFils: 3_000, ...kuwaitDays('2026-02-05', '2026-02-08') },
      // A plan credit (nothing paid) over the desk's sale: not a paid promotion.
      { companyId: stats.id, productId: desk, serviceType: 18, status: 'paid', amountFils: 0, ...kuwaitDays('2026-02-14', '2026-02-17') },
      // Never paid.
      { companyId: stats.id, productId: chair, serviceType: 18, status: 'unpaid', amountFils: 1_000, isActive: false, ...kuwaitDays('2026-01-30', '2026-02-02') },
    ]);

    const view = (productId: number, viewerId: number, day: string) => ({ productId, viewerId, day });
    await db.insert(productViews).values([
      view(lamp, buyerA, '2026-02-01'), view(desk, buyerA, '2026-02-01'), view(lamp, buyerB, '2026-02-01'),
      view(lamp, buyerA, '2026-02-02'), view(chair, buyerB, '2026-01-31'), view(lamp, buyerA, '2026-03-01'),
    ]);
    // The company views those product views made (one per viewer a day), and one from the company's profile
    // (buyer B on Feb 3, no product): the company user counts it; an employee, who handled no profile, does not.
    await db.insert(companyViews).values([
      ...[['2026-02-01', buyerA], ['2026-02-01', buyerB], ['2026-02-02', buyerA], ['2026-01-31', buyerB], ['2026-03-01', buyerA]]
        .map(([day, viewerId]) => ({ companyId: stats.id, day: day as string, viewerId: viewerId as number })),
      { companyId: stats.id, day: '2026-02-03', viewerId: buyerB },
    ]);
  });

  const febDays = Array.from({ length: 28 }, (_, i) => `2026-02-${String(i + 1).padStart(2, '0')}`);
  const series = <T extends object>(days: string[], at: Record<string, T>, zero: T) => days.map((date) => ({ date, ...(at[date] ?? zero) }));

  describe('the company user', () => {
    it('sales: a point every Kuwait day of the month, a sale accepted at Kuwait midnight on the new day', async () => {
      const res = await get('owner', `sales${FEB}`);
      expect(res.status).toBe(200);
      expect(res.data).toEqual({
        unit: 'day',
        data: series(febDays, { '2026-02-01': { revenue: 10_000, sales: 1 }, '2026-02-15': { revenue: 40_000, sales: 1 } }, { revenue: 0, sales: 0 }),
      });
    });

    it('sales over a year: a point a month', async () => {
      const res = await get('owner', 'sales?startDate=2026-01-01&endDate=2026-12-31');
      expect(res.status).toBe(200);
      // Today is 2026-03-01 on the tests' clock: no point for the months still to come.
      const months = ['2026-01', '2026-02', '2026-03'];
      expect(res.data).toEqual({
        unit: 'month',
        data: series(months, { '2026-01': { revenue: 25_000, sales: 1 }, '2026-02': { revenue: 50_000, sales: 2 }, '2026-03': { revenue: 40_000, sales: 1 } }, { revenue: 0, sales: 0 }),
      });
    });

    it('sales in numbers count the barter as a trade-in', async () => {
      expect(await get('owner', `sales/number${FEB}`)).toMatchObject({ status: 200, data: { sales: 2, tradIn: 1 } });
    });

    it('top products and categories by revenue, with their share', async () => {
      const products = await get('owner', `products/sales${FEB}`);
      expect(products.data.data.map((p: { name: string; revenue: number; sales: number; productsSalesPercent: number }) => [p.name, p.revenue, p.sales, p.productsSalesPercent]))
        .toEqual([['Desk', 40_000, 1, 80], ['Lamp', 10_000, 1, 20]]);
      const categories = await get('owner', `categories/sales${FEB}`);
      expect(categories.data.data).toEqual([
        { id: null, name: null, nameAr: null, revenue: 40_000, sales: 1, categoriesSalesPercent: 80 },
        { id: category.id, name: category.name, nameAr: category.nameAr, revenue: 10_000, sales: 1, categoriesSalesPercent: 20 },
      ]);
    });

    it('the per-member split, a member with nothing sold included', async () => {
      const res = await get('owner', `users/sales${FEB}`);
      expect(res.data.data).toEqual([
        { id: ids.owner, fullName: 'Full statsowner', sales: 1, tradeIn: 0, revenue: 40_000 },
        { id: ids.emp1, fullName: 'Full statsemp1', sales: 1, tradeIn: 1, revenue: 10_000 },
        { id: ids.emp2, fullName: 'Full statsemp2', sales: 0, tradeIn: 0, revenue: 0 },
      ]);
    });

    it('ROAS: sales during paid promotions ÷ what they cost; credits and unpaid ones are left out', async () => {
      // 10,000 (the lamp, in its boost) ÷ (2,000 + 3,000).
      expect((await get('owner', `roas${FEB}`)).data).toEqual({ value: 2, revenue: 10_000, spent: 5_000 });
      // Only the promotion that sold nothing.
      expect((await get('owner', 'roas?startDate=2026-02-05&endDate=2026-02-07')).data).toEqual({ value: 0, revenue: 0, spent: 3_000 });
      // Nothing paid at all: 0, not a division by zero.
      expect((await get('owner', 'roas?type=monthly&month=2026-04')).data).toEqual({ value: 0, revenue: 0, spent: 0 });
    });

    it('product views count the daily rows; company views the company_views rows (one per viewer a day)', async () => {
      const products = await get('owner', `products/views${FEB}`);
      expect(products.data).toEqual({ unit: 'day', total: 4, data: series(febDays, { '2026-02-01': { views: 3 }, '2026-02-02': { views: 1 } }, { views: 0 }) });
      const company = await get('owner', `companies/views${FEB}`);
      expect(company.data).toEqual({
        unit: 'day', total: 4, data: series(febDays, { '2026-02-01': { views: 2 }, '2026-02-02': { views: 1 }, '2026-02-03': { views: 1 } }, { views: 0 }),
      });
      const year = await get('owner', 'products/views?startDate=2026-01-01&endDate=2026-03-31');
      expect(year.data).toMatchObject({ unit: 'month', total: 6, data: [{ date: '2026-01', views: 1 }, { date: '2026-02', views: 4 }, { date: '2026-03', views: 1 }] });
    });

    it('the overview: all time, or the month asked', async () => {
      expect((await get('owner', 'overview')).data).toEqual({
        totalProducts: { number: 5 }, totalPurchaseRequests: { number: 6 }, totalBarterRequests: { number: 1 },
        totalSalesRequests: { number: 4 }, totalBarteringRequests: { number: 1 }, roas: { value: 2 },
      });
      expect((await get('owner', `overview${FEB}`)).data).toEqual({
        totalProducts: { number: 1 }, totalPurchaseRequests: { number: 4 }, totalBarterRequests: { number: 1 },
        totalSalesRequests: { number: 2 }, totalBarteringRequests: { number: 1 }, roas: { value: 2 },
      });
    });
  });

  describe('roles and tenancy', () => {
    it('an employee sees the figures of its own products only, and not the per-member split', async () => {
      expect((await get('emp1', `sales${FEB}`)).data.data.filter((d: { revenue: number }) => d.revenue > 0)).toEqual([{ date: '2026-02-01', revenue: 10_000, sales: 1 }]);
      expect((await get('emp1', `sales/number${FEB}`)).data).toEqual({ sales: 1, tradIn: 1 });
      expect((await get('emp1', `products/views${FEB}`)).data.total).toBe(3);
      expect((await get('emp1', `companies/views${FEB}`)).data.total).toBe(3);
      expect((await get('emp1', `roas${FEB}`)).data).toEqual({ value: 2, revenue: 10_000, spent: 5_000 });
      expect((await get('emp2', `roas${FEB}`)).data).toEqual({ value: 0, revenue: 0, spent: 0 });
      expect((await get('emp2', 'overview')).data).toMatchObject({ totalProducts: { number: 1 }, totalPurchaseRequests: { number: 2 }, totalSalesRequests: { number: 1 } });
      expect((await get('emp1', `users/sales${FEB}`)).status).toBe(403);
    });

    it('another company sees none of it', async () => {
      expect((await get('other', 'overview')).data).toEqual({
        totalProducts: { number: 0 }, totalPurchaseRequests: { number: 0 }, totalBarterRequests: { number: 0 },
        totalSalesRequests: { number: 0 }, totalBarteringRequests: { number: 0 }, roas: { value: 0 },
      });
      expect((await get('other', `sales/number${FEB}`)).data).toEqual({ sales: 0, tradIn: 0 });
      expect((await get('other', `products/sales${FEB}`)).data).toEqual({ data: [] });
      expect((await get('other', `products/views${FEB}`)).data.total).toBe(0);
      expect((await get('other', `users/sales${FEB}`)).data.data.map((u: { fullName: string }) => u.fullName)).toEqual(['Full otherowner']);
    });

    it('a buyer has no dashboard (403, whatever it asks); signed out is 401', async () => {
      for (const path of ENDPOINTS) {
        const buyer = { ...bearer(ctx().tokens.buyer1) };
        expect((await call(ctx().app, 'GET', `/api/statics/dashboard/${path}${FEB}`, undefined, buyer)).status).toBe(403);
        expect((await call(ctx().app, 'GET', `/api/statics/dashboard/${path}?month=nonsense`, undefined, buyer)).status).toBe(403);
        expect((await call(ctx().app, 'GET', `/api/statics/dashboard/${path}${FEB}`)).status).toBe(401);
      }
    });
  });

  describe('malformed periods: 422 with the field and the words', () => {
    const cases: Array<[string, string, string]> = [
      ['type=monthly&month=2026-13', 'month', 'Choose a month as YYYY-MM, between 2000-01 and 2099-12'],
      ['type=monthly&month=26-01', 'month', 'Choose a month as YYYY-MM, between 2000-01 and 2099-12'],
      ['type=monthly&month=1999-12', 'month', 'Choose a month as YYYY-MM, between 2000-01 and 2099-12'],
      ['type=monthly', 'month', 'Choose a month as YYYY-MM, between 2000-01 and 2099-12'],
      ['month=2026-02', 'type', 'A month needs type=monthly'],
      ['type=weekly&month=2026-02', 'type', 'A month needs type=monthly'],
      ['type=monthly&month=2026-02&startDate=2026-02-01&endDate=2026-02-02', 'type', 'Ask for a month or for a start and end date, not both'],
      ['startDate=2026-03-01&endDate=2026-02-28', 'endDate', 'The end date must be on or after the start date'],
      ['startDate=2025-01-01&endDate=2026-01-01', 'endDate', 'A period can be at most one year'],
      ['startDate=2026-02-30&endDate=2026-03-01', 'startDate', 'Enter a real date between 2000-01-01 and 2099-12-31 (YYYY-MM-DD)'],
      ['startDate=2026-02-01', 'endDate', 'This field is required'],
    ];
    it.each(cases)('%s → 422 on %s', async (query, field, words) => {
      for (const path of ENDPOINTS) {
        const res = await get('owner', `${path}?${query}`);
        expect(res.status, path).toBe(422);
        expect(res.data.errors[field], path).toEqual([words]);
      }
    });

    it('a chart needs a period; a year to the day is accepted; the words come in Arabic too', async () => {
      expect((await get('owner', 'sales')).data.errors).toEqual({ month: ['Choose a month, or a start and end date'] });
      expect((await get('owner', 'sales?startDate=2025-01-01&endDate=2025-12-31')).status).toBe(200);
      expect((await get('owner', 'sales?startDate=2026-03-01&endDate=2026-02-28', 'ar')).data.errors.endDate).toEqual(['يجب أن يكون تاريخ النهاية في تاريخ البداية أو بعده']);
    });
  });

  describe('through the real paths: the price when accepted, views recorded as products are opened', () => {
    // A company of its own, in 2027 (after every date above), so the figures above stay as they are.
    const t = {} as Record<'owner' | 'seller' | 'buyer', string>;
    const p = {} as Record<'vase' | 'rug' | 'clock', number>;
    let companyId = 0;
    let sellerId = 0;
    let buyerId = 0;
    const as = (who: keyof typeof t, path: string) => call(ctx().app, 'GET', `/api/statics/dashboard/${path}`, undefined, bearer(t[who]));
    let rival = '';
    // Moving the clock a year on ends the sessions signed in before: sign in again at the new time.
    const at = async (iso: string) => {
      ctx().clock.ms = Date.parse(iso);
      const { app } = ctx();
      [t.owner, t.seller, t.buyer, rival] = await Promise.all(['priceowner', 'priceseller', 'pricebuyer', 'rival'].map((name) => loginAs(app, name)));
    };
    const slugOf = async (id: number) => rowsOf<{ slug: string }>(await ctx().db.execute(sql`select slug from products where id = ${id}`))[0].slug;
    const open = (who: keyof typeof t | 'rival', id: number) => slugOf(id)
      .then((slug) => call(ctx().app, 'POST', `/api/products/${slug}/views`, undefined, bearer(who === 'rival' ? rival : t[who])));

    beforeAll(async () => {
      const { db } = ctx();
      const passwordHash = await hashPassword('Demo@12345');
      const [company] = await db.insert(companies).values({ name: 'Price Co', slug: 'price-co' }).returning({ id: companies.id });
      companyId = company.id;
      const [, seller] = await db.insert(users).values([
        { userName: 'priceowner', fullName: 'Price Owner', email: 'priceowner@stats.test', roles: ['company'], companyId, passwordHash },
        { userName: 'priceseller', fullName: 'Price Seller', email: 'priceseller@stats.test', roles: ['employee'], companyId, passwordHash },
      ]).returning({ id: users.id });
      sellerId = seller.id;
      buyerId = await addBuyer(db, 'pricebuyer');
      const created = new Date('2027-01-10T09:00:00Z');
      p.vase = await addProduct(db, { companyId, sellerId, name: 'Vase', price: 12_000, createdAt: created });
      p.rug = await addProduct(db, { companyId, sellerId, name: 'Rug', price: 30_000, createdAt: created });
      p.clock = await addProduct(db, { companyId, sellerId, name: 'Clock', price: 8_000, createdAt: created });
    });

    it('a sale keeps the price of its acceptance; 23:59 and 00:01 Kuwait time fall in different months', async () => {
      const { db, app } = ctx();
      let num = 0;
      const pending = (productId: number, type: 'sale' | 'bartering') => ({
        companyId, num: ++num, type, status: 1 as const, senderId: buyerId, receiverProductId: productId, createdAt: new Date('2027-04-20T09:00:00Z'),
      });
      const [vase, rug, clock] = await db.insert(requests).values([pending(p.vase, 'sale'), pending(p.rug, 'sale'), pending(p.clock, 'bartering')])
        .returning({ id: requests.id });
      const accept = (id: number) => call(app, 'POST', `/api/requests/${id}/status`, { status: 2 }, bearer(t.seller));
      await at('2027-04-30T20:59:00Z'); // 23:59 on April 30 in Kuwait
      expect((await accept(vase.id)).status).toBeLessThan(300);
      await at('2027-04-30T21:01:00Z'); // 00:01 on May 1 in Kuwait
      expect((await accept(rug.id)).status).toBeLessThan(300);
      expect((await accept(clock.id)).status).toBeLessThan(300);
      // A paid promotion of the rug from Kuwait midnight opening May, 10.000 KWD.
      await db.insert(offers).values({
        companyId, productId: p.rug, serviceType: 18, status: 'paid', amountFils: 10_000,
        fromDate: new Date('2027-05-01T00:00:00+03:00'), toDate: new Date('2027-05-03T00:00:00+03:00'),
      });
      const kept = rowsOf<{ id: number; accepted_price: string | number | null }>(
        await db.execute(sql`select receiver_product_id as id, accepted_price from requests where company_id = ${companyId}`));
      expect(Object.fromEntries(kept.map((r) => [Number(r.id), r.accepted_price === null ? null : Number(r.accepted_price)])))
        .toEqual({ [p.vase]: 12_000, [p.rug]: 30_000, [p.clock]: null });

      // Repriced after the sales: the figures keep what was accepted.
      await db.execute(sql`update products set price = case id when ${p.vase} then 99000 else 1000 end where company_id = ${companyId}`);
      for (const who of ['owner', 'seller'] as const) {
        const april = await as(who, 'sales?type=monthly&month=2027-04');
        expect(april.data.data.filter((d: { sales: number }) => d.sales > 0)).toEqual([{ date: '2027-04-30', revenue: 12_000, sales: 1 }]);
        const may = await as(who, 'sales?type=monthly&month=2027-05');
        expect(may.data.data.filter((d: { sales: number }) => d.sales > 0)).toEqual([{ date: '2027-05-01', revenue: 30_000, sales: 1 }]);
        expect((await as(who, 'sales/number?type=monthly&month=2027-05')).data).toEqual({ sales: 1, tradIn: 1 });
        expect((await as(who, 'roas?type=monthly&month=2027-05')).data).toEqual({ value: 3, revenue: 30_000, spent: 10_000 });
        expect((await as(who, 'products/sales?startDate=2027-04-01&endDate=2027-05-31')).data.data.map((r: { name: string; revenue: number; productsSalesPercent: number }) =>
          [r.name, r.revenue, r.productsSalesPercent])).toEqual([['Rug', 30_000, 71.4], ['Vase', 12_000, 28.6]]);
      }
      expect((await as('owner', 'users/sales?startDate=2027-04-01&endDate=2027-05-31')).data.data).toEqual([
        { id: sellerId, fullName: 'Price Seller', sales: 2, tradeIn: 1, revenue: 42_000 },
        expect.objectContaining({ fullName: 'Price Owner', revenue: 0 }),
      ]);
    });

    it('opening products records product views and one company view per viewer a day; its own people count for neither', async () => {
      await at('2027-06-01T10:00:00Z');
      for (const [who, id] of [['buyer', p.vase], ['buyer', p.rug], ['buyer', p.vase], ['seller', p.vase], ['owner', p.rug], ['rival', p.rug]] as const) {
        expect((await open(who, id)).status).toBe(204);
      }
      await at('2027-06-02T10:00:00Z');
      expect((await open('buyer', p.rug)).status).toBe(204);
      const june = 'type=monthly&month=2027-06';
      const days = (data: { date: string; views: number }[]) => data.filter((d) => d.views > 0);
      const products = (await as('owner', `products/views?${june}`)).data;
      expect([products.total, days(products.data)]).toEqual([4, [{ date: '2027-06-01', views: 3 }, { date: '2027-06-02', views: 1 }]]);
      const company = (await as('owner', `companies/views?${june}`)).data;
      expect([company.total, days(company.data)]).toEqual([3, [{ date: '2027-06-01', views: 2 }, { date: '2027-06-02', views: 1 }]]);
    });

    it("recordCompanyView (for the company profile): one a viewer a day, never the company's own people", async () => {
      const { db } = ctx();
      await at('2027-07-03T10:00:00Z');
      const day = new Date('2027-07-01T20:30:00Z'); // 23:30 Kuwait, July 1
      expect(await recordCompanyView(db, companyId, buyerId, day)).toBe(true);
      expect(await recordCompanyView(db, companyId, buyerId, new Date('2027-07-01T05:00:00Z'))).toBe(false);
      expect(await recordCompanyView(db, companyId, sellerId, day)).toBe(false);
      expect(await recordCompanyView(db, companyId, buyerId, new Date('2027-07-01T21:00:00Z'))).toBe(true); // July 2 in Kuwait
      const july = (await as('owner', 'companies/views?type=monthly&month=2027-07')).data;
      expect([july.total, july.data.filter((d: { views: number }) => d.views > 0)]).toEqual([2, [{ date: '2027-07-01', views: 1 }, { date: '2027-07-02', views: 1 }]]);
    });
  });
});
