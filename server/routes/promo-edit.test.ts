import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { cartItems } from '../db/schema';
import { addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';
import { payItem } from '../test/pay';

// Part 2 §7: an unpaid promo offer is changed (the warning's Update, and the review reopened after a
// failed payment, which submits the same draft again) with PUT /offers/promo/{id}, and deleted with
// DELETE /offers/promo/{id}; both also as POST with _method. The test clock is 2026-03-01 09:00 UTC;
// promo is 3.000 KWD a day.
forEachActivityDatabase('changing and deleting an unpaid promo offer', (ctx) => {
  let png: Uint8Array;
  beforeAll(async () => {
    png = new Uint8Array(await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0f766e' } }).png().toBuffer());
  });
  const demo = () => bearer(ctx().tokens.demo);
  const form = (fields: Record<string, string>, images: number, method?: string) => {
    const body = new FormData();
    if (method) body.append('_method', method);
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    for (let i = 0; i < images; i++) body.append('images', new File([png as Uint8Array<ArrayBuffer>], `p${i}.png`, { type: 'image/png' }));
    return body;
  };
  const send = async (method: string, path: string, headers: Record<string, string>, body?: FormData) => {
    const res = await ctx().app.request(path, { method, body, headers });
    const text = await res.text();
    return { status: res.status, data: text ? JSON.parse(text) : undefined };
  };
  const fields = (productId: number, extra: Record<string, string> = {}) => ({
    name: 'Eid offer', productId: String(productId), date: '2026-03-05', days: '4', features: JSON.stringify(['Free delivery']), ...extra,
  });
  const product = () => addProduct(ctx().db, { companyId: ctx().companyIds.demo, sellerId: ctx().ids.demo });
  const unpaidOf = async (productId: number) =>
    (await call(ctx().app, 'GET', `/api/offers/unactive?serviceType=9&productId=${productId}`, undefined, demo())).data?.data[0];

  it('reprices the same cart item, keeps its images without new ones, and refuses what is not an unpaid promo of the company', async () => {
    const id = await product();
    const added = await send('POST', '/api/offers/promo', demo(), form(fields(id), 2));
    expect(added.status).toBe(201);
    const offer = await unpaidOf(id);
    expect(offer.images).toHaveLength(2);

    // The same draft again, without images (back from a failed payment): same item, same images.
    const same = await send('PUT', `/api/offers/promo/${offer.id}`, demo(), form(fields(id), 0));
    expect(same.status).toBe(200);
    expect(same.data).toMatchObject({ itemId: added.data.itemId, subjectId: offer.id, amount: 12_000 });
    expect((await unpaidOf(id)).images).toEqual(offer.images);

    // Changed as POST + _method PUT, as the screens send it: new days, name, features and one new image.
    const changed = await send('POST', `/api/offers/promo/${offer.id}`, demo(), form(fields(id, { name: 'Summer offer', days: '2', features: JSON.stringify(['Gift wrap', 'Warranty']) }), 1, 'PUT'));
    expect(changed.status).toBe(200);
    expect(changed.data).toMatchObject({ itemId: added.data.itemId, amount: 6_000 });
    const now = await unpaidOf(id);
    expect(now).toMatchObject({ id: offer.id, name: 'Summer offer', amount: 6_000, features: [{ title: 'Gift wrap' }, { title: 'Warranty' }] });
    expect(now.images).toHaveLength(1);
    expect(now.images[0].url).not.toBe(offer.images[0].url);

    // Checked by the shared contract (422, never a 500), another company's or unknown → 404, an employee → 403.
    expect((await send('PUT', `/api/offers/promo/${offer.id}`, demo(), form(fields(id, { features: JSON.stringify(Array.from({ length: 8 }, (_, i) => `F${i}`)) }), 0))).data.message).toBe('A promo offer has at most 7 features');
    expect((await send('PUT', `/api/offers/promo/${offer.id}`, demo(), form(fields(id, { date: '2026-02-28' }), 0))).status).toBe(422);
    const notImage = form(fields(id), 0);
    notImage.append('images', new File([new TextEncoder().encode('not an image')], 'x.png', { type: 'image/png' }));
    expect((await send('PUT', `/api/offers/promo/${offer.id}`, demo(), notImage)).status).toBe(422);
    expect((await send('PUT', '/api/offers/promo/abc', demo(), form(fields(id), 0))).status).toBe(422);
    expect((await send('PUT', `/api/offers/promo/${offer.id}`, bearer(ctx().tokens.rival), form(fields(id), 0))).status).toBe(404);
    expect((await send('DELETE', `/api/offers/promo/${offer.id}`, bearer(ctx().tokens.rival))).status).toBe(404);
    expect((await send('PUT', '/api/offers/promo/999999', demo(), form(fields(id), 0))).status).toBe(404);
    expect((await send('DELETE', `/api/offers/promo/${offer.id}`, bearer(ctx().tokens.sara))).status).toBe(403);
    expect((await unpaidOf(id)).amount).toBe(6_000);

    // Paid: no longer changed nor deleted, in the spec's words.
    await payItem(ctx().app, demo(), added.data.itemId);
    const paidPut = await send('PUT', `/api/offers/promo/${offer.id}`, demo(), form(fields(id), 0));
    expect(paidPut).toMatchObject({ status: 409, data: { message: 'This promo offer is already paid, so it can no longer be changed or deleted.' } });
    expect((await send('DELETE', `/api/offers/promo/${offer.id}`, demo())).status).toBe(409);
  });

  it('keeps the images the seller kept, in their order, beside new ones, and refuses images that are not the offer\'s', async () => {
    const id = await product();
    expect((await send('POST', '/api/offers/promo', demo(), form(fields(id), 3))).status).toBe(201);
    const offer = await unpaidOf(id);
    const [a, b, c] = offer.images.map((i: { url: string }) => i.url);
    const keeping = (kept: unknown, images: number) => {
      const body = form(fields(id), images);
      body.append('keptImages', typeof kept === 'string' ? kept : JSON.stringify(kept));
      return send('PUT', `/api/offers/promo/${offer.id}`, demo(), body);
    };
    // One removed, none added: the other two stay, as ordered (the old form kept all three).
    expect((await keeping([c, a], 0)).status).toBe(200);
    expect((await unpaidOf(id)).images.map((i: { url: string }) => i.url)).toEqual([c, a]);
    // Kept and new together (the old form replaced the kept ones).
    expect((await keeping([a], 2)).status).toBe(200);
    const mixed = (await unpaidOf(id)).images.map((i: { url: string }) => i.url);
    expect(mixed).toHaveLength(3);
    expect(mixed[0]).toBe(a);
    expect(mixed.slice(1)).not.toContain(b);
    // None kept and none added; an address the offer does not have (b is gone now); malformed; too many: 422, unchanged.
    expect((await keeping([], 0)).data).toMatchObject({ errors: { images: ['At least one image is required'] } });
    expect((await keeping([b], 0)).data).toMatchObject({ errors: { images: ['This image is not one of the promo offer’s images.'] } });
    expect((await keeping('{not json', 0)).status).toBe(422);
    expect((await keeping([a], 10)).status).toBe(422);
    expect((await unpaidOf(id)).images.map((i: { url: string }) => i.url)).toEqual(mixed);
  });

  it('deletes an unpaid promo with its cart item, so the product may have another', async () => {
    const id = await product();
    const added = await send('POST', '/api/offers/promo', demo(), form(fields(id), 1));
    const offer = await unpaidOf(id);
    expect((await send('POST', '/api/offers/promo', demo(), form(fields(id), 1))).status).toBe(409);
    const body = new FormData();
    body.append('_method', 'DELETE');
    expect((await send('POST', `/api/offers/promo/${offer.id}`, demo(), body)).status).toBe(204);
    expect(await unpaidOf(id)).toBeUndefined();
    const [item] = await ctx().db.select({ status: cartItems.status }).from(cartItems).where(eq(cartItems.id, added.data.itemId));
    expect(item.status).toBe('removed');
    expect((await send('DELETE', `/api/offers/promo/${offer.id}`, demo())).status).toBe(404);
    expect((await send('PUT', `/api/offers/promo/${offer.id}`, demo(), form(fields(id), 0))).status).toBe(404);
    expect((await send('POST', '/api/offers/promo', demo(), form(fields(id), 1))).status).toBe(201);
  });
});
