import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { liveEvents, messageFiles, messages, notifications, productImages, products } from '../db/schema';
import { addBuyer, addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call, loginAs } from '../test/harness';

forEachActivityDatabase('chats: product cards, forward, message notifications', (ctx) => {
  const as = (who: 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1', lang = 'en') => ({ ...bearer(ctx().tokens[who]), 'accept-language': lang });
  const get = (who: Parameters<typeof as>[0], path: string, lang = 'en') => call(ctx().app, 'GET', path, undefined, as(who, lang));
  const send = (who: Parameters<typeof as>[0], to: number, body: unknown) => call(ctx().app, 'POST', `/api/chats/messages/${to}`, body, as(who));
  const forward = (who: Parameters<typeof as>[0], body: unknown, query = '') => call(ctx().app, 'POST', `/api/chats/forward${query}`, body, as(who));
  const countMessages = async () => (await ctx().db.select({ id: messages.id }).from(messages)).length;

  it('a message carries its product as a card (thumbnail, name, summary, slug); a deleted product leaves the text without a card', async () => {
    const { ids, db, companyIds } = ctx();
    const lamp = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'Brass lamp' });
    await db.update(products).set({ summary: 'A lamp from 1950' }).where(eq(products.id, lamp));
    await db.insert(productImages).values([{ productId: lamp, name: 'b', url: '/u/b.jpg', thumbnailUrl: '/u/b-thumb.jpg', position: 1 }, { productId: lamp, name: 'a', url: '/u/a.jpg', thumbnailUrl: '/u/a-thumb.jpg', position: 0 }]);
    const bare = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'Bare chair' });
    const sent = await send('sara', ids.buyer1, { message: 'This one?', productId: lamp });
    expect(sent.status).toBe(201);
    const card = { id: lamp, name: 'Brass lamp', summary: 'A lamp from 1950', primaryImage: { thumbnailUrl: '/u/a-thumb.jpg' } };
    expect(sent.data.product).toMatchObject(card);
    expect(sent.data.product.slug).toMatch(/^test-/);
    const chair = await send('sara', ids.buyer1, { message: 'Or this', productId: bare });
    const page = (await get('buyer1', `/api/chats/messages/${ids.sara}`)).data.data;
    expect(page.find((m: { id: number }) => m.id === sent.data.id).product).toMatchObject(card);
    expect(page.find((m: { id: number }) => m.id === chair.data.id).product).toMatchObject({ id: bare, summary: null, primaryImage: null });
    await db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, lamp));
    const after = (await get('buyer1', `/api/chats/messages/${ids.sara}`)).data.data.find((m: { id: number }) => m.id === sent.data.id);
    expect(after).toMatchObject({ message: 'This one?', product: null });
  });

  it('forwards a message with its card and files to several recipients, each in their conversation, told live', async () => {
    const { ids, db, companyIds } = ctx();
    const rug = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'Red rug' });
    const other = await addBuyer(db, 'fwd-other', 'Other Buyer');
    const original = await send('sara', ids.buyer1, { message: 'Still available', productId: rug });
    await db.insert(messageFiles).values({ messageId: original.data.id, kind: 'image', storageKey: 'chat/x.png', mime: 'image/png', bytes: 10 });
    const before = (await db.select().from(liveEvents).where(and(eq(liveEvents.userId, other), eq(liveEvents.type, 'NEW_CHAT_MESSAGE')))).length;
    expect((await forward('sara', { messageId: original.data.id, to: [ids.buyer1, other, other] })).status).toBe(204);
    const theirs = (await get('buyer1', `/api/chats/messages/${ids.sara}`)).data.data.at(-1);
    expect(theirs).toMatchObject({ senderId: ids.sara, message: 'Still available', product: { id: rug }, replyToMessageId: null });
    const newOne = (await get('sara', `/api/chats/messages/${other}`)).data.data;
    expect(newOne).toHaveLength(1);
    expect(newOne[0]).toMatchObject({ senderId: ids.sara, receiverId: other, message: 'Still available', product: { id: rug } });
    expect(await db.select().from(messageFiles).where(eq(messageFiles.messageId, newOne[0].id))).toMatchObject([{ storageKey: 'chat/x.png', kind: 'image' }]);
    expect((await db.select().from(liveEvents).where(and(eq(liveEvents.userId, other), eq(liveEvents.type, 'NEW_CHAT_MESSAGE')))).length).toBe(before + 1);
    // A buyer forwards the seller's message (with demo's product) to another company: the text goes, the card of another company does not.
    expect((await forward('buyer1', { messageId: original.data.id, to: [ids.rival] })).status).toBe(204);
    const atRival = (await get('rival', `/api/chats/messages/${ids.buyer1}`)).data.data.at(-1);
    expect(atRival).toMatchObject({ senderId: ids.buyer1, message: 'Still available', product: null });
  });

  it('refuses whole: another company\'s message (404), a recipient the caller may not write to (422 on to), the observer (403); nothing half-written', async () => {
    const { ids, db } = ctx();
    const mine = await send('sara', ids.buyer1, { message: 'mine' });
    const rivals = await send('rival', ids.buyer1, { message: 'from rival' });
    const stranger = await addBuyer(db, 'fwd-stranger');
    const total = await countMessages();
    expect((await forward('sara', { messageId: rivals.data.id, to: [ids.buyer1] })).status).toBe(404);
    expect((await forward('omar', { messageId: mine.data.id, to: [ids.buyer1] })).status).toBe(404);
    const badRecipient = await forward('sara', { messageId: mine.data.id, to: [stranger, ids.rival] });
    expect(badRecipient.status).toBe(422);
    expect(badRecipient.data.errors).toHaveProperty('to');
    expect((await forward('sara', { messageId: mine.data.id, to: [stranger, ids.omar] })).status).toBe(422);
    expect((await forward('sara', { messageId: mine.data.id, to: [99999999] })).status).toBe(422);
    expect((await forward('demo', { messageId: mine.data.id, to: [stranger] }, `?employeeId=${ids.sara}`)).status).toBe(403);
    expect(await countMessages()).toBe(total);
    // Deleting tells the other side's open conversation (MESSAGE_STATUS deleted, 3) so the message goes there too.
    expect((await call(ctx().app, 'DELETE', '/api/chats/messages', { ids: [mine.data.id] }, as('sara'))).status).toBe(204);
    const told = await db.select().from(liveEvents).where(and(eq(liveEvents.userId, ids.buyer1), eq(liveEvents.type, 'MESSAGE_STATUS')));
    expect(told.at(-1)?.data).toEqual({ messageIds: [mine.data.id], status: 3 });
    expect((await forward('sara', { messageId: mine.data.id, to: [ids.buyer1] })).status).toBe(404);
    // The company user may forward its employee's conversation's message (its company's).
    const kept = await send('sara', ids.buyer1, { message: 'kept' });
    expect((await forward('demo', { messageId: kept.data.id, to: [stranger] })).status).toBe(204);
    for (const body of [null, 'x', {}, { messageId: 'a', to: [1] }, { messageId: 1, to: [] }, { messageId: 1, to: [0] }, { messageId: 1, to: Array.from({ length: 21 }, (_, i) => i + 1) }, { messageId: -1, to: [1] }]) {
      const r = await forward('sara', body);
      expect(r.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
    }
  });

  it('a message notification: one unread per conversation, refreshed with the newest text and the count; opening the conversation reads it', async () => {
    const { ids, db } = ctx();
    const buyer = await addBuyer(db, 'notice-buyer', 'Notice Buyer');
    const noticesOf = () => db.select().from(notifications).where(and(eq(notifications.userId, buyer), eq(notifications.type, 6)));
    await send('omar', buyer, { message: 'First' });
    await send('omar', buyer, { message: 'Second, a longer one' });
    await send('omar', buyer, { message: 'Third' });
    expect(await noticesOf()).toMatchObject([{ read: 0, senderId: ids.omar, value: String(ids.omar), vars: { text: 'Third', count: 3 } }]);
    const token = await loginAs(ctx().app, 'notice-buyer');
    const listed = await call(ctx().app, 'GET', '/api/users/notifications', undefined, { ...bearer(token), 'accept-language': 'ar' });
    expect(listed.data.data[0]).toMatchObject({ type: 6, title: '٣ رسائل جديدة', body: 'Third', sender: { fullName: expect.any(String) } });
    const en = await call(ctx().app, 'GET', '/api/users/notifications', undefined, { ...bearer(token) });
    expect(en.data.data[0]).toMatchObject({ title: '3 new messages' });
    // The buyer opens the conversation: read; the next message makes a new one.
    expect((await call(ctx().app, 'GET', `/api/chats/messages/${ids.omar}`, undefined, bearer(token))).status).toBe(200);
    expect((await noticesOf()).map((n) => n.read)).toEqual([1]);
    await send('omar', buyer, { message: 'Fourth' });
    expect((await noticesOf()).filter((n) => n.read === 0)).toMatchObject([{ vars: { text: 'Fourth', count: 1 } }]);
    // The seller receiving: the employee handling it, not the watching company user.
    const demoBefore = (await db.select().from(notifications).where(and(eq(notifications.userId, ids.demo), eq(notifications.type, 6)))).length;
    await call(ctx().app, 'POST', `/api/chats/messages/${ids.omar}`, { message: 'Thanks' }, bearer(token));
    expect(await db.select().from(notifications).where(and(eq(notifications.userId, ids.omar), eq(notifications.type, 6), eq(notifications.value, String(buyer))))).toHaveLength(1);
    expect((await db.select().from(notifications).where(and(eq(notifications.userId, ids.demo), eq(notifications.type, 6)))).length).toBe(demoBefore);
  });
});
