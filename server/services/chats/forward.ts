import { and, eq } from 'drizzle-orm';
import type { ForwardBody } from '../../../src/api/schemas/chats';
import type { Db } from '../../db';
import { conversations, messageFiles, messages } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { HttpError, fieldError, forbidden, notFound } from '../../http/errors';
import { emitEvent } from '../live-events/emit';
import { companyUserId, directReceiver, findConversation, receiversOf, side, type Conversation } from './index';
import { isShownProduct } from './message-cards';
import { noticeMessage } from './message-notice';

/** The conversations the caller takes part in (never another's to watch): a buyer's, an employee's, or the company's. */
function ownScope(user: SessionUser) {
  const who = side(user);
  if (who === 'employee') return eq(conversations.employeeId, user.id);
  if (who === 'company') return eq(conversations.companyId, user.companyId!);
  return eq(conversations.buyerId, user.id);
}

/**
 * POST /api/chats/forward: a message of one of the caller's conversations is sent again, by the caller,
 * to each recipient (its text, its product card when the product is the recipient conversation's
 * company's and shown, and its files). A message the caller cannot read is 404; a recipient the caller may not
 * write to is 422 on `to`. Every recipient is checked before anything is written, and all is written in
 * one transaction: never a half-forwarded message.
 */
export async function forwardMessage(db: Db, user: SessionUser, body: ForwardBody, employeeId: number | undefined, now: Date): Promise<void> {
  if (employeeId !== undefined) throw forbidden();
  const [found] = await db.select({ m: messages }).from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, body.messageId), ownScope(user)));
  if (!found) throw notFound();
  const original = found.m;
  const files = await db.select().from(messageFiles).where(eq(messageFiles.messageId, original.id));
  const kind = files.some((f) => f.kind === 'audio') ? 'voice' : files.some((f) => f.kind === 'image') ? 'image' : 'text';
  const targets: Awaited<ReturnType<typeof findConversation>>[] = [];
  // In user order, as the events' per-user locks are taken (see live-events/emit.ts).
  for (const to of [...new Set(body.to)].sort((x, y) => x - y)) {
    try {
      targets.push(await findConversation(db, user, to, undefined));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) throw fieldError('to', 'server.forward-recipient-invalid');
      throw error;
    }
  }
  await db.transaction(async (tx) => {
    for (const target of targets) {
      let conv: Conversation | null = target.conv;
      const productId = original.productId !== null && await isShownProduct(tx, original.productId, target.companyId) ? original.productId : null;
      if (!conv) {
        [conv] = await tx.insert(conversations).values({
          companyId: target.companyId, buyerId: target.buyerId, employeeId: target.sellerEmployeeId, productId, createdAt: now, lastMessageAt: now,
        }).returning();
      } else {
        await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conv.id));
      }
      const [copy] = await tx.insert(messages).values({ conversationId: conv.id, senderId: user.id, body: original.body, status: 'sent', createdAt: now, productId }).returning({ id: messages.id });
      if (files.length > 0) {
        // The same stored upload, a row of its own: deleting one message leaves the other's files.
        await tx.insert(messageFiles).values(files.map(({ id: _id, messageId: _m, ...file }) => ({ ...file, messageId: copy.id, createdAt: now })));
      }
      for (const r of await receiversOf(tx as unknown as Db, conv, user.id)) {
        if (r !== user.id) await emitEvent(tx, r, { type: 'NEW_CHAT_MESSAGE', data: { senderId: user.id } });
      }
      const sellerId = conv.employeeId ?? (await companyUserId(tx as unknown as Db, conv.companyId)) ?? 0;
      await noticeMessage(tx, { receiverId: directReceiver(conv, user.id, sellerId), senderId: user.id, text: original.body, kind, now });
    }
  });
}
