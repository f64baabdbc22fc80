import { and, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categories, offers, productBarters, products } from '../db/schema';
import { forEachCatalogDatabase } from '../test/catalog';
import { bearer, call } from '../test/harness';

forEachCatalogDatabase('product details, edit validation and views', (ctx) => {
  const details = (slug: string) => call(ctx().app, 'GET', `/api/products/${slug}`, undefined, bearer(ctx().tokens.demo));
  const firstLive = async (where?: ReturnType<typeof eq>) => {
    const [p] = await ctx().db.select().from(products)
      .where(and(eq(products.companyId, ctx().demoCompanyId), isNull(products.deletedAt), eq(products.isActive, true), where)).limit(1);
    return p;
  };

  it('gives every field of a product: fils, images with thumbnails, attributes with type and options, path, sellers', async () => {
    const p = await firstLive();
    const { status, data } = await details(p.slug);
    expect(status).toBe(200);
    expect(data).toMatchObject({ id: p.id, slug: p.slug, price: p.price, num: p.num, canEdit: true, canDelete: true });
    expect(data.images.length).toBeGreaterThan(0);
    expect(data.primaryImage).toEqual({ id: data.images[0].id, url: data.images[0].url, thumbnailUrl: data.images[0].thumbnailUrl });
    expect(data.categoryTree).toHaveLength(3);
    expect(data.categories.map((c: { slug: string }) => c.slug)).toEqual(data.categoryTree);
    expect(data.categories[0].parentId).toBeNull();
    expect(data.sellers[0].id).toBe(p.firstSellerId);
    const withOptions = data.attributes.find((a: { type: number }) => a.type === 3 || a.type === 5);
    expect(withOptions?.options.length).toBeGreaterThan(0);
    expect(data.description).not.toMatch(/<script/i);
  });

  it('shows barter wishes with their path and attributes, and offers (promo = no service type)', async () => {
    const [b] = await ctx().db.select({ slug: products.slug }).from(productBarters)
      .innerJoin(products, eq(products.id, productBarters.productId)).where(eq(products.companyId, ctx().demoCompanyId)).limit(1);
    const barter = (await details(b.slug)).data.barter;
    expect(barter.path.length).toBe(3);
    expect(barter.attributes.length).toBeGreaterThanOrEqual(3);
    expect(barter.attributes[0]).toHaveProperty('type');

    const now = ctx().clock.now();
    const [promo] = await ctx().db.select({ slug: products.slug }).from(offers).innerJoin(products, eq(products.id, offers.productId))
      .where(and(sql`${offers.serviceType} is null`, sql`${offers.toDate} > ${now.toISOString()}`, isNull(products.deletedAt))).limit(1);
    const withPromo = (await details(promo.slug)).data;
    expect(withPromo.hasPromoOffer).toBe(true);
    expect(withPromo.offers.some((o: { serviceType: number | null }) => o.serviceType === null)).toBe(true);
    const [flash] = await ctx().db.select({ slug: products.slug }).from(offers).innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(offers.serviceType, 19), isNull(products.deletedAt))).limit(1);
    const flashOffers = (await details(flash.slug)).data.offers;
    expect(flashOffers.find((o: { serviceType: number | null }) => o.serviceType === 19).percentValue).toBeGreaterThan(0);
  });

  it('rejects an invalid edit with translated messages per field', async () => {
    const p = await firstLive();
    const put = (body: unknown, lang = 'en') => call(ctx().app, 'PUT', `/api/products/${p.id}`, body, { ...bearer(ctx().tokens.demo), 'accept-language': lang });
    const empty = await put({});
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.data.errors).sort()).toEqual(['categoryId', 'name', 'price', 'status']);
    expect(empty.data.errors.name).toEqual(['Enter the product name']);
    const arabic = await put({ name: ' ', categoryId: p.categoryId, price: 0, status: 'sold' }, 'ar');
    expect(arabic.data.errors).toEqual({
      name: ['أدخل اسم المنتج'], price: ['يجب أن يكون السعر أكبر من صفر'], status: ['يجب أن تكون الحالة متاح أو غير متاح'],
    });
    expect((await put({ name: 'x', categoryId: p.categoryId, price: 12.5, status: 'available' })).data.errors).toEqual({ price: ['The price must be a whole number of fils'] });
    const [top] = await ctx().db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'vehicles'));
    expect((await put({ name: 'x', categoryId: top.id, price: 1000, status: 'available' })).data.errors).toEqual({ categoryId: ['Choose a last-level category'] });
    expect((await put({ name: 'x', categoryId: 999_999, price: 1000, status: 'available' })).data.errors).toEqual({ categoryId: ['This category does not exist'] });
    const [unchanged] = await ctx().db.select().from(products).where(eq(products.id, p.id));
    expect(unchanged.name).toBe(p.name);
  });

  it('edits through POST with _method PUT; status available turns the product on again', async () => {
    const p = await firstLive(ne(products.status, 'reserved'));
    const [leaf] = await ctx().db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'iphones'));
    const off = await call(ctx().app, 'POST', `/api/products/${p.id}`, { _method: 'PUT', name: '  iPhone 15 Pro 256  ', categoryId: leaf.id, price: 299_500, status: 'unavailable' }, bearer(ctx().tokens.demo));
    expect(off.status).toBe(200);
    expect(off.data).toMatchObject({ name: 'iPhone 15 Pro 256', price: 299_500, isActive: false, status: 'unavailable', category: { slug: 'iphones', path: ['electronics', 'mobiles', 'iphones'] } });
    const on = await call(ctx().app, 'PUT', `/api/products/${p.id}`, { name: 'iPhone 15 Pro 256', categoryId: leaf.id, price: 299_500, status: 'available' }, bearer(ctx().tokens.demo));
    expect(on.data.isActive).toBe(true);
  });

  it('counts one view per viewer per product per day, not those of the company itself, and not of hidden products', async () => {
    const p = await firstLive(isNotNull(products.categoryId));
    const count = (who: 'buyer1' | 'rival' | 'demo', slug = p.slug) => call(ctx().app, 'POST', `/api/products/${slug}/views`, undefined, bearer(ctx().tokens[who]));
    const views = async () => (await ctx().db.select({ views: products.views }).from(products).where(eq(products.id, p.id)))[0].views;
    const results = await Promise.all([count('buyer1'), count('buyer1'), count('rival'), count('buyer1'), count('demo')]);
    expect(results.map((r) => r.status)).toEqual([204, 204, 204, 204, 204]);
    expect(await views()).toBe(p.views + 2);
    // The same viewers later that day: nothing more. The next day (Asia/Kuwait): one more each.
    ctx().clock.advance(60 * 60_000);
    await count('buyer1');
    expect(await views()).toBe(p.views + 2);
    ctx().clock.advance(24 * 60 * 60_000);
    await Promise.all([count('buyer1'), count('rival'), count('buyer1')]);
    expect(await views()).toBe(p.views + 4);
    const [hidden] = await ctx().db.select({ slug: products.slug }).from(products)
      .where(and(eq(products.companyId, ctx().demoCompanyId), eq(products.isActive, false))).limit(1);
    expect((await count('buyer1', hidden.slug)).status).toBe(404);
    expect((await count('buyer1', 'no-such-product')).status).toBe(404);
  });
});
