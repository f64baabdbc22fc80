import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categories, products } from '../db/schema';
import { forEachCatalogDatabase } from '../test/catalog';
import { bearer, call } from '../test/harness';

forEachCatalogDatabase('products list', (ctx) => {
  const list = (query = '', who: 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1' = 'demo', headers: Record<string, string> = {}) =>
    call(ctx().app, 'GET', `/api/products/${ctx().demoCompanyId}/sellers${query}`, undefined, { ...bearer(ctx().tokens[who]), ...headers });
  const liveCount = async (where?: ReturnType<typeof eq>) => {
    const [{ n }] = await ctx().db.select({ n: sql<number>`count(*)::int` }).from(products)
      .where(and(eq(products.companyId, ctx().demoCompanyId), isNull(products.deletedAt), where));
    return n;
  };
  /** Every page of a query, following nextCursor. */
  const walk = async (query: string, who: 'demo' | 'sara' = 'demo') => {
    const rows = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await list(`?${query}${cursor ? `&cursor=${cursor}` : ''}`, who);
      expect(res.status).toBe(200);
      rows.push(...res.data.data);
      cursor = res.data.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    return { rows, pages };
  };

  it('answers a thin page of 20 rows, newest first, with a cursor and no total', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.data.data).toHaveLength(20);
    expect(Object.keys(res.data).sort()).toEqual(['data', 'nextCursor']);
    expect(typeof res.data.nextCursor).toBe('string');
    const row = res.data.data[0];
    expect(Object.keys(row).sort()).toEqual([
      'canDelete', 'canEdit', 'category', 'createdAt', 'hasPromoOffer', 'id', 'isActive', 'isBoosted', 'name', 'num',
      'offers', 'postedBy', 'price', 'primaryImage', 'sellType', 'slug', 'status', 'views',
    ]);
    expect(row.primaryImage.thumbnailUrl).toMatch(/^\/uploads\/products\/.+\.webp$/);
    expect(Number.isInteger(row.price)).toBe(true);
    expect(row.category.path.length).toBe(3);
    const times = res.data.data.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('takes page sizes 20, 30 and 50 only (422, translated, otherwise)', async () => {
    expect((await list('?perPage=30')).data.data).toHaveLength(30);
    expect((await list('?perPage=50')).data.data).toHaveLength(50);
    const bad = await list('?perPage=25');
    expect(bad.status).toBe(422);
    expect(bad.data.errors.perPage).toEqual(['Page size must be 20, 30 or 50']);
    const arabic = await list('?perPage=1000', 'demo', { 'accept-language': 'ar' });
    expect(arabic.data.errors.perPage).toEqual(['يجب أن يكون حجم الصفحة ٢٠ أو ٣٠ أو ٥٠']);
    expect((await list('?cursor=bm9wZQ')).status).toBe(422);
  });

  it('walks every page without duplicates or gaps, also across rows created in the same instant', async () => {
    // Give 25 products the very same created_at so the id must break the tie.
    const [{ at }] = await ctx().db.select({ at: products.createdAt }).from(products).where(eq(products.companyId, ctx().demoCompanyId)).limit(1);
    const some = await ctx().db.select({ id: products.id }).from(products).where(eq(products.companyId, ctx().demoCompanyId)).limit(25);
    await ctx().db.update(products).set({ createdAt: at }).where(inArray(products.id, some.map((s) => s.id)));

    for (const perPage of [20, 50]) {
      const { rows, pages } = await walk(`perPage=${perPage}`);
      const ids = rows.map((r: { id: number }) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(await liveCount());
      // The page after the last full one is never fetched: one row more than the page tells there is none.
      expect(pages).toBe(Math.ceil(ids.length / perPage));
      const keys = rows.map((r: { createdAt: string; id: number }) => [Date.parse(r.createdAt), r.id]);
      for (let i = 1; i < keys.length; i++) {
        const [t0, id0] = keys[i - 1];
        const [t1, id1] = keys[i];
        expect(t0 > t1 || (t0 === t1 && id0 > id1)).toBe(true);
      }
    }
  });

  it('filters by category path, its descendants included', async () => {
    const { rows } = await walk('path=vehicles&perPage=50');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { category: { path: string[] } }) => r.category.path[0] === 'vehicles')).toBe(true);
    const vehicleIds = (await ctx().db.select({ id: categories.id }).from(categories).where(sql`${categories.path}[1] = 'vehicles'`)).map((c) => c.id);
    expect(rows.length).toBe(await liveCount(inArray(products.categoryId, vehicleIds) as ReturnType<typeof eq>));
    const leaf = await walk('path=vehicles,cars,suvs&perPage=50');
    expect(leaf.rows.every((r: { category: { slug: string } }) => r.category.slug === 'suvs')).toBe(true);
    expect((await list('?path=vehicles,nope')).data).toEqual({ data: [], nextCursor: null });
  });

  it('filters by first seller (usersIds), active status and the search box', async () => {
    const sara = ctx().ids.sara;
    const bySara = await walk(`usersIds=${sara}&perPage=50`);
    expect(bySara.rows.length).toBe(await liveCount(eq(products.firstSellerId, sara)));
    expect(bySara.rows.every((r: { postedBy: { id: number } }) => r.postedBy.id === sara)).toBe(true);
    const both = await walk(`usersIds=${sara},${ctx().ids.omar}&perPage=50`);
    expect(both.rows.length).toBe(await liveCount(inArray(products.firstSellerId, [sara, ctx().ids.omar]) as ReturnType<typeof eq>));

    const inactive = await walk('isActive=false&perPage=50');
    expect(inactive.rows.length).toBe(await liveCount(eq(products.isActive, false)));
    expect(inactive.rows.every((r: { isActive: boolean }) => !r.isActive)).toBe(true);
    expect((await walk('isActive=true&perPage=50')).rows.length).toBe(await liveCount(eq(products.isActive, true)));

    const first = (await list()).data.data[0];
    const word = first.name.split(' ')[0];
    const found = await walk(`q=${encodeURIComponent(word.toUpperCase())}&perPage=50`);
    expect(found.rows.map((r: { id: number }) => r.id)).toContain(first.id);
    expect(found.rows.every((r: { name: string }) => r.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    expect((await list(`?q=${first.num}`)).data.data.map((r: { id: number }) => r.id)).toContain(first.id);
    expect((await list('?q=%25%25_')).data.data).toEqual([]);
    expect((await list('?usersIds=1;drop')).status).toBe(422);
  });

  it("lists only for the company's own people: another company and a buyer get 404", async () => {
    expect((await list('', 'sara')).status).toBe(200);
    expect((await list('', 'rival')).status).toBe(404);
    expect((await list('', 'buyer1')).status).toBe(404);
    expect((await call(ctx().app, 'GET', `/api/products/${ctx().demoCompanyId}/sellers`)).status).toBe(401);
  });

  it('marks per row what the caller may change: all for the company, own rows for an employee', async () => {
    const asDemo = (await list('?perPage=50')).data.data;
    expect(asDemo.every((r: { canEdit: boolean; canDelete: boolean }) => r.canEdit && r.canDelete)).toBe(true);
    const asSara = (await list('?perPage=50', 'sara')).data.data;
    for (const r of asSara) expect(r.canEdit).toBe(r.postedBy?.id === ctx().ids.sara);
    expect(asSara.some((r: { canEdit: boolean }) => r.canEdit)).toBe(true);
    expect(asSara.some((r: { canEdit: boolean }) => !r.canEdit)).toBe(true);
  });
});
