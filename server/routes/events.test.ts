import { expect, it } from 'vitest';
import { addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';
import { SseReader } from '../test/sse';

forEachActivityDatabase('event stream', (ctx) => {
  type Name = 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1';
  const ticketFor = async (name: Name) => {
    const reply = await call(ctx().app, 'POST', '/api/events/ticket', undefined, bearer(ctx().tokens[name]));
    expect(reply.status).toBe(200);
    return reply.data.ticket as string;
  };
  const open = async (name: Name, extra = '', headers: Record<string, string> = {}) => {
    const res = await ctx().app.request(`/api/events?ticket=${await ticketFor(name)}${extra}`, { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const reader = new SseReader(res.body!);
    // The first line comes at once: the stream is registered with the hub by then.
    await reader.until((r) => r.comments.includes('open'));
    return reader;
  };
  const sendRequest = async (productName: string) => {
    const productId = await addProduct(ctx().db, { companyId: ctx().companyIds.demo, sellerId: ctx().ids.demo, name: productName });
    const sent = await call(ctx().app, 'POST', '/api/requests', { productId, type: 'sale' }, bearer(ctx().tokens.buyer1));
    expect(sent.status).toBe(201);
    return sent.data as { id: number; num: number };
  };
  const isNotificationOf = (product: string) => (r: SseReader) => r.events.some((e) => e.data.type === 'NOTIFICATION' && e.data.notification.body.includes(product));

  it('refuses the stream without a good ticket: missing or malformed 422, unknown, used or expired 401; the ticket wants a session', async () => {
    expect((await call(ctx().app, 'POST', '/api/events/ticket')).status).toBe(401);
    expect((await call(ctx().app, 'GET', '/api/events')).status).toBe(422);
    expect((await call(ctx().app, 'GET', '/api/events?ticket=%00%27')).status).toBe(422);
    expect((await call(ctx().app, 'GET', `/api/events?ticket=${'a'.repeat(43)}&lastEventId=-1`)).status).toBe(422);
    expect((await call(ctx().app, 'GET', `/api/events?ticket=${'a'.repeat(43)}`)).status).toBe(401);
    const ticket = await ticketFor('demo');
    const first = await ctx().app.request(`/api/events?ticket=${ticket}`);
    expect(first.status).toBe(200);
    await first.body!.cancel();
    expect((await call(ctx().app, 'GET', `/api/events?ticket=${ticket}`)).status).toBe(401);
    const late = await ticketFor('demo');
    ctx().clock.advance(31_000);
    expect((await call(ctx().app, 'GET', `/api/events?ticket=${late}`)).status).toBe(401);
  });

  it("delivers a new request's notification to the seller, in the stream's language, with an id; other users get nothing", async () => {
    const demo = await open('demo', '&lang=ar');
    const rival = await open('rival');
    const buyer = await open('buyer1');
    try {
      const sent = await sendRequest('Live Camera');
      await demo.until(isNotificationOf('Live Camera'));
      const [event] = demo.events;
      expect(event.id).toMatch(/^\d+$/);
      expect(event.data).toMatchObject({ type: 'NOTIFICATION', notification: { type: 2, read: 0, value: String(sent.id), title: 'طلب شراء جديد', sender: { fullName: expect.any(String) } } });
      // Tenancy: the rival company and the buyer who sent it hear nothing of it.
      await rival.quietFor(300);
      await buyer.quietFor(0);
      expect(rival.events).toEqual([]);
      expect(buyer.events).toEqual([]);
    } finally {
      await Promise.all([demo.cancel(), rival.cancel(), buyer.cancel()]);
    }
  });

  it("each notification comes with the reader's unread count, also when Mark all read reads many at once", async () => {
    const demo = await open('demo');
    try {
      await sendRequest('Counted Lens');
      await sendRequest('Counted Tripod');
      await demo.until(isNotificationOf('Counted Tripod'));
      const listed = await call(ctx().app, 'GET', '/api/users/notifications', undefined, bearer(ctx().tokens.demo));
      expect(listed.data.unreadCount).toBeGreaterThan(1);
      expect(demo.events.at(-1)!.data.unreadCount).toBe(listed.data.unreadCount);
      expect((await call(ctx().app, 'PUT', '/api/users/notifications/all', undefined, bearer(ctx().tokens.demo))).status).toBeLessThan(300);
      await demo.until((r) => r.events.some((e) => e.data.type === 'NOTIFICATION' && e.data.notification.read === 1));
      expect(demo.events.at(-1)!.data).toMatchObject({ notification: { read: 1 }, unreadCount: 0 });
    } finally {
      await demo.cancel();
    }
  });

  it('resumes after Last-Event-ID (parameter or header): what came while away, nothing twice', async () => {
    const first = await open('demo');
    await sendRequest('Resume One');
    await first.until(isNotificationOf('Resume One'));
    const lastId = first.events.at(-1)!.id;
    await first.cancel();
    await sendRequest('Resume Two');
    await sendRequest('Resume Three');
    for (const resume of [(id: string) => open('demo', `&lastEventId=${id}`), (id: string) => open('demo', '', { 'last-event-id': id })]) {
      const again = await resume(lastId);
      try {
        await again.until((r) => isNotificationOf('Resume Three')(r));
        expect(again.events.map((e) => e.data.notification.body)).toEqual([expect.stringContaining('Resume Two'), expect.stringContaining('Resume Three')]);
        expect(Number(again.events[0].id)).toBeGreaterThan(Number(lastId));
      } finally {
        await again.cancel();
      }
    }
    // Without a resume point a stream starts with what comes next.
    const fresh = await open('demo');
    await fresh.quietFor(200);
    await fresh.cancel();
  });

  it('streams uncompressed when the client takes gzip (the JSON compression leaves it alone)', async () => {
    const res = await ctx().app.request(`/api/events?ticket=${await ticketFor('demo')}`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    const reader = new SseReader(res.body!);
    try {
      await reader.until((r) => r.comments.includes('open'));
      await sendRequest('Gzip Lens');
      await reader.until(isNotificationOf('Gzip Lens'));
    } finally {
      await reader.cancel();
    }
  });

  it('ends the stream when its session signs out', async () => {
    const login = await call(ctx().app, 'POST', '/api/auth/login', { login: 'sara', password: 'Demo@12345' }, { 'x-forwarded-for': '10.8.8.8' });
    const token = login.data.token as string;
    const ticket = (await call(ctx().app, 'POST', '/api/events/ticket', undefined, bearer(token))).data.ticket;
    const res = await ctx().app.request(`/api/events?ticket=${ticket}`);
    const reader = new SseReader(res.body!);
    await reader.until((r) => r.comments.includes('open'));
    expect((await call(ctx().app, 'POST', '/api/auth/logout', undefined, bearer(token))).status).toBeLessThan(300);
    await reader.until((r) => r.ended);
  });
  // Delivery across two real server processes (PostgreSQL): events-processes.test.ts.
});
