// Live events across two real server processes (`server/main.ts` twice, one PostgreSQL database): the
// fan-out is LISTEN/NOTIFY, so an event stored by one process reaches streams held by the other.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { addBuyer, addProduct } from '../test/activity';
import { createTestContext, loginAs, type TestContext } from '../test/harness';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { SseReader } from '../test/sse';

// Generous: two servers and PostgreSQL share a loaded two-core machine; a passing test does not wait it out.
const WAIT_MS = 10_000;

describe.skipIf(!process.env.DATABASE_URL)('event stream across two server processes (PostgreSQL only: PGlite is one process by nature)', () => {
  type Name = 'demo' | 'sara' | 'buyer1' | 'buyer2';
  let ctx: TestContext;
  let a: ServerProcess;
  let b: ServerProcess;
  const tokens = {} as Record<Name, string>;
  const ids = {} as Record<Name, number>;

  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    await addBuyer(ctx.db, 'buyer2');
    for (const name of ['demo', 'sara', 'buyer1', 'buyer2'] as const) {
      tokens[name] = await loginAs(ctx.app, name);
      const [u] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.userName, name));
      ids[name] = u.id;
    }
    [a, b] = await Promise.all([startServerProcess(ctx.databaseUrl!), startServerProcess(ctx.databaseUrl!)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await ctx?.dispose();
  });

  const post = async (server: ServerProcess, path: string, as: Name, body?: unknown) => {
    const res = await fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[as]}`, ...(body !== undefined && { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, data: await res.json() };
  };
  /** `as`'s stream on `server`, with a ticket from `ticketFrom` (the other process unless told). */
  const open = async (server: ServerProcess, as: Name, { ticketFrom = server === a ? b : a, query = '', headers = {} as Record<string, string> } = {}) => {
    const ticket = await post(ticketFrom, '/api/events/ticket', as);
    expect(ticket.status).toBe(200);
    const res = await fetch(`${server.base}/api/events?ticket=${ticket.data.ticket}${query}`, { headers });
    expect(res.status).toBe(200);
    const reader = new SseReader(res.body!);
    // The first line comes once the stream is registered with that process's hub.
    await reader.until((r) => r.comments.includes('open'), WAIT_MS);
    return reader;
  };
  const send = async (server: ServerProcess, from: Name, to: Name, message: string) => {
    const sent = await post(server, `/api/chats/messages/${ids[to]}`, from, { message });
    expect(sent.status).toBe(201);
    return sent.data as { id: number };
  };
  const messageFrom = (sender: Name) => (r: SseReader) => r.events.some((e) => e.data.type === 'NEW_CHAT_MESSAGE' && e.data.senderId === ids[sender]);
  // A message also tells its receiver's bell (a NOTIFICATION, new or refreshed): these tests follow the messages.
  const messagesOf = (r: SseReader) => r.events.filter((e) => e.data.type === 'NEW_CHAT_MESSAGE');
  const noticesOf = (r: SseReader) => r.events.filter((e) => e.data.type === 'NOTIFICATION').length;

  it('a chat message sent through one process arrives on a stream opened on the other, both ways', async () => {
    const buyerOnA = await open(a, 'buyer1');
    const saraOnB = await open(b, 'sara');
    try {
      await send(a, 'buyer1', 'sara', 'Is the drone still available?');
      await saraOnB.until(messageFrom('buyer1'), WAIT_MS);
      expect(messagesOf(saraOnB)).toEqual([{ id: expect.stringMatching(/^\d+$/), data: { type: 'NEW_CHAT_MESSAGE', senderId: ids.buyer1 } }]);
      await send(b, 'sara', 'buyer1', 'Yes, in stock.');
      await buyerOnA.until(messageFrom('sara'), WAIT_MS);
      expect(messagesOf(buyerOnA)).toEqual([{ id: expect.stringMatching(/^\d+$/), data: { type: 'NEW_CHAT_MESSAGE', senderId: ids.sara } }]);
    } finally {
      await Promise.all([buyerOnA.cancel(), saraOnB.cancel()]);
    }
  });

  it("a new request's notification stored by one process reaches the seller's stream on the other", async () => {
    const demoOnB = await open(b, 'demo');
    try {
      const [company] = await ctx.db.select({ companyId: users.companyId }).from(users).where(eq(users.id, ids.demo));
      const productId = await addProduct(ctx.db, { companyId: company.companyId!, sellerId: ids.demo, name: 'Far Away Drone' });
      expect((await post(a, '/api/requests', 'buyer1', { productId, type: 'sale' })).status).toBe(201);
      await demoOnB.until((r) => r.events.some((e) => e.data.type === 'NOTIFICATION' && e.data.notification.body.includes('Far Away Drone')), WAIT_MS);
    } finally {
      await demoOnB.cancel();
    }
  });

  it('resumes with Last-Event-ID on the other process (header or parameter): what came while away, in order, nothing twice', async () => {
    const first = await open(a, 'sara');
    await send(b, 'buyer1', 'sara', 'Before the break');
    await first.until((r) => messageFrom('buyer1')(r) && noticesOf(r) === 1, WAIT_MS);
    const lastId = first.events.at(-1)!.id;
    await first.cancel();
    // While away: one message through each process.
    await send(a, 'buyer1', 'sara', 'While away, through A');
    await send(b, 'buyer2', 'sara', 'While away, through B');
    for (const again of [() => open(b, 'sara', { headers: { 'last-event-id': lastId } }), () => open(a, 'sara', { query: `&lastEventId=${lastId}` })]) {
      const resumed = await again();
      try {
        // Each message while away: its event, then its receiver's notification (buyer1's refreshed, buyer2's new).
        await resumed.until((r) => r.events.length >= 4, WAIT_MS);
        await resumed.quietFor(300);
        expect(resumed.events.map((e) => (e.data.type === 'NEW_CHAT_MESSAGE' ? { type: e.data.type, senderId: e.data.senderId } : e.data.type))).toEqual([
          { type: 'NEW_CHAT_MESSAGE', senderId: ids.buyer1 }, 'NOTIFICATION',
          { type: 'NEW_CHAT_MESSAGE', senderId: ids.buyer2 }, 'NOTIFICATION',
        ]);
        const resumedIds = resumed.events.map((e) => Number(e.id));
        expect(resumedIds[0]).toBeGreaterThan(Number(lastId));
        expect(resumedIds).toEqual([...resumedIds].sort((x, y) => x - y));
        expect(new Set(resumedIds).size).toBe(resumedIds.length);
      } finally {
        await resumed.cancel();
      }
    }
  });
});
