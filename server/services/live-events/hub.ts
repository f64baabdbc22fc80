import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { Locale } from '../../../src/api/schemas/common';
import type { LiveEvent } from '../../../src/api/schemas/events';
import type { DatabaseEvents, Db } from '../../db';
import { MISSED_NOTIFICATIONS } from '../../db/pg-listener';
import { liveEvents } from '../../db/schema';
import { notificationOf, unreadCountOf } from '../notifications';
import { SESSION_CHANNEL } from '../sessions';
import type { StoredEvent } from './emit';
import { StreamOpens } from './stream-opens';
import { aliveTokens } from './tickets';

/** The channel migration 0009's trigger NOTIFYs with the recipient's id on every new live_events row. */
export const LIVE_EVENT_CHANNEL = 'live_event';
const BATCH = 100;

/**
 * Open streams one user may hold in this process. A seller's tabs share one sign-in, so the newest tab
 * is the one being looked at: a ninth stream closes the user's oldest (told `superseded`, it does not
 * reconnect on its own) rather than being refused.
 */
export const STREAMS_PER_USER = 8;

/** Why the hub ends a stream: its session ended (or the hub failed), or a newer stream of the user took its place. */
export type CloseReason = 'ended' | 'superseded';

/** One open stream, as the route gives it to the hub. */
export interface StreamSink {
  userId: number;
  tokenId: number;
  locale: Locale;
  /** Writes one event with its id; resolves once written. */
  send(id: number, event: LiveEvent): Promise<void>;
  /** Ends the stream. */
  close(reason: CloseReason): void;
}

interface Stream extends StreamSink {
  lastId: number;
  closed: boolean;
}

/** A user's open streams, oldest first, and the one catch-up (and one session check) running for all of them. */
interface UserStreams {
  streams: Stream[];
  pumping?: Promise<void>;
  again: boolean;
  checking?: Promise<void>;
  checkAgain: boolean;
}

/**
 * Delivers each user's events to that user's open streams in this process. It does not matter which
 * process stored an event: the row's NOTIFY (PostgreSQL LISTEN, or PGlite's own in one process) wakes
 * every hub, which reads the user's new rows once for all that user's streams (after the lowest id any
 * of them was sent) and hands each stream the rows past its own. The same query serves Last-Event-ID
 * resume, so a reconnect to another process misses nothing still kept.
 */
export class LiveEventHub {
  private byUser = new Map<number, UserStreams>();
  private listening?: Promise<void>;
  /** Who may open another stream (per sign-in, per minute). */
  readonly opens = new StreamOpens();
  /** Set by closeAll: a stream still being attached then is ended as soon as it is. */
  private closing = false;

  constructor(private readonly db: Db, private readonly events: DatabaseEvents) {}

  /** Adds a stream starting after `lastEventId` (or after the newest event now); returns its detach. */
  async attach(sink: StreamSink, lastEventId?: number): Promise<() => void> {
    // A LISTEN that failed (the database away) is tried again by the next stream.
    await (this.listening ??= this.listen().catch((error: unknown) => { this.listening = undefined; throw error; }));
    const lastId = lastEventId ?? (await this.newestId(sink.userId));
    const stream: Stream = { ...sink, send: sink.send, close: sink.close, lastId, closed: false };
    let user = this.byUser.get(sink.userId);
    if (!user) this.byUser.set(sink.userId, (user = { streams: [], again: false, checkAgain: false }));
    const entry = user;
    entry.streams.push(stream);
    while (entry.streams.length > STREAMS_PER_USER) this.end(entry, entry.streams[0], 'superseded');
    if (this.closing) this.end(entry, stream, 'ended');
    // Whatever came between the resume point (or the newest id) and the registration.
    this.wake(entry);
    return () => {
      stream.closed = true;
      this.remove(entry, stream);
    };
  }

  /**
   * Ends every stream held here (a graceful shutdown, http/graceful.ts): each client reconnects, to
   * another process, with its Last-Event-ID and misses nothing.
   */
  closeAll(): void {
    this.closing = true;
    for (const user of [...this.byUser.values()]) for (const stream of [...user.streams]) this.end(user, stream, 'ended');
  }

  /** How many streams are open here (tests, logs). */
  get size(): number {
    let n = 0;
    for (const user of this.byUser.values()) n += user.streams.length;
    return n;
  }

  private remove(user: UserStreams, stream: Stream) {
    const at = user.streams.indexOf(stream);
    if (at >= 0) user.streams.splice(at, 1);
    if (user.streams.length === 0 && this.byUser.get(stream.userId) === user) this.byUser.delete(stream.userId);
  }

