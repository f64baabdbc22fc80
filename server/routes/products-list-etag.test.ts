import { and, eq, isNull } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { offers, productImages, products, users } from '../db/schema';
import { forEachCatalogDatabase } from '../test/catalog';
import { bearer, call } from '../test/harness';

type Who = 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1';

// A repeat read of an unchanged page is a 304 (server/services/products/list-etag.ts); the
// tag changes with anything the page shows and never serves another caller, role or company.
forEachCatalogDatabase('products list ETag', (ctx) => {
  const list = (query = '', who: Who = 'demo', etag?: string) => call(ctx().app, 'GET', `/api/products/${ctx().demoCompanyId}/sellers${query}`,
    undefined, { ...bearer(ctx().tokens[who]), ...(etag && { 'if-none-match': etag }) });
  /** A first read and its tag, then the repeat read with it, which must be a 304. */
  const fresh = async (query = '', who: Who = 'demo') => {
    const first = await list(query, who);
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"pl\./);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    return { etag, rows: first.data.data as { id: number; name: string; views: number; hasPromoOffer: boolean }[] };
  };
  const newestProduct = async () => (await fresh()).rows[0];

  it('a repeat read with the tag is a 304 without a body, and keeps the tag', async () => {
    const { etag } = await fresh();
    const again = await list('', 'demo', etag);
    expect(again.status).toBe(304);
    expect(again.data).toBeUndefined();
    expect(again.headers.get('etag')).toBe(etag);
    // A list of tags (as a cache may send) works too; a malformed or unknown one is a plain 200.
    expect((await list('', 'demo', `W/"other", ${etag}`)).status).toBe(304);
    expect((await list('', 'demo', 'W/"pl.x.y.z"')).status).toBe(200);
    expect((await list('', 'demo', '*')).status).toBe(200);
  });

  it('changes when a product of the page is edited through the API, and the new page shows it', async () => {
    const { etag } = await fresh();
    const row = await newestProduct();
    const [product] = await ctx().db.select().from(products).where(eq(products.id, row.id));
    const edited = await call(ctx().app, 'PUT', `/api/products/${row.id}`,
      { name: 'Renamed for the tag', categoryId: product.categoryId, price: product.price, status: product.status }, bearer(ctx().tokens.demo));
    expect(edited.status).toBe(200);
    const after = await list('', 'demo', etag);
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(after.data.data[0].name).toBe('Renamed for the tag');
  });

  it('changes when a view is counted, an image, an offer or a seller\'s name changes', async () => {
    const db = ctx().db;
    const changes: [string, () => Promise<unknown>][] = [
      ['views', async () => { const r = await newestProduct(); await db.update(products).set({ views: r.views + 1 }).where(eq(products.id, r.id)); }],
      ['image', async () => { const r = await newestProduct(); await db.update(productImages).set({ thumbnailUrl: '/uploads/products/other.webp' }).where(eq(productImages.productId, r.id)); }],
      ['offer', async () => {
        const r = await newestProduct();
        const now = ctx().clock.now();
        await db.insert(offers).values({ companyId: ctx().demoCompanyId, productId: r.id, fromDate: now, toDate: new Date(now.getTime() + 86_400_000) });
      }],
      ['seller name', () => db.update(users).set({ fullName: 'Sara Renamed' }).where(eq(users.id, ctx().ids.sara))],
    ];
    for (const [what, change] of changes) {
      const { etag } = await fresh();
      expect((await list('', 'demo', etag)).status, `${what}: before`).toBe(304);
      await change();
      expect((await list('', 'demo', etag)).status, `${what}: after`).toBe(200);
    }
  });

  it('changes when a running offer begins or ends as time passes, without any write', async () => {
    const r = (await fresh()).rows.find((row) => !row.hasPromoOffer)!;
    const now = ctx().clock.now().getTime();
    // A promo offer that starts in an hour: the page says hasPromoOffer false until then.
    await ctx().db.insert(offers).values({ companyId: ctx().demoCompanyId, productId: r.id, fromDate: new Date(now + 3_600_000), toDate: new Date(now + 7_200_000) });
    const { etag, rows } = await fresh();
    expect(rows.find((row) => row.id === r.id)!.hasPromoOffer).toBe(false);
    ctx().clock.advance(1_800_000);
    expect((await list('', 'demo', etag)).status).toBe(304);
    ctx().clock.advance(3_600_000);
    const begun = await list('', 'demo', etag);
    expect(begun.status).toBe(200);
    expect(begun.data.data.find((row: { id: number }) => row.id === r.id).hasPromoOffer).toBe(true);
  });

  it('never serves one caller\'s tag to another user, role, company or query', async () => {
    const { etag } = await fresh();
    // A colleague (employee) sees other canEdit/canDelete: her own page, not the company's tag.
    expect((await list('', 'sara', etag)).status).toBe(200);
    expect((await list('', 'omar', etag)).status).toBe(200);
    // Outsiders get their 404 whatever tag they send.
    expect((await list('', 'rival', etag)).status).toBe(404);
    expect((await list('', 'buyer1', etag)).status).toBe(404);
    // Another page or filter of the same caller.
    expect((await list('?perPage=30', 'demo', etag)).status).toBe(200);
    expect((await list('?isActive=false', 'demo', etag)).status).toBe(200);
    // The rival company's own list has a tag of its own that demo's does not match.
    const [rivalProduct] = await ctx().db.select({ companyId: products.companyId }).from(products)
      .where(and(eq(products.firstSellerId, ctx().ids.rival), isNull(products.deletedAt)));
    const rivalList = await call(ctx().app, 'GET', `/api/products/${rivalProduct.companyId}/sellers`, undefined, bearer(ctx().tokens.rival));
    expect(rivalList.status).toBe(200);
    expect(rivalList.headers.get('etag')).not.toBe(etag);
    const withDemoTag = await call(ctx().app, 'GET', `/api/products/${rivalProduct.companyId}/sellers`, undefined,
      { ...bearer(ctx().tokens.rival), 'if-none-match': etag });
    expect(withDemoTag.status).toBe(200);
  });
});
