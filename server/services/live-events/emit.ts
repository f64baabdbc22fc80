import type { Db } from '../../db';
import { liveEvents } from '../../db/schema';

type Executor = Pick<Db, 'insert'>;

/** What a stored event holds; NOTIFICATION keeps only the id, the hub reads it in the reader's language. */
export type StoredEvent =
  | { type: 'NOTIFICATION'; data: { notificationId: number } }
  | { type: 'NEW_CHAT_MESSAGE'; data: { senderId: number } }
  | { type: 'MESSAGE_STATUS'; data: { messageIds: number[]; status: number } }
  | { type: 'TYPING'; data: { senderId: number } };

/**
 * Queues an event for one user's streams. Pass the transaction that makes the change: the row's
 * trigger NOTIFYs at commit, so a rolled-back change is never told.
 */
export async function emitEvent(db: Executor, userId: number, event: StoredEvent): Promise<void> {
  await db.insert(liveEvents).values({ userId, type: event.type, data: event.data });
}
