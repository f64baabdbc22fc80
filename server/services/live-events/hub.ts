import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Locale } from '../../../src/api/schemas/common';
import type { LiveEvent } from '../../../src/api/schemas/events';
import type { DatabaseEvents, Db } from '../../db';
import { MISSED_NOTIFICATIONS } from '../../db/pg-listener';
import { liveEvents } from '../../db/schema';
import { notificationOf } from '../notifications';
import { SESSION_CHANNEL } from '../sessions';
import type { StoredEvent } from './emit';
import { sessionAlive } from './tickets';

/** The channel migration 0009's trigger NOTIFYs with the recipient's id on every new live_events row. */
export const LIVE_EVENT_CHANNEL = 'live_event';
const BATCH = 100;

/** One open stream, as the route gives it to the hub. */
export interface StreamSink {
  userId: number;
  tokenId: number;
  locale: Locale;
  /** Writes one event with its id; resolves once written. */
  send(id: number, event: LiveEvent): Promise<void>;
  /** Ends the stream (its session was revoked). */
  close(): void;
}

interface Stream extends StreamSink {
  lastId: number;
  /** The running catch-up, and whether another wake came in while it ran. */
  pumping?: Promise<void>;
  again: boolean;
  closed: boolean;
}

/**
 * Delivers each user's events to that user's open streams in this process. It does not matter which
 * process stored an event: the row's NOTIFY (PostgreSQL LISTEN, or PGlite's own in one process) wakes
 * every hub, and each reads the rows after the last id it sent that stream. The same query serves
 * Last-Event-ID resume, so a reconnect to another process misses nothing still kept.
 */
export class LiveEventHub {
  private byUser = new Map<number, Set<Stream>>();
  private listening?: Promise<void>;

  constructor(private readonly db: Db, private readonly events: DatabaseEvents) {}

  /** Adds a stream starting after `lastEventId` (or after the newest event now); returns its detach. */
  async attach(sink: StreamSink, lastEventId?: number): Promise<() => void> {
    await (this.listening ??= this.listen());
    const lastId = lastEventId ?? (await this.newestId(sink.userId));
    const stream: Stream = { ...sink, send: sink.send, close: sink.close, lastId, again: false, closed: false };
    let set = this.byUser.get(sink.userId);
    if (!set) this.byUser.set(sink.userId, (set = new Set()));
    set.add(stream);
    // Whatever came between the resume point (or the newest id) and the registration.
    this.wake(stream);
    return () => {
      stream.closed = true;
      set.delete(stream);
      if (set.size === 0 && this.byUser.get(sink.userId) === set) this.byUser.delete(sink.userId);
    };
  }

  /** How many streams are open here (tests, logs). */
  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  private async listen() {
    await this.events.listen(LIVE_EVENT_CHANNEL, (payload) => {
      // A lost LISTEN connection may have dropped notifications: every stream looks again.
      const streams = payload === MISSED_NOTIFICATIONS ? [...this.byUser.values()].flatMap((s) => [...s]) : [...(this.byUser.get(Number(payload)) ?? [])];
      for (const stream of streams) this.wake(stream);
    });
    // A logout or a deleted account ends that session's streams, in whichever process they are.
    await this.events.listen(SESSION_CHANNEL, (payload) => {
      const streams = payload === MISSED_NOTIFICATIONS ? [...this.byUser.values()].flatMap((s) => [...s]) : [...(this.byUser.get(Number(payload)) ?? [])];
      for (const stream of streams) {
        void sessionAlive(this.db, stream.tokenId).then((alive) => { if (!alive) stream.close(); }, () => {});
      }
    });
  }

  private async newestId(userId: number): Promise<number> {
    const [row] = await this.db.select({ id: max(liveEvents.id) }).from(liveEvents).where(eq(liveEvents.userId, userId));
    return Number(row?.id ?? 0);
  }

  /** Runs one catch-up at a time per stream; a wake during one runs another after it. */
  private wake(stream: Stream) {
    if (stream.pumping) {
      stream.again = true;
      return;
    }
    stream.pumping = (async () => {
      do {
        stream.again = false;
        await this.pump(stream);
      } while (stream.again && !stream.closed);
    })().catch(() => stream.close()).finally(() => { stream.pumping = undefined; });
  }

  private async pump(stream: Stream) {
    for (;;) {
      if (stream.closed) return;
      const rows = await this.db.select().from(liveEvents)
        .where(and(eq(liveEvents.userId, stream.userId), gt(liveEvents.id, stream.lastId)))
        .orderBy(asc(liveEvents.id)).limit(BATCH);
      for (const row of rows) {
        if (stream.closed) return;
        const event = await this.render(stream, { type: row.type, data: row.data } as StoredEvent);
        if (event) await stream.send(row.id, event);
        stream.lastId = row.id;
      }
      if (rows.length < BATCH) return;
    }
  }

  /** The stored event as the client gets it; a notification deleted since is skipped. */
  private async render(stream: Stream, stored: StoredEvent): Promise<LiveEvent | undefined> {
    if (stored.type === 'NOTIFICATION') {
      const notification = await notificationOf(this.db, stream.userId, stored.data.notificationId, stream.locale);
      return notification && { type: 'NOTIFICATION', notification };
    }
    return { type: stored.type, ...stored.data } as LiveEvent;
  }
}
