import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { notifications } from '../../db/schema';
import { emitEvent } from '../live-events/emit';
import { notify } from '../notifications';

type Executor = Pick<Db, 'insert' | 'update' | 'select' | 'delete'>;

/** Part 1 §3: the notification type of a message. */
const MESSAGE_TYPE = 6;
/** The notification shows the start of the message only. */
const PREVIEW = 100;

const ofConversation = (receiverId: number, senderId: number) =>
  and(eq(notifications.userId, receiverId), eq(notifications.type, MESSAGE_TYPE), eq(notifications.value, String(senderId)));

/**
 * A message arrived for `receiverId` from `senderId`. Not one notification a message (a chat would
 * flood the bell): one notification per conversation, refreshed with the newest
 * text and time, and told again. While unread it counts the messages; once read, the next message
 * makes it unread again with a count of one. `value` is the sender, so the notification leads to the
 * conversation (/chats/messages/{value}). Rows of one conversation left from before are removed.
 */
export async function noticeMessage(db: Executor, input: { receiverId: number; senderId: number; text: string; kind: 'text' | 'voice' | 'image' | 'product'; now: Date }): Promise<void> {
  const preview = input.text.length > PREVIEW ? `${input.text.slice(0, PREVIEW)}…` : input.text;
  // A voice message or photos without words: a label in the reader's language instead of an empty line.
  const body = preview === '' && (input.kind === 'voice' || input.kind === 'image') ? `server.message-notification-${input.kind}` : 'server.message-notification-body';
  const [kept] = await db.select({ id: notifications.id }).from(notifications).where(ofConversation(input.receiverId, input.senderId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(1).for('update');
  if (kept) {
    await db.update(notifications)
      .set({
        createdAt: input.now, body, read: 0,
        vars: sql`jsonb_build_object('text', ${preview}::text, 'count', case when ${notifications.read} = 0 then coalesce((${notifications.vars}->>'count')::int, 1) + 1 else 1 end)`,
      })
      .where(eq(notifications.id, kept.id));
    await db.delete(notifications).where(and(ofConversation(input.receiverId, input.senderId), ne(notifications.id, kept.id)));
    await emitEvent(db, input.receiverId, { type: 'NOTIFICATION', data: { notificationId: kept.id } });
    return;
  }
  await notify(db, {
    userId: input.receiverId, type: MESSAGE_TYPE, title: 'server.message-notification-title', body,
    vars: { text: preview, count: 1 }, senderId: input.senderId, value: String(input.senderId), createdAt: input.now,
  });
}

/**
 * The receiver opened (or is reading) the conversation with `senderId`: its message notification is
 * read, and their open tabs are told (the bell and /notifications take the read copy).
 */
export async function clearMessageNotice(db: Pick<Db, 'update' | 'insert'>, receiverId: number, senderId: number): Promise<void> {
  const cleared = await db.update(notifications).set({ read: 1 })
    .where(and(ofConversation(receiverId, senderId), eq(notifications.read, 0))).returning({ id: notifications.id });
  for (const { id } of cleared) await emitEvent(db, receiverId, { type: 'NOTIFICATION', data: { notificationId: id } });
}
