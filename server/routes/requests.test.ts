import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { notifications, products, requests } from '../db/schema';
import { addBuyerProduct } from '../db/seed-activity';
import { addBuyer, addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call, loginAs } from '../test/harness';

forEachActivityDatabase('requests', (ctx) => {
  const as = (name: 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1', lang = 'en') => ({ ...bearer(ctx().tokens[name]), 'accept-language': lang });
  const demoProduct = (seller: 'demo' | 'sara' | 'omar', extra: Parameters<typeof addProduct>[1] extends infer T ? Partial<T> : never = {}) =>
    addProduct(ctx().db, { companyId: ctx().companyIds.demo, sellerId: ctx().ids[seller], ...extra });
  const send = (productId: number, type = 'sale', extra: object = {}, who: Record<string, string> = as('buyer1')) =>
    call(ctx().app, 'POST', '/api/requests', { productId, type, ...extra }, who);

  it('lets a buyer send a purchase request; the company sees it with the row the table needs', async () => {
    const productId = await demoProduct('sara', { name: 'Nikon Z6', price: 310_000 });
    const sent = await send(productId);
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({
      type: 'sale', status: 1, sender: { id: ctx().ids.buyer1, userName: 'buyer1' }, receiver: { id: ctx().ids.sara, fullName: 'Sara Al-Ahmad' },
      receiverProduct: { id: productId, name: 'Nikon Z6', price: 310_000, status: 'available' }, senderProduct: null,
      postedBy: { id: ctx().ids.sara, userName: 'sara' }, canDecide: false,
    });
    const list = await call(ctx().app, 'GET', '/api/requests', undefined, as('demo'));
    expect(list.status).toBe(200);
    expect(list.data.data.find((r: { id: number }) => r.id === sent.data.id)).toMatchObject({ num: sent.data.num, canDecide: true });
  });

  it('takes barter offers only of the buyer\'s own products, and only what the product is offered for', async () => {
    const productId = await demoProduct('omar');
    const missing = await send(productId, 'bartering');
    expect(missing).toMatchObject({ status: 422, data: { errors: { senderProductId: ['Choose one of your products to offer in exchange'] } } });
    const notOwn = await send(productId, 'bartering', { senderProductId: await demoProduct('sara') });
    expect(notOwn).toMatchObject({ status: 422, data: { errors: { senderProductId: ['You can only offer one of your own products'] } } });
    const own = await addBuyerProduct(ctx().db, { buyerId: ctx().ids.buyer1, name: 'PlayStation 5', price: 120_000, createdAt: ctx().clock.now() });
    const barter = await send(productId, 'bartering', { senderProductId: own });
    expect(barter).toMatchObject({ status: 201, data: { type: 'bartering', senderProduct: { id: own, name: 'PlayStation 5', price: 120_000 } } });
    expect((await send(productId, 'bartering', { senderProductId: own })).status).toBe(409);
    expect((await send(own, 'bartering', { senderProductId: own })).data.errors.productId).toEqual(['You cannot send a request for your own product']);
    const sellOnly = await demoProduct('omar', { sellType: 'sell' });
    expect((await send(sellOnly, 'bartering', { senderProductId: own }, as('buyer1', 'ar'))).data.errors.type).toEqual(['هذا المنتج غير معروض بهذه الطريقة']);
  });

  it('refuses requests from company people, and company lists to buyers', async () => {
    const productId = await demoProduct('sara');
    expect((await send(productId, 'sale', {}, as('sara'))).status).toBe(403);
    expect((await send(productId, 'sale', {}, as('rival'))).status).toBe(403);
    expect((await call(ctx().app, 'GET', '/api/requests', undefined, as('buyer1'))).status).toBe(403);
    expect((await call(ctx().app, 'GET', '/api/requests')).status).toBe(401);
  });

  it('shows an employee only the requests on its own products; another company nothing (404)', async () => {
    const onOmar = (await send(await demoProduct('omar'))).data.id;
    const onSara = (await send(await demoProduct('sara'))).data.id;
    const omarList = await call(ctx().app, 'GET', '/api/requests?perPage=50', undefined, as('omar'));
    const ids = omarList.data.data.map((r: { id: number }) => r.id);
    expect(ids).toContain(onOmar);
    expect(ids).not.toContain(onSara);
    expect(omarList.data.data.every((r: { receiver: { id: number } }) => r.receiver.id === ctx().ids.omar)).toBe(true);
    expect((await call(ctx().app, 'GET', `/api/requests/${onSara}`, undefined, as('omar'))).status).toBe(404);
    expect((await call(ctx().app, 'POST', `/api/requests/${onSara}/status`, { status: 2 }, as('omar'))).status).toBe(404);
    expect((await call(ctx().app, 'GET', `/api/requests/${onSara}`, undefined, as('rival'))).status).toBe(404);
    expect((await call(ctx().app, 'POST', `/api/requests/${onSara}/status`, { status: 3 }, as('rival'))).status).toBe(404);
    expect((await call(ctx().app, 'GET', '/api/requests', undefined, as('rival'))).data.data).toEqual([]);
    expect((await call(ctx().app, 'POST', `/api/requests/${onOmar}/status`, { status: 3 }, as('buyer1'))).status).toBe(403);
    expect((await call(ctx().app, 'GET', `/api/requests/${onOmar}`, undefined, as('buyer1'))).status).toBe(200);
  });

  it('accepts once: the product is reserved, the buyer notified, a second decision is 409', async () => {
    const productId = await demoProduct('omar', { name: 'Dyson V15' });
    const id = (await send(productId)).data.id;
    const accepted = await call(ctx().app, 'POST', `/api/requests/${id}/status`, { status: 2 }, as('omar'));
    expect(accepted.status).toBe(204);
    const [product] = await ctx().db.select({ status: products.status }).from(products).where(eq(products.id, productId));
    expect(product.status).toBe('reserved');
    const again = await call(ctx().app, 'POST', `/api/requests/${id}/status`, { status: 3 }, as('demo', 'ar'));
    expect(again).toMatchObject({ status: 409, data: { message: 'تم البت في هذا الطلب مسبقًا' } });
    const bell = await call(ctx().app, 'GET', '/api/users/notifications?read=0', undefined, as('buyer1'));
    expect(bell.data.data[0]).toMatchObject({ type: 2, value: String(id), title: 'Request accepted', sender: { fullName: 'Omar Al-Sabah' } });
    expect(bell.data.data[0].body).toContain('Dyson V15');
    const details = await call(ctx().app, 'GET', `/api/requests/${id}`, undefined, as('demo'));
    expect(details.data).toMatchObject({ status: 2, canDecide: false, decidedAt: ctx().clock.now().toISOString() });
    expect((await call(ctx().app, 'POST', `/api/requests/${id}/status`, { status: 1 }, as('demo'))).status).toBe(422);
    // A second buyer's request filed before the product was reserved cannot be accepted too, only rejected.
    const other = await addBuyer(ctx().db, 'second_buyer');
    const [late] = await ctx().db.insert(requests).values({ companyId: ctx().companyIds.demo, num: 900, type: 'sale', senderId: other, receiverProductId: productId })
      .returning({ id: requests.id });
    const twice = await call(ctx().app, 'POST', `/api/requests/${late.id}/status`, { status: 2 }, as('demo'));
    expect(twice).toMatchObject({ status: 409, data: { message: 'This product is no longer available' } });
    const [still] = await ctx().db.select({ status: requests.status }).from(requests).where(eq(requests.id, late.id));
    expect(still.status).toBe(1);
    expect((await call(ctx().app, 'POST', `/api/requests/${late.id}/status`, { status: 3 }, as('demo'))).status).toBe(204);
  });

  it('gives one 204 and one 409 to two concurrent clicks; the product is reserved only when accepting won', async () => {
    for (let round = 0; round < 3; round++) {
      const productId = await demoProduct('sara');
      const id = (await send(productId)).data.id;
      const [a, b] = await Promise.all([
        call(ctx().app, 'POST', `/api/requests/${id}/status`, { status: 2 }, as('sara')),
        call(ctx().app, 'POST', `/api/requests/${id}/status`, { status: 3 }, as('demo')),
      ]);
      expect([a.status, b.status].sort()).toEqual([204, 409]);
      const [row] = await ctx().db.select({ status: requests.status }).from(requests).where(eq(requests.id, id));
      expect(row.status).toBe(a.status === 204 ? 2 : 3);
      const [product] = await ctx().db.select({ status: products.status }).from(products).where(eq(products.id, productId));
      expect(product.status).toBe(row.status === 2 ? 'reserved' : 'available');
      // The buyer is told the outcome once (the sellers were told of the request itself when it came).
      const told = await ctx().db.select().from(notifications).where(and(eq(notifications.value, String(id)), eq(notifications.type, 2), eq(notifications.userId, ctx().ids.buyer1)));
      expect(told).toHaveLength(1);
    }
  });

  it('filters by Kuwait calendar day, type, receiver name and search, and pages by cursor', async () => {
    const buyer = await addBuyer(ctx().db, 'filter_buyer', 'Filter Buyer');
    const token = await loginAs(ctx().app, 'filter_buyer');
    const who = { ...bearer(token) };
    const lamp = await demoProduct('omar', { name: 'Brass lamp zq' });
    // 21:30 UTC on 1 March is already 2 March in Kuwait (UTC+3).
    ctx().clock.ms = Date.parse('2026-03-01T21:30:00Z');
    const late = (await send(lamp, 'sale', {}, who)).data.id;
    ctx().clock.ms = Date.parse('2026-03-01T20:30:00Z');
    const early = (await send(await demoProduct('sara', { name: 'Brass tray zq' }), 'sale', {}, who)).data.id;
    const ids = async (query: string) => {
      const res = await call(ctx().app, 'GET', `/api/requests?perPage=50&${query}`, undefined, as('demo'));
      expect(res.status, JSON.stringify(res.data)).toBe(200);
      return res.data.data.map((r: { id: number }) => r.id);
    };
    expect(await ids('date=2026-03-02&q=zq')).toEqual([late]);
    expect(await ids('date=2026-03-01&q=zq')).toEqual([early]);
    expect(await ids('q=zq&receiverName=omar')).toEqual([late]);
    expect(await ids('q=zq&receiverName=Sara%20Al')).toEqual([early]);
    expect(await ids('q=zq&type=bartering')).toEqual([]);
    expect(await ids('q=Filter%20Buyer')).toEqual([late, early]);
    expect((await call(ctx().app, 'GET', '/api/requests?date=2026-13-01', undefined, as('demo'))).status).toBe(422);

    const mine = await call(ctx().app, 'GET', '/api/profile/requests', undefined, who);
    expect(mine.data.data.map((r: { id: number }) => r.id)).toEqual([late, early]);
    expect(mine.data.data.every((r: { sender: { id: number } }) => r.sender.id === buyer)).toBe(true);

    // Enough decided requests for more than one page of 20.
    await ctx().db.insert(requests).values(Array.from({ length: 25 }, (_, i) => ({
      companyId: ctx().companyIds.demo, num: 1000 + i, type: 'sale' as const, status: 3 as const, senderId: buyer, receiverProductId: lamp,
      createdAt: new Date(Date.parse('2026-02-20T10:00:00Z') + (i % 5) * 60_000),
    })));
    const seen = new Set<number>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await call(ctx().app, 'GET', `/api/requests?perPage=20${cursor ? `&cursor=${cursor}` : ''}`, undefined, as('demo'));
      res.data.data.forEach((r: { id: number }) => seen.add(r.id));
      cursor = res.data.nextCursor;
      pages++;
    } while (cursor);
    const n = await ctx().db.$count(requests, eq(requests.companyId, ctx().companyIds.demo));
    expect(seen.size).toBe(n);
    expect(n).toBeGreaterThan(20);
    expect(pages).toBe(Math.ceil(n / 20));
  });
});
