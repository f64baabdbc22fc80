import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { conversations, liveEvents, messages, products } from '../db/schema';
import { addBuyer, addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';

forEachActivityDatabase('chats', (ctx) => {
  const as = (who: 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1', lang = 'en') => ({ ...bearer(ctx().tokens[who]), 'accept-language': lang });
  const get = (who: Parameters<typeof as>[0], path: string) => call(ctx().app, 'GET', `/api/chats${path}`, undefined, as(who));
  const send = (who: Parameters<typeof as>[0], to: number, body: unknown, query = '') => call(ctx().app, 'POST', `/api/chats/messages/${to}${query}`, body, as(who));
  const eventsOf = async (userId: number, type: string) => (await ctx().db.select().from(liveEvents).where(and(eq(liveEvents.userId, userId), eq(liveEvents.type, type))));

  it('a buyer writes to an employee: a conversation starts, the employee and the company user hear of it, the rival company sees nothing', async () => {
    const { ids } = ctx();
    const before = (await eventsOf(ids.sara, 'NEW_CHAT_MESSAGE')).length;
    const sent = await send('buyer1', ids.sara, { message: '  Is the lamp still for sale?  ' });
    expect(sent.status).toBe(201);
    expect(sent.data).toMatchObject({ senderId: ids.buyer1, receiverId: ids.sara, status: 'sent', message: 'Is the lamp still for sale?', product: null, images: [], audios: [] });
    expect((await eventsOf(ids.sara, 'NEW_CHAT_MESSAGE')).length).toBe(before + 1);
    expect((await eventsOf(ids.demo, 'NEW_CHAT_MESSAGE')).at(-1)?.data).toEqual({ senderId: ids.buyer1 });

    const saraContacts = await get('sara', '/contacts');
    expect(saraContacts.status).toBe(200);
    expect(saraContacts.data.data[0]).toMatchObject({ id: 0, fullName: 'System' });
    expect(saraContacts.data.data[1]).toMatchObject({ id: ids.buyer1, newMessagesCount: 1, lastMessage: { message: 'Is the lamp still for sale?', kind: 'text' } });
    expect((await call(ctx().app, 'GET', '/api/chats/contacts', undefined, as('sara', 'ar'))).data.data[0].fullName).toBe('النظام');
    // omar (another employee) does not see sara's conversation
    expect((await get('omar', '/contacts')).data.data.map((c: { id: number }) => c.id)).not.toContain(ids.buyer1);
    // the company sees it, alone and as the observer of sara
    expect((await get('demo', '/contacts')).data.data.map((c: { id: number }) => c.id)).toContain(ids.buyer1);
    expect((await get('demo', `/contacts?employeeId=${ids.sara}`)).data.data.map((c: { id: number }) => c.id)).toContain(ids.buyer1);
    expect((await get('demo', `/contacts?employeeId=${ids.omar}`)).data.data.map((c: { id: number }) => c.id)).not.toContain(ids.buyer1);
    // another company: no contact, no messages, no observing demo's employee
    expect((await get('rival', '/contacts')).data.data.map((c: { id: number }) => c.id)).toEqual([0]);
    expect((await get('rival', `/messages/${ids.buyer1}`)).data.data).toEqual([]);
    expect((await get('rival', `/contacts?employeeId=${ids.sara}`)).status).toBe(404);
    expect((await get('rival', `/messages/${ids.buyer1}?employeeId=${ids.sara}`)).status).toBe(404);
    // the buyer sees sara
    expect((await get('buyer1', '/contacts')).data.data[1]).toMatchObject({ id: ids.sara, newMessagesCount: 0 });
  });

  it('the observer reads without receiving and cannot send; the receiver fetching marks received, reading marks read', async () => {
    const { ids } = ctx();
    const observed = await get('demo', `/messages/${ids.buyer1}?employeeId=${ids.sara}`);
    expect(observed.status).toBe(200);
    expect(observed.data.data.at(-1).status).toBe('sent');
    expect((await send('demo', ids.buyer1, { message: 'hi' }, `?employeeId=${ids.sara}`)).status).toBe(403);

    const fetched = await get('sara', `/messages/${ids.buyer1}`);
    expect(fetched.data.data.at(-1)).toMatchObject({ status: 'received', senderId: ids.buyer1, receiverId: ids.sara });
    expect((await eventsOf(ids.buyer1, 'MESSAGE_STATUS')).at(-1)?.data).toMatchObject({ status: 1 });
    expect((await call(ctx().app, 'POST', `/api/chats/messages/${ids.buyer1}/read`, undefined, as('sara'))).status).toBe(204);
    expect((await eventsOf(ids.buyer1, 'MESSAGE_STATUS')).at(-1)?.data).toMatchObject({ status: 2 });
    expect((await get('sara', `/messages/${ids.buyer1}`)).data.data.at(-1).status).toBe('read');
    expect((await get('sara', '/contacts')).data.data[1].newMessagesCount).toBe(0);
  });

  it('pages 20 at a time with the cursor, oldest first within a page', async () => {
    const { ids, db } = ctx();
    const buyer = await addBuyer(db, 'chat-pager');
    for (let i = 0; i < 45; i++) expect((await send('omar', buyer, { message: `m${i}` })).status).toBe(201);
    const first = await get('omar', `/messages/${buyer}`);
    expect(first.data.data.map((m: { message: string }) => m.message)).toEqual(Array.from({ length: 20 }, (_, i) => `m${25 + i}`));
    const second = await get('omar', `/messages/${buyer}?cursor=${first.data.nextCursor}`);
    expect(second.data.data[0].message).toBe('m5');
    const third = await get('omar', `/messages/${buyer}?cursor=${second.data.nextCursor}`);
    expect(third.data.data.map((m: { message: string }) => m.message)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(third.data.nextCursor).toBeNull();
    const [conv] = await db.select().from(conversations).where(eq(conversations.buyerId, buyer));
    expect(conv).toMatchObject({ employeeId: ids.omar, companyId: ctx().companyIds.demo });
  });

  it('attaches and shows only products the marketplace shows: a hidden one answers like an unknown id', async () => {
    const { ids, db, companyIds } = ctx();
    const shown = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'Shown lamp' });
    const inactive = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'Secret prototype' });
    await db.update(products).set({ isActive: false, status: 'unavailable' }).where(eq(products.id, inactive));
    const deleted = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'Withdrawn lamp' });
    await db.update(products).set({ deletedAt: new Date('2026-02-02T09:00:00Z') }).where(eq(products.id, deleted));

    const unknown = await send('buyer1', ids.sara, { message: 'This one?', productId: 99_999_999 });
    expect(unknown.status).toBe(422);
    for (const who of ['buyer1', 'sara'] as const) {
      const to = who === 'buyer1' ? ids.sara : ids.buyer1;
      for (const hidden of [inactive, deleted]) {
        const reply = await send(who, to, { message: 'This one?', productId: hidden });
        expect(reply.status).toBe(422);
        expect(reply.data).toEqual(unknown.data);
      }
    }
    const attached = await send('buyer1', ids.sara, { message: 'This one?', productId: shown });
    expect(attached.status).toBe(201);
    expect(attached.data.product).toMatchObject({ id: shown, name: 'Shown lamp' });

    // Hidden after it was attached: the card goes from the conversation for both sides.
    await db.update(products).set({ isActive: false, status: 'unavailable' }).where(eq(products.id, shown));
    for (const [who, other] of [['buyer1', ids.sara], ['sara', ids.buyer1]] as const) {
      const page = (await get(who, `/messages/${other}`)).data.data;
      expect(page.find((m: { id: number }) => m.id === attached.data.id)).toMatchObject({ product: null });
    }
  });

  it('checks the product and the reply, and deletes only the caller\'s own messages', async () => {
    const { ids, db, companyIds } = ctx();
    const mine = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara });
    const theirs = await addProduct(db, { companyId: companyIds.rival, sellerId: ids.rival });
    expect((await send('sara', ids.buyer1, { message: 'See this', productId: mine })).status).toBe(201);
    expect((await send('sara', ids.buyer1, { message: 'See this', productId: theirs })).status).toBe(422);
    const other = await send('omar', (await addBuyer(db, 'chat-other')), { message: 'elsewhere' });
    const quotedOther = await send('sara', ids.buyer1, { message: 'x', replyToMessageId: other.data.id });
    expect(quotedOther.status).toBe(422);
    expect(quotedOther.data.errors).toHaveProperty('replyToMessageId');
    expect((await send('sara', ids.buyer1, { message: 'x', replyToMessageId: 99999999 })).status).toBe(422);
    expect((await send('sara', ids.buyer1, { message: 'x', replyToMessageId: 'abc' })).status).toBe(422);
    // A reply quotes a message of the same conversation: stored, returned, and read back; its deletion leaves it unquoted.
    const asked = await send('buyer1', ids.sara, { message: 'Which colour?' });
    const answer = await send('sara', ids.buyer1, { message: 'Blue', replyToMessageId: asked.data.id });
    expect(answer.status).toBe(201);
    expect(answer.data).toMatchObject({ replyToMessageId: asked.data.id, replyToMessageText: 'Which colour?' });
    const readBack = (await get('buyer1', `/messages/${ids.sara}`)).data.data;
    expect(readBack.find((m: { id: number }) => m.id === answer.data.id)).toMatchObject({ replyToMessageId: asked.data.id, replyToMessageText: 'Which colour?' });
    expect(readBack.find((m: { id: number }) => m.id === asked.data.id)).toMatchObject({ replyToMessageId: null, replyToMessageText: null });
    expect((await call(ctx().app, 'DELETE', '/api/chats/messages', { ids: [asked.data.id] }, as('buyer1'))).status).toBe(204);
    expect((await get('sara', `/messages/${ids.buyer1}`)).data.data.find((m: { id: number }) => m.id === answer.data.id))
      .toMatchObject({ replyToMessageId: null, replyToMessageText: null });
    const empty = await send('sara', ids.buyer1, { message: '   ' }, '');
    expect(empty.status).toBe(422);
    expect(JSON.stringify(empty.data)).toContain('Message cannot be empty');
    const own = await send('sara', ids.buyer1, { message: 'to delete' });
    expect((await call(ctx().app, 'DELETE', '/api/chats/messages', { ids: [own.data.id, other.data.id] }, as('sara'))).status).toBe(403);
    expect((await call(ctx().app, 'POST', '/api/chats/messages', { _method: 'DELETE', ids: [own.data.id] }, as('sara'))).status).toBe(204);
    expect(await db.select().from(messages).where(eq(messages.id, own.data.id))).toEqual([]);
    expect(await db.select().from(messages).where(eq(messages.id, other.data.id))).toHaveLength(1);
  });

  it("the company user's own conversation (it took it as the employee) is the one a buyer and the company read and answer", async () => {
    const { ids, db, companyIds } = ctx();
    const buyer = await addBuyer(db, 'chat-own');
    const at = (h: number) => new Date(Date.UTC(2026, 1, 1, h));
    const [own] = await db.insert(conversations).values({ companyId: companyIds.demo, buyerId: buyer, employeeId: ids.demo, createdAt: at(8), lastMessageAt: at(8) }).returning();
    const [saras] = await db.insert(conversations).values({ companyId: companyIds.demo, buyerId: buyer, employeeId: ids.sara, createdAt: at(9), lastMessageAt: at(9) }).returning();
    await db.insert(messages).values([
      { conversationId: own.id, senderId: ids.demo, body: 'own line', status: 'read', createdAt: at(8) },
      { conversationId: saras.id, senderId: ids.sara, body: 'sara line', status: 'read', createdAt: at(9) },
    ]);
    const buyerToken = (await call(ctx().app, 'POST', '/api/auth/login', { login: 'chat-own', password: 'Demo@12345' })).data.access_token as string;
    const asBuyer = { ...bearer(buyerToken), 'accept-language': 'en' };
    expect((await call(ctx().app, 'GET', `/api/chats/messages/${ids.demo}`, undefined, asBuyer)).data.data.map((m: { message: string }) => m.message)).toEqual(['own line']);
    expect((await call(ctx().app, 'POST', `/api/chats/messages/${ids.demo}`, { message: 'to the company' }, asBuyer)).status).toBe(201);
    // The company sees the buyer once, with the unread message of its own conversation, and answers there, not in sara's.
    const contacts = (await get('demo', '/contacts')).data.data.filter((c: { id: number }) => c.id === buyer);
    expect(contacts).toEqual([expect.objectContaining({ newMessagesCount: 1, lastMessage: expect.objectContaining({ message: 'to the company' }) })]);
    expect((await get('demo', `/messages/${buyer}`)).data.data.map((m: { message: string }) => m.message)).toEqual(['own line', 'to the company']);
    expect((await send('demo', buyer, { message: 'answered' })).status).toBe(201);
    expect((await db.select().from(messages).where(eq(messages.conversationId, own.id))).map((m) => m.body)).toEqual(['own line', 'to the company', 'answered']);
  });

  it('typing: the other side of an existing conversation hears TYPING, the typist does not; no conversation or a stranger is 404', async () => {
    const { ids } = ctx();
    const typing = (who: Parameters<typeof as>[0], to: number | string) => call(ctx().app, 'POST', `/api/chats/messages/${to}/typing`, undefined, as(who));
    const count = async (userId: number) => (await eventsOf(userId, 'TYPING')).length;
    const [sara, demo, buyer1] = [await count(ids.sara), await count(ids.demo), await count(ids.buyer1)];
    expect((await send('buyer1', ids.sara, { message: 'typing test' })).status).toBe(201);
    // The buyer types to sara: sara and the company user (who watches her) hear it, the buyer does not.
    expect((await typing('buyer1', ids.sara)).status).toBe(204);
    expect((await eventsOf(ids.sara, 'TYPING')).at(-1)?.data).toEqual({ senderId: ids.buyer1 });
    expect(await count(ids.sara)).toBe(sara + 1);
    expect(await count(ids.demo)).toBe(demo + 1);
    expect(await count(ids.buyer1)).toBe(buyer1);
    // sara answers: only the buyer hears it.
    expect((await typing('sara', ids.buyer1)).status).toBe(204);
    expect((await eventsOf(ids.buyer1, 'TYPING')).at(-1)?.data).toEqual({ senderId: ids.sara });
    expect(await count(ids.sara)).toBe(sara + 1);
    // Not a party: another employee, another company, no conversation yet, oneself, nobody.
    const fresh = await addBuyer(ctx().db, 'chat-typing-none');
    for (const [who, to] of [['omar', ids.buyer1], ['rival', ids.buyer1], ['demo', fresh], ['buyer1', ids.buyer1], ['buyer1', 999999], ['sara', ids.omar]] as const) {
      expect((await typing(who, to)).status, `${who} → ${to}`).toBe(404);
    }
    for (const to of ['abc', '0', '99999999999', '-1']) {
      const r = await typing('buyer1', to);
      expect(r.status, to).toBeGreaterThanOrEqual(400);
      expect(r.status, to).toBeLessThan(500);
    }
    expect((await call(ctx().app, 'POST', `/api/chats/messages/${ids.sara}/typing`, undefined, {})).status).toBe(401);
    expect(await count(ids.sara)).toBe(sara + 1);
    expect(await count(ids.buyer1)).toBe(buyer1 + 1);
  });

  it('refuses malformed ids, cursors and bodies with 4xx', async () => {
    const { ids } = ctx();
    for (const path of ['/messages/abc', '/messages/0', `/messages/${ids.buyer1}?cursor=x`, '/messages/99999999999', '/contacts?employeeId=-1', `/messages/${ids.sara}?employeeId=1`]) {
      const r = await get('demo', path);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
    }
    expect((await send('buyer1', ids.buyer1, { message: 'me' })).status).toBe(404);
    expect((await send('buyer1', 999999, { message: 'nobody' })).status).toBe(404);
    expect((await send('sara', ids.omar, { message: 'colleague' })).status).toBe(404);
    expect((await send('buyer1', ids.sara, { message: 5 })).status).toBe(422);
    expect((await call(ctx().app, 'DELETE', '/api/chats/messages', { ids: [] }, as('sara'))).status).toBe(422);
    expect((await get('buyer1', '/contacts?employeeId=3')).status).toBe(403);
  });
});
