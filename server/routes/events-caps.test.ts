import { expect, it } from 'vitest';
import { createApp } from '../app';
import { authTokens, liveEvents } from '../db/schema';
import type { Db } from '../db';
import { emitEvent } from '../services/live-events/emit';
import { LiveEventHub } from '../services/live-events/hub';
import { forEachActivityDatabase } from '../test/activity';
import { bearer, call, loginAs } from '../test/harness';
import { SseReader } from '../test/sse';

/** The database as drizzle gives it, counting the SELECTs made from each table (the hub's reads). */
function countingSelects(db: Db) {
  const reads = new Map<unknown, number>();
  const counted = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== 'select') return typeof value === 'function' ? value.bind(target) : value;
      return (...args: unknown[]) => {
        const builder = (value as (...a: unknown[]) => { from(table: unknown, ...rest: unknown[]): unknown }).apply(target, args);
        const from = builder.from.bind(builder);
        builder.from = (table: unknown, ...rest: unknown[]) => {
          reads.set(table, (reads.get(table) ?? 0) + 1);
          return from(table, ...rest);
        };
        return builder;
      };
    },
  });
  return { db: counted as Db, readsOf: (table: unknown) => reads.get(table) ?? 0 };
}

forEachActivityDatabase('event stream caps', (ctx) => {
  /** An app of its own with a hub over the counting database (the routes keep the real one). */
  const counted = () => {
    const counting = countingSelects(ctx().db);
    const hub = new LiveEventHub(counting.db, ctx().deps.database);
    return { ...counting, hub, app: createApp({ ...ctx().deps, liveEvents: hub }) };
  };
  const open = async (app: ReturnType<typeof createApp>, token: string) => {
    const ticket = await call(app, 'POST', '/api/events/ticket', undefined, bearer(token));
    expect(ticket.status).toBe(200);
    const res = await app.request(`/api/events?ticket=${ticket.data.ticket}`);
    expect(res.status).toBe(200);
    const reader = new SseReader(res.body!);
    await reader.until((r) => r.comments.includes('open'));
    return reader;
  };
  const typing = (r: SseReader, senderId: number) => r.events.filter((e) => e.data.type === 'TYPING' && e.data.senderId === senderId).length;
  const emitTyping = (userId: number, senderId: number) => ctx().db.transaction((tx) => emitEvent(tx, userId, { type: 'TYPING', data: { senderId } }));

  it("a user's ninth stream closes their oldest, which is told it was superseded; the other eight still get events", async () => {
    const { hub, app } = counted();
    const token = await loginAs(app, 'omar', undefined, '10.31.0.1');
    const readers: SseReader[] = [];
    try {
      for (let i = 0; i < 9; i++) readers.push(await open(app, token));
      // The ninth registers after its first line: wait for the oldest to be told.
      await readers[0].until((r) => r.ended);
      expect(readers[0].events).toEqual([{ id: '', name: 'superseded', data: {} }]);
      expect(hub.size).toBe(8);
      await emitTyping(ctx().ids.omar, 4242);
      for (const reader of readers.slice(1)) await reader.until((r) => typing(r, 4242) === 1);
      expect(typing(readers[0], 4242)).toBe(0);
    } finally {
      await Promise.all(readers.map((r) => r.cancel()));
    }
  });

  it('a flood of streams of one user reads new events once per wake, not once per stream', async () => {
    const { app, readsOf } = counted();
    const token = await loginAs(app, 'sara', undefined, '10.31.0.2');
    const readers: SseReader[] = [];
    try {
      for (let i = 0; i < 8; i++) readers.push(await open(app, token));
      // A first event: every stream's own catch-up has run once it arrives everywhere.
      await emitTyping(ctx().ids.sara, 1);
      for (const reader of readers) await reader.until((r) => typing(r, 1) === 1);
      const before = readsOf(liveEvents);
      await emitTyping(ctx().ids.sara, 2);
      for (const reader of readers) await reader.until((r) => typing(r, 2) === 1);
      expect(readsOf(liveEvents) - before).toBe(1);
    } finally {
      await Promise.all(readers.map((r) => r.cancel()));
    }
  });

  it("signing out ends all of a session's streams after one look at the user's tokens, not one per stream", async () => {
    const { app, readsOf } = counted();
    const token = await loginAs(app, 'sara', undefined, '10.31.0.4');
    const readers: SseReader[] = [];
    try {
      for (let i = 0; i < 8; i++) readers.push(await open(app, token));
      const checks = readsOf(authTokens);
      expect((await call(app, 'POST', '/api/auth/logout', undefined, bearer(token))).status).toBeLessThan(300);
      for (const reader of readers) await reader.until((r) => r.ended);
      expect(readsOf(authTokens) - checks).toBe(1);
    } finally {
      await Promise.all(readers.map((r) => r.cancel()));
    }
  });

  it('refuses a sign-in that opens more than 32 streams a minute with 429 and a clear message, and takes it again after the minute', async () => {
    const { app } = counted();
    const token = await loginAs(app, 'buyer1', undefined, '10.31.0.3');
    const statuses: number[] = [];
    const readers: SseReader[] = [];
    try {
      for (let i = 0; i < 34; i++) {
        const ticket = await call(app, 'POST', '/api/events/ticket', undefined, bearer(token));
        const res = await app.request(`/api/events?ticket=${ticket.data.ticket}`, { headers: { 'accept-language': 'en' } });
        statuses.push(res.status);
        if (res.status === 200) readers.push(new SseReader(res.body!));
        else if (i === 33) {
          expect(await res.json()).toMatchObject({ message: 'Too many live connections were opened with this sign-in. Try again in a minute.' });
          expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        }
      }
      expect(statuses).toEqual([...Array(32).fill(200), 429, 429]);
      ctx().clock.advance(61_000);
      readers.push(await open(app, token));
    } finally {
      await Promise.all(readers.map((r) => r.cancel()));
    }
  });
});