  private end(user: UserStreams, stream: Stream, reason: CloseReason) {
    stream.closed = true;
    this.remove(user, stream);
    stream.close(reason);
  }

  /** The users a notification is about: one, or all of them when notifications may have been lost. */
  private usersOf(payload: string): UserStreams[] {
    if (payload === MISSED_NOTIFICATIONS) return [...this.byUser.values()];
    const user = this.byUser.get(Number(payload));
    return user ? [user] : [];
  }

  private async listen() {
    // A lost LISTEN connection may have dropped notifications: every user looks again.
    await this.events.listen(LIVE_EVENT_CHANNEL, (payload) => {
      for (const user of this.usersOf(payload)) this.wake(user);
    });
    // A logout or a deleted account ends that session's streams, in whichever process they are.
    await this.events.listen(SESSION_CHANNEL, (payload) => {
      for (const user of this.usersOf(payload)) this.checkSessions(user);
    });
  }

  private async newestId(userId: number): Promise<number> {
    const [row] = await this.db.select({ id: max(liveEvents.id) }).from(liveEvents).where(eq(liveEvents.userId, userId));
    return Number(row?.id ?? 0);
  }

  /** One session check at a time per user, for all its streams' tokens at once; a change during one runs another after it. */
  private checkSessions(user: UserStreams) {
    if (user.checking) {
      user.checkAgain = true;
      return;
    }
    user.checking = (async () => {
      do {
        user.checkAgain = false;
        const streams = [...user.streams];
        if (streams.length === 0) return;
        const alive = await aliveTokens(this.db, [...new Set(streams.map((s) => s.tokenId))]);
        for (const stream of streams) if (!alive.has(stream.tokenId) && !stream.closed) this.end(user, stream, 'ended');
      } while (user.checkAgain);
    })().catch(() => {}).finally(() => { user.checking = undefined; });
  }

  /** One catch-up at a time per user; a wake during one runs another after it. */
  private wake(user: UserStreams) {
    if (user.pumping) {
      user.again = true;
      return;
    }
    user.pumping = (async () => {
      do {
        user.again = false;
        await this.pump(user);
      } while (user.again && user.streams.length > 0);
    })().catch(() => { for (const stream of [...user.streams]) this.end(user, stream, 'ended'); })
      .finally(() => { user.pumping = undefined; });
  }

  /** Reads the user's rows after the lowest id any stream was sent, once, and gives each stream what it lacks. */
  private async pump(user: UserStreams) {
    for (;;) {
      const streams = user.streams.filter((s) => !s.closed);
      if (streams.length === 0) return;
      const from = Math.min(...streams.map((s) => s.lastId));
      const rows = await this.db.select().from(liveEvents)
        .where(and(eq(liveEvents.userId, streams[0].userId), gt(liveEvents.id, from)))
        .orderBy(asc(liveEvents.id)).limit(BATCH);
      // A notification is read once per language, however many streams show it.
      const rendered = new Map<string, Promise<LiveEvent | undefined>>();
      const renderOnce = (row: (typeof rows)[number], locale: Locale) => {
        const key = `${row.id}:${locale}`;
        let event = rendered.get(key);
        if (!event) rendered.set(key, (event = this.render(row.userId, locale, { type: row.type, data: row.data } as StoredEvent)));
        return event;
      };
      // Each stream writes at its own pace; a stream whose write fails ends alone.
      await Promise.all(streams.map(async (stream) => {
        for (const row of rows) {
          if (stream.closed) return;
          if (row.id <= stream.lastId) continue;
          const event = await renderOnce(row, stream.locale);
          if (event) await stream.send(row.id, event).catch(() => this.end(user, stream, 'ended'));
          stream.lastId = row.id;
        }
      }));
      if (rows.length < BATCH) return;
    }
  }

  /** The stored event as the client gets it; a notification deleted since is skipped. */
  private async render(userId: number, locale: Locale, stored: StoredEvent): Promise<LiveEvent | undefined> {
    if (stored.type === 'NOTIFICATION') {
      const notification = await notificationOf(this.db, userId, stored.data.notificationId, locale);
      // The count as it is now, beside the notification as it is now: a view takes it whole.
      return notification && { type: 'NOTIFICATION', notification, unreadCount: await unreadCountOf(this.db, userId) };
    }
    return { type: stored.type, ...stored.data } as LiveEvent;
  }
}
