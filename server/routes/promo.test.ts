import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { products, users } from '../db/schema';
import { addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call, loginAs } from '../test/harness';
import { payItem } from '../test/pay';

// Part 2 §7 POST /offers/promo: every membership may (fresh has none active), priced promo × days (§9),
// at most 7 features, PNG/JPG only; active once paid (the product's promo icon), ended by its dates.
forEachActivityDatabase('promo offers', (ctx) => {
  let png: Uint8Array;
  beforeAll(async () => {
    png = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } }).png().toBuffer());
  });
  const post = async (headers: Record<string, string>, fields: Record<string, string>, files: { bytes: Uint8Array; name: string }[] = [{ bytes: png, name: 'promo.png' }]) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const f of files) form.append('images', new File([f.bytes as Uint8Array<ArrayBuffer>], f.name, { type: 'image/png' }));
    const res = await ctx().app.request('/api/offers/promo', { method: 'POST', body: form, headers });
    const text = await res.text();
    return { status: res.status, data: text ? JSON.parse(text) : undefined };
  };
  const fields = (productId: number, extra: Record<string, string> = {}) => ({
    name: 'Eid offer', productId: String(productId), date: '2026-03-01', days: '4', features: JSON.stringify(['Free delivery', 'Gift wrap']), ...extra,
  });

  it('prices promo × days, refuses 8 features, past dates and non-images, and activates the offer once paid', async () => {
    const demo = bearer(ctx().tokens.demo);
    const id = await addProduct(ctx().db, { companyId: ctx().companyIds.demo, sellerId: ctx().ids.demo });
    expect((await post(demo, fields(id, { features: JSON.stringify(Array.from({ length: 8 }, (_, i) => `F${i}`)) }))).data.message).toBe('A promo offer has at most 7 features');
    expect((await post(demo, fields(id, { date: '2026-02-28' }))).status).toBe(422);
    expect((await post(demo, fields(id), [{ bytes: new TextEncoder().encode('not an image'), name: 'x.png' }])).status).toBe(422);
    expect((await post(demo, fields(id), [])).status).toBe(422);
    expect((await post(bearer(ctx().tokens.rival), fields(id))).status).toBe(404);
    const added = await post(demo, fields(id));
    expect(added.status).toBe(201);
    // 3.000 KWD a day × 4 days.
    expect(added.data).toMatchObject({ paymentForType: 9, amount: 12_000 });
    expect((await post(demo, fields(id))).status).toBe(409);
    const unpaid = await call(ctx().app, 'GET', `/api/offers/unactive?serviceType=9&productId=${id}`, undefined, demo);
    expect(unpaid.data.data[0]).toMatchObject({ serviceType: null, name: 'Eid offer', features: [{ title: 'Free delivery' }, { title: 'Gift wrap' }], status: 'unpaid' });
    const row = async () => (await call(ctx().app, 'GET', `/api/products/${ctx().companyIds.demo}/sellers?perPage=50`, undefined, demo)).data.data.find((p: { id: number }) => p.id === id);
    expect((await row()).hasPromoOffer).toBe(false);
    await payItem(ctx().app, demo, added.data.itemId);
    expect((await row()).hasPromoOffer).toBe(true);
    const [p] = await ctx().db.select({ slug: products.slug }).from(products).where(eq(products.id, id));
    const details = (await call(ctx().app, 'GET', `/api/products/${p.slug}`, undefined, demo)).data;
    expect(details.offers[0].images[0].url).toMatch(/^\/uploads\/products\/.+\.png$/);
    ctx().clock.advance(4 * 86_400_000);
    try {
      expect((await row()).hasPromoOffer).toBe(false);
    } finally {
      ctx().clock.advance(-4 * 86_400_000);
    }
  });

  it('is open to a company without an active membership', async () => {
    const fresh = await loginAs(ctx().app, 'fresh');
    const [owner] = await ctx().db.select().from(users).where(eq(users.userName, 'fresh'));
    const id = await addProduct(ctx().db, { companyId: owner.companyId!, sellerId: owner.id });
    expect((await post(bearer(fresh), fields(id))).status).toBe(201);
  });
});
