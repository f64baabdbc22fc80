// Live events written by concurrent transactions on PostgreSQL: ids are taken at insert but become
// visible at commit, so without care a later id (8) can commit before an earlier one (7) for the same
// recipient; a stream that has sent 8 would then step over 7 for good, and so would a Last-Event-ID
// resume from 8. emitEvent orders one recipient's events (server/services/live-events/emit.ts).
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { emitEvent } from '../services/live-events/emit';
import { bearer, call, createTestContext, loginAs, type TestContext } from '../test/harness';
import { SseReader } from '../test/sse';

// Generous for a loaded two-core machine; a passing test does not wait it out.
const WAIT_MS = 10_000;

if (!process.env.DATABASE_URL) console.warn('events-commit-order.test.ts skipped: it needs DATABASE_URL (PostgreSQL)');

describe.skipIf(!process.env.DATABASE_URL)('event stream with concurrent writers to one user (PostgreSQL only: PGlite is one connection)', () => {
  let ctx: TestContext;
  let token: string;
  let saraId: number;
  const clients: pg.Client[] = [];

  beforeAll(async () => {
    ctx = await createTestContext('postgres');
    token = await loginAs(ctx.app, 'sara');
    const [u] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.userName, 'sara'));
    saraId = u.id;
    for (let i = 0; i < 4; i++) {
      const client = new pg.Client({ connectionString: ctx.databaseUrl });
      await client.connect();
      clients.push(client);
    }
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.end().catch(() => {})));
    await ctx?.dispose();
  });

  /** Sara's stream, from `lastEventId` when given. */
  const open = async (lastEventId?: string) => {
    const ticket = await call(ctx.app, 'POST', '/api/events/ticket', undefined, bearer(token));
    expect(ticket.status).toBe(200);
    const res = await ctx.app.request(`/api/events?ticket=${ticket.data.ticket}`, { headers: lastEventId ? { 'last-event-id': lastEventId } : {} });
    expect(res.status).toBe(200);
    const reader = new SseReader(res.body!);
    await reader.until((r) => r.comments.includes('open'), WAIT_MS);
    return reader;
  };
  // Each event is told apart by its tag (a TYPING event's senderId, never read as a user here).
  const tagsOf = (r: SseReader, from = 0) => r.events.slice(from).filter((e) => e.data.type === 'TYPING').map((e) => e.data.senderId as number);
  const emit = (client: pg.Client, tag: number) => emitEvent(drizzle(client), saraId, { type: 'TYPING', data: { senderId: tag } });
  const hasAll = (tags: number[]) => (r: SseReader) => tags.every((t) => tagsOf(r).includes(t));
  /** Each tag once, nothing else (sorted: the order of concurrent commits is theirs). */
  const expectEach = (got: number[], tags: number[]) => expect([...got].sort((x, y) => x - y)).toEqual([...tags].sort((x, y) => x - y));
  /** The reader gets each tag once and nothing else: read until it has them all, then 200 ms of quiet. */
  const expectGetsEach = async (r: SseReader, tags: number[]) => {
    await r.until(hasAll(tags), WAIT_MS).catch(() => {});
    await r.quietFor(200);
    expectEach(tagsOf(r), tags);
  };
  /** A client that drops and resumes from `cursor` gets each tag it had not had, once. */
  const expectResumeGets = async (cursor: string, had: number[], tags: number[]) => {
    const resumed = await open(cursor);
    try {
      await expectGetsEach(resumed, tags.filter((t) => !had.includes(t)));
    } finally {
      await resumed.cancel();
    }
  };

  it('a later id committed first does not make the stream, or a resume from it, skip the earlier one', async () => {
    const stream = await open();
    const [c1, c2, watcher] = clients;
    await emit(c1, 1000);
    await stream.until(hasAll([1000]), WAIT_MS);
    await c1.query('BEGIN');
    await c2.query('BEGIN');
    try {
      await emit(c1, 1001);
      // The second writer's id is taken after the first's; it commits first (when it is let to).
      const second = emit(c2, 1002).then(() => c2.query('COMMIT'));
      // Either the second writer waits for the first (ordered), or it committed: then the stream gets it.
      const c2pid = (c2 as unknown as { processID: number }).processID;
      const deadline = Date.now() + WAIT_MS;
      for (;;) {
        const { rows: [state] } = await watcher.query<{ waiting: boolean; committed: boolean }>(
          `SELECT EXISTS (SELECT FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock') AS waiting,
                  EXISTS (SELECT FROM live_events WHERE data->>'senderId' = '1002') AS committed`, [c2pid]);
        if (state.waiting) break;
        if (state.committed) {
          await stream.until((r) => tagsOf(r).includes(1002), WAIT_MS);
          break;
        }
        if (Date.now() > deadline) throw new Error('the second writer neither waited nor committed');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // A client that drops now resumes from the last id it got.
      const cursor = stream.events.at(-1)!.id;
      const hadTags = tagsOf(stream);
      await c1.query('COMMIT');
      await second;
      await expectGetsEach(stream, [1000, 1001, 1002]);
      await expectResumeGets(cursor, hadTags, [1000, 1001, 1002]);
    } finally {
      await c1.query('ROLLBACK').catch(() => {});
      await c2.query('ROLLBACK').catch(() => {});
      await stream.cancel();
    }
  });

  it('four connections sending at once: the stream and a resume mid-way get every event exactly once', async () => {
    const stream = await open();
    const base = 2000;
    const PER_WRITER = 12;
    const tags = clients.flatMap((_, w) => Array.from({ length: PER_WRITER }, (_, i) => base + w * 100 + i));
    let cut: { cursor: string; had: number[] } | undefined;
    // The stream reads while the writers write, as a client does.
    const reading = stream.until(hasAll(tags), WAIT_MS).catch(() => {});
    const writers = clients.map(async (client, w) => {
      for (let i = 0; i < PER_WRITER; i++) {
        await client.query('BEGIN');
        await emit(client, base + w * 100 + i);
        // Commits land in any order against the other writers' inserts.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 6));
        await client.query('COMMIT');
        // A client that drops half-way resumes from the last id it got.
        if (w === 0 && i >= PER_WRITER / 2 && stream.events.length > 0) cut ??= { cursor: stream.events.at(-1)!.id, had: tagsOf(stream) };
      }
    });
    try {
      await Promise.all(writers);
      await reading;
      await expectGetsEach(stream, tags);
      expect(cut).toBeDefined();
      if (cut) await expectResumeGets(cut.cursor, cut.had, tags);
    } finally {
      await stream.cancel();
    }
  });
});
