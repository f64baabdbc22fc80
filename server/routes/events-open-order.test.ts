// The stream's first line (`: open`) is a promise to the client: every event stored after it is sent.
// It holds only if the hub has fixed where the stream starts before that line goes out; written first,
// an event stored in between fell before the start and was never sent (seen under load on PostgreSQL).
import { expect, it } from 'vitest';
import { createApp } from '../app';
import { emitEvent } from '../services/live-events/emit';
import { LiveEventHub, type StreamSink } from '../services/live-events/hub';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';
import { SseReader } from '../test/sse';
import { users } from '../db/schema';
import { eq } from 'drizzle-orm';

/** A hub whose attach waits until the test lets it go on. */
class HeldHub extends LiveEventHub {
  private release!: () => void;
  private held = new Promise<void>((resolve) => { this.release = resolve; });
  attachCalled = false;
  letGo() {
    this.release();
  }
  override async attach(sink: StreamSink, lastEventId?: number) {
    this.attachCalled = true;
    await this.held;
    return super.attach(sink, lastEventId);
  }
}

forEachDatabase('event stream opening', (ctx) => {
  it('says open only once the stream is registered, and then sends an event stored right after it', async () => {
    const hub = new HeldHub(ctx().db, ctx().deps.database);
    const app = createApp({ ...ctx().deps, liveEvents: hub });
    const token = await loginAs(app, 'sara');
    const [sara] = await ctx().db.select({ id: users.id }).from(users).where(eq(users.userName, 'sara'));
    const ticket = await call(app, 'POST', '/api/events/ticket', undefined, bearer(token));
    const res = await app.request(`/api/events?ticket=${ticket.data.ticket}`);
    expect(res.status).toBe(200);
    const reader = new SseReader(res.body!);
    try {
      await expect.poll(() => hub.attachCalled).toBe(true);
      // While the hub has not placed the stream, the client must not be told it is open.
      await reader.until((r) => r.comments.includes('open'), 300).then(
        () => { throw new Error('`open` was written before the stream was registered'); },
        (error: Error) => { if (!/no such event/.test(error.message)) throw error; },
      );
      hub.letGo();
      await reader.until((r) => r.comments.includes('open'));
      await emitEvent(ctx().db, sara.id, { type: 'TYPING', data: { senderId: 4242 } });
      await reader.until((r) => r.events.some((e) => e.data.type === 'TYPING' && e.data.senderId === 4242));
    } finally {
      hub.letGo();
      await reader.cancel();
    }
  });
});
