// Every notification type is sent where its event happens,
// leads somewhere (`value`), and a conversation keeps one row.
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { categories, liveEvents, notifications, products } from '../db/schema';
import { addBuyer, addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call, loginAs } from '../test/harness';
import { payItem } from '../test/pay';

const FSI = '\u2068';
const PDI = '\u2069';

forEachActivityDatabase('notification senders', (ctx) => {
  const as = (who: 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1', lang = 'en') => ({ ...bearer(ctx().tokens[who]), 'accept-language': lang });
  const noticesOf = (userId: number, type: number) => ctx().db.select().from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type as 1))).orderBy(notifications.id);
  const slugOf = async (id: number) => (await ctx().db.select({ slug: products.slug }).from(products).where(eq(products.id, id)))[0].slug;
  const lastEventId = async () => (await ctx().db.select({ n: sql<number>`coalesce(max(${liveEvents.id}), 0)::int` }).from(liveEvents))[0].n;
  const eventsSince = (id: number, userId: number) => ctx().db.select().from(liveEvents).where(and(gt(liveEvents.id, id), eq(liveEvents.userId, userId)));

  it('a buyer favourites a product (type 5): its first seller and the company user are told once, leading to the product; sellers may not', async () => {
    const { db, ids, companyIds } = ctx();
    const id = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'MacBook Pro 14 M3' });
    const slug = await slugOf(id);
    const fav = (who: 'buyer1' | 'sara' | 'rival', body?: unknown) => call(ctx().app, 'POST', `/api/products/${slug}/favorite`, body, as(who));
    expect(await fav('buyer1')).toMatchObject({ status: 200, data: { isFavorite: true, favoritesCount: 1 } });
    expect((await fav('buyer1')).data).toEqual({ isFavorite: true, favoritesCount: 1 });
    for (const seller of [ids.sara, ids.demo]) {
      expect(await noticesOf(seller, 5)).toMatchObject([{ value: slug, senderId: ids.buyer1, read: 0, vars: { product: 'MacBook Pro 14 M3' } }]);
    }
    // The product's name is isolated inside the sentence, in both languages.
    const listed = await call(ctx().app, 'GET', '/api/users/notifications', undefined, as('sara', 'ar'));
    expect(listed.data.data[0]).toMatchObject({ type: 5, value: slug, title: 'أُضيف إلى المفضلة' });
    expect(listed.data.data[0].body).toContain(`${FSI}MacBook Pro 14 M3${PDI}`);
    expect((await fav('sara')).status).toBe(403);
    expect((await fav('rival')).status).toBe(404);
    expect((await call(ctx().app, 'POST', '/api/products/no-such-product/favorite', undefined, as('buyer1'))).status).toBe(404);
    expect(await fav('buyer1', { _method: 'DELETE' })).toMatchObject({ status: 200, data: { isFavorite: false, favoritesCount: 0 } });
    expect((await call(ctx().app, 'DELETE', `/api/products/${slug}/favorite`, undefined, as('buyer1'))).data).toEqual({ isFavorite: false, favoritesCount: 0 });
  });

  it('the company user changing a product\'s status tells its first seller (type 1, the product); its own change tells nobody', async () => {
    const { db, ids, companyIds } = ctx();
    const id = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'Status lamp' });
    const [leaf] = await db.insert(categories).values({ name: 'Lamps', nameAr: 'مصابيح', slug: 'notice-lamps', path: ['notice-lamps'] }).returning({ id: categories.id });
    const before = (await noticesOf(ids.sara, 1)).length;
    const put = (who: 'demo' | 'sara', status: string) =>
      call(ctx().app, 'PUT', `/api/products/${id}`, { name: 'Status lamp', categoryId: leaf.id, price: 25_000, status }, as(who));
    expect((await put('demo', 'unavailable')).status).toBe(200);
    const told = (await noticesOf(ids.sara, 1)).slice(before);
    expect(told).toMatchObject([{ value: await slugOf(id), senderId: ids.demo, body: 'server.product-notice-status-unavailable-body' }]);
    // The same status again, or the seller's own change: nothing more.
    expect((await put('demo', 'unavailable')).status).toBe(200);
    expect((await put('sara', 'available')).status).toBe(200);
    expect((await noticesOf(ids.sara, 1)).length).toBe(before + 1);
  });

  it('a paid boost tells the product\'s sellers (type 1, the product)', async () => {
    const { db, ids, companyIds } = ctx();
    const id = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.omar, name: 'Boosted chair' });
    const added = await call(ctx().app, 'POST', '/api/memberships/services/18/cart', { productId: id, date: '2026-03-02', days: 2, inTop: [], amount: 1 }, as('demo'));
    expect(added.status).toBe(201);
    const before = (await noticesOf(ids.omar, 1)).length;
    await payItem(ctx().app, as('demo'), added.data.itemId);
    const told = (await noticesOf(ids.omar, 1)).slice(before);
    expect(told).toMatchObject([{ value: await slugOf(id), senderId: null, title: 'server.product-notice-boost-title' }]);
    expect((await noticesOf(ids.demo, 1)).filter((n) => n.value === told[0].value)).toHaveLength(1);
  });

  it('a follow tells the followed user (type 4, leading to the follower)', async () => {
    const { ids } = ctx();
    expect((await call(ctx().app, 'POST', `/api/accounts/${ids.rival}/follow`, undefined, as('buyer1'))).status).toBe(200);
    expect(await noticesOf(ids.rival, 4)).toMatchObject([{ value: String(ids.buyer1), senderId: ids.buyer1, title: 'server.follow-title' }]);
  });

  it('a conversation keeps one row: read, the next message makes it unread again (count 1); reading it tells the open tabs', async () => {
    const { db, ids } = ctx();
    const buyer = await addBuyer(db, 'collapse-buyer', 'Collapse Buyer');
    const token = await loginAs(ctx().app, 'collapse-buyer');
    const send = (text: string) => call(ctx().app, 'POST', `/api/chats/messages/${buyer}`, { message: text }, as('omar'));
    expect((await send('One')).status).toBeLessThan(300);
    await send('Two');
    const [row] = await noticesOf(buyer, 6);
    expect(row).toMatchObject({ read: 0, vars: { count: 2, text: 'Two' } });
    // Reading the conversation reads it and tells the buyer's streams (the bell takes the read copy).
    const mark = await lastEventId();
    expect((await call(ctx().app, 'GET', `/api/chats/messages/${ids.omar}`, undefined, bearer(token))).status).toBe(200);
    expect(await eventsSince(mark, buyer)).toMatchObject([{ type: 'NOTIFICATION', data: { notificationId: row.id } }]);
    // Fetching again changes nothing and tells nothing.
    const again = await lastEventId();
    await call(ctx().app, 'GET', `/api/chats/messages/${ids.omar}`, undefined, bearer(token));
    expect(await eventsSince(again, buyer)).toEqual([]);
    await send('Three');
    await send('Four');
    expect(await noticesOf(buyer, 6)).toMatchObject([{ id: row.id, read: 0, vars: { count: 2, text: 'Four' } }]);
    // Rows of one conversation left from before collapse into the newest at the next message.
    await db.insert(notifications).values({ userId: buyer, type: 6, title: 'server.message-notification-title', body: 'old', senderId: ids.omar, value: String(ids.omar), createdAt: new Date('2026-01-01T00:00:00Z') });
    await send('Five');
    expect(await noticesOf(buyer, 6)).toMatchObject([{ id: row.id, vars: { count: 3, text: 'Five' } }]);
    const listed = await call(ctx().app, 'GET', '/api/users/notifications', undefined, bearer(token));
    expect(listed.data.data.filter((n: { type: number }) => n.type === 6)).toHaveLength(1);
    expect(listed.data.unreadCount).toBe(1);
    expect(await db.$count(notifications, and(eq(notifications.userId, buyer), isNull(notifications.senderId)))).toBe(0);
  });

  it('marking one or all read tells the user\'s other views (the read copy), once', async () => {
    const { ids } = ctx();
    const token = ctx().tokens.sara;
    const unread = (await call(ctx().app, 'GET', '/api/users/notifications?read=0', undefined, bearer(token))).data.data as Array<{ id: number }>;
    expect(unread.length).toBeGreaterThan(0);
    const mark = await lastEventId();
    expect((await call(ctx().app, 'PUT', `/api/users/notifications/${unread[0].id}`, undefined, bearer(token))).status).toBe(204);
    expect((await call(ctx().app, 'PUT', `/api/users/notifications/${unread[0].id}`, undefined, bearer(token))).status).toBe(204);
    expect(await eventsSince(mark, ids.sara)).toMatchObject([{ type: 'NOTIFICATION', data: { notificationId: unread[0].id } }]);
    const all = await lastEventId();
    expect((await call(ctx().app, 'POST', '/api/users/notifications/all', undefined, bearer(token))).status).toBe(204);
    expect((await call(ctx().app, 'POST', '/api/users/notifications/all', undefined, bearer(token))).status).toBe(204);
    expect(await eventsSince(all, ids.sara)).toHaveLength(unread.length > 1 ? 1 : 0);
  });
});
