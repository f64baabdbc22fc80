import { sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { liveEvents } from '../../db/schema';

/** A database or a transaction (the callers' narrower types name only `insert`; both have `execute`). */
type Executor = Pick<Db, 'insert'>;

/** What a stored event holds; NOTIFICATION keeps only the id, the hub reads it in the reader's language. */
export type StoredEvent =
  | { type: 'NOTIFICATION'; data: { notificationId: number } }
  | { type: 'NEW_CHAT_MESSAGE'; data: { senderId: number } }
  | { type: 'MESSAGE_STATUS'; data: { messageIds: number[]; status: number } }
  | { type: 'TYPING'; data: { senderId: number } };

/** The first key of the advisory lock that orders one recipient's events (the second is the user id). */
export const LIVE_EVENT_LOCK = 0x5e7e47;

/**
 * Queues an event for one user's streams. Pass the transaction that makes the change: the row's
 * trigger NOTIFYs at commit, so a rolled-back change is never told.
 *
 * The id is the stream's cursor, so a recipient's ids must become visible in id order: an id taken
 * at insert but committed after a larger one would be stepped over for good by a stream (or a
 * Last-Event-ID resume) that has already sent the larger one. So the insert first takes a
 * transaction-level advisory lock on the recipient and only then draws the id, in the same statement
 * (a lone insert is its own transaction): a second writer to that user takes its id only once the
 * first has committed or rolled back. Writers to different users never wait for each other; on PGlite (one connection)
 * the lock is always free.
 */
export async function emitEvent(db: Executor, userId: number, event: StoredEvent): Promise<void> {
  if (!('execute' in db) || typeof db.execute !== 'function') throw new TypeError('emitEvent needs a database or a transaction');
  // MATERIALIZED: the lock is taken before the row's id is drawn, never folded into the same projection.
  await (db as Pick<Db, 'execute'>).execute(sql`
    WITH ordered AS MATERIALIZED (SELECT pg_advisory_xact_lock(${LIVE_EVENT_LOCK}::int, ${userId}::int))
    INSERT INTO ${liveEvents} (${sql.identifier(liveEvents.userId.name)}, ${sql.identifier(liveEvents.type.name)}, ${sql.identifier(liveEvents.data.name)})
    SELECT ${userId}::int, ${event.type}::text, ${JSON.stringify(event.data)}::jsonb FROM ordered`);
}
