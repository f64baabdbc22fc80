import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { notifications } from '../../db/schema';
import { emitEvent } from '../live-events/emit';
import { notify } from '../notifications';

type Executor = Pick<Db, 'insert' | 'update'>;

/** Part 1 §3: the notification type of a message. */
const MESSAGE_TYPE = 6;
/** The notification shows the start of the message only. */
const PREVIEW = 100;

/**
 * A message arrived for `receiverId` from `senderId`. Not one notification a message (a chat would
 * flood the bell): one unread notification per conversation, refreshed with the newest text, time and
 * count, and told again; once read, the next message makes a new one. `value` is the sender, so the
 * notification leads to the conversation (/chats/messages/{value}).
 */
export async function noticeMessage(db: Executor, input: { receiverId: number; senderId: number; text: string; kind: 'text' | 'voice' | 'image' | 'product'; now: Date }): Promise<void> {
  const preview = input.text.length > PREVIEW ? `${input.text.slice(0, PREVIEW)}…` : input.text;
  // A voice message or photos without words: a label in the reader's language instead of an empty line.
  const body = preview === '' && (input.kind === 'voice' || input.kind === 'image') ? `server.message-notification-${input.kind}` : 'server.message-notification-body';
  const refreshed = await db.update(notifications)
    .set({ createdAt: input.now, body, vars: sql`jsonb_build_object('text', ${preview}::text, 'count', coalesce((${notifications.vars}->>'count')::int, 1) + 1)` })
    .where(and(eq(notifications.userId, input.receiverId), eq(notifications.type, MESSAGE_TYPE), eq(notifications.read, 0), eq(notifications.value, String(input.senderId))))
    .returning({ id: notifications.id });
  if (refreshed.length > 0) {
    await emitEvent(db, input.receiverId, { type: 'NOTIFICATION', data: { notificationId: refreshed[0].id } });
    return;
  }
  await notify(db, {
    userId: input.receiverId, type: MESSAGE_TYPE, title: 'server.message-notification-title', body,
    vars: { text: preview, count: 1 }, senderId: input.senderId, value: String(input.senderId), createdAt: input.now,
  });
}

/** The receiver opened the conversation with `senderId`: its message notification is read. */
export async function clearMessageNotice(db: Pick<Db, 'update'>, receiverId: number, senderId: number): Promise<void> {
  await db.update(notifications).set({ read: 1 })
    .where(and(eq(notifications.userId, receiverId), eq(notifications.type, MESSAGE_TYPE), eq(notifications.read, 0), eq(notifications.value, String(senderId))));
}
