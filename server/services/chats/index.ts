import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Locale } from '../../../src/api/schemas/common';
import { CHAT_PAGE_SIZE, SYSTEM_CONTACT_ID, type Contact, type Message, type MessageProduct, type MessagesReply, type SendMessageBody } from '../../../src/api/schemas/chats';
import type { Db } from '../../db';
import { conversations, messageFiles, messages, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { HttpError, fieldError, forbidden, notFound } from '../../http/errors';
import { t } from '../../i18n/t';
import { emitEvent } from '../live-events/emit';
import { filesOf, kindOf, NO_FILES, type MessageFiles, type NewFile } from './message-files';
import { cardsOf, isShownProduct } from './message-cards';
import { clearMessageNotice, noticeMessage } from './message-notice';

export type Conversation = typeof conversations.$inferSelect;

/** MESSAGE_STATUS codes on the live stream: sent 0, received 1, read 2, deleted 3 (the client drops them). */
const STATUS_CODE = { sent: 0, received: 1, read: 2, deleted: 3 } as const;

/** Who the caller is in chats: a buyer, or a seller of a company (the company user or an employee). */
export function side(user: SessionUser): 'buyer' | 'company' | 'employee' {
  const role = user.roles[0];
  if (role === 'company' && user.companyId) return 'company';
  if (role === 'employee' && user.companyId) return 'employee';
  if (role === 'user') return 'buyer';
  throw forbidden();
}

/** The company user of a company (the seller a buyer sees for a conversation with no employee). */
export async function companyUserId(db: Db, companyId: number): Promise<number | null> {
  const [u] = await db.select({ id: users.id }).from(users)
    .where(and(eq(users.companyId, companyId), sql`${users.roles}[1] = 'company'`, isNull(users.deletedAt))).orderBy(asc(users.id)).limit(1);
  return u?.id ?? null;
}

/** The conversations the caller may read (also the tenancy of a message's files); `employeeId` (company user only) narrows to one employee's (the observer). */
export async function scope(db: Db, user: SessionUser, employeeId: number | undefined) {
  const who = side(user);
  if (employeeId !== undefined) {
    if (who !== 'company') throw forbidden();
    const [e] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, employeeId), eq(users.companyId, user.companyId!)));
    if (!e) throw notFound();
    return and(eq(conversations.companyId, user.companyId!), eq(conversations.employeeId, employeeId));
  }
  if (who === 'employee') return eq(conversations.employeeId, user.id);
  if (who === 'company') return eq(conversations.companyId, user.companyId!);
  return eq(conversations.buyerId, user.id);
}

/** The id of the person on the other side of `conv` for the caller (a buyer sees the seller). */
async function otherOf(db: Db, user: SessionUser, conv: Conversation): Promise<number> {
  if (conv.buyerId !== user.id) return conv.buyerId;
  return conv.employeeId ?? (await companyUserId(db, conv.companyId)) ?? 0;
}

/**
 * Which of a buyer's conversations a seller reads and answers: for the company user (not observing), its own
 * (no employee, or itself as the employee) before an employee's; then the newest. The contacts pick the same.
 */
function preferred(user: SessionUser, employeeId: number | undefined) {
  const own = side(user) === 'company' && employeeId === undefined
    ? [sql`(${conversations.employeeId} is null or ${conversations.employeeId} = ${user.id}) desc`]
    : [];
  return [...own, sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id)];
}

/** The caller's conversation with `otherId`, or null when there is none yet (404 when `otherId` is not someone the caller may talk to). */
export async function findConversation(db: Db, user: SessionUser, otherId: number, employeeId: number | undefined): Promise<{ conv: Conversation | null; companyId: number; buyerId: number; sellerEmployeeId: number | null }> {
  const who = side(user);
  const [other] = await db.select({ id: users.id, companyId: users.companyId, roles: users.roles }).from(users).where(and(eq(users.id, otherId), isNull(users.deletedAt)));
  if (!other || other.id === user.id) throw notFound();
  if (who === 'buyer') {
    const role = other.roles[0];
    if (!other.companyId || (role !== 'company' && role !== 'employee')) throw notFound();
    const sellerEmployeeId = role === 'employee' ? other.id : null;
    // The company user's conversations are those without an employee and those it took as one (the seed's).
    const [conv] = await db.select().from(conversations).where(and(
      eq(conversations.buyerId, user.id), eq(conversations.companyId, other.companyId),
      sellerEmployeeId === null ? or(isNull(conversations.employeeId), eq(conversations.employeeId, other.id)) : eq(conversations.employeeId, sellerEmployeeId),
    )).orderBy(sql`${conversations.lastMessageAt} desc nulls last`, desc(conversations.id)).limit(1);
    return { conv: conv ?? null, companyId: other.companyId, buyerId: user.id, sellerEmployeeId };
  }
  if (other.roles[0] !== 'user') throw notFound();
  const where = await scope(db, user, employeeId);
  const [conv] = await db.select().from(conversations).where(and(where, eq(conversations.buyerId, otherId)))
    .orderBy(...preferred(user, employeeId)).limit(1);
  return { conv: conv ?? null, companyId: user.companyId!, buyerId: otherId, sellerEmployeeId: who === 'employee' ? user.id : null };
}

export async function listContacts(db: Db, user: SessionUser, employeeId: number | undefined, locale: Locale): Promise<Contact[]> {
  const where = await scope(db, user, employeeId);
  const convs = await db.select().from(conversations).where(where)
    .orderBy(...preferred(user, employeeId)).limit(500);
  const system: Contact = { id: SYSTEM_CONTACT_ID, fullName: t(locale, 'server.chat-system'), avatar: null, lastMessage: null, newMessagesCount: 0 };
  if (convs.length === 0) return [system];
  const ids = convs.map((c) => c.id);
  const last = await db.execute<{ id: number; conversation_id: number; body: string; product_id: number | null; created_at: string | Date }>(sql`
    select distinct on (conversation_id) id, conversation_id, body, product_id, created_at from ${messages}
    where conversation_id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) order by conversation_id, created_at desc, id desc`);
  const lastRows = (Array.isArray(last) ? last : (last as { rows: unknown[] }).rows) as { id: number; conversation_id: number; body: string; product_id: number | null; created_at: string | Date }[];
  const lastFiles = await filesOf(db, lastRows.map((r) => Number(r.id)));
  const lastBy = new Map(lastRows.map((r) => [Number(r.conversation_id), r]));
  const buyerSide = side(user) === 'buyer';
  const unread = await db.select({ conversationId: messages.conversationId, n: sql<number>`count(*)::int` }).from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(inArray(messages.conversationId, ids), ne(messages.status, 'read'),
      buyerSide ? ne(messages.senderId, conversations.buyerId) : eq(messages.senderId, conversations.buyerId)))
    .groupBy(messages.conversationId);
  const unreadBy = new Map(unread.map((r) => [r.conversationId, Number(r.n)]));
  const others = await Promise.all(convs.map((c) => otherOf(db, user, c)));
  const people = await db.select({ id: users.id, fullName: users.fullName, imageUrl: users.imageUrl }).from(users).where(inArray(users.id, [...new Set(others), -1]));
  const personBy = new Map(people.map((p) => [p.id, p]));
  // One contact a person, showing the conversation opened for them; ordered by their newest activity in any.
  const activity = new Map<number, number>();
  convs.forEach((c, i) => activity.set(others[i], Math.max(activity.get(others[i]) ?? 0, c.lastMessageAt?.getTime() ?? 0)));
  const seen = new Set<number>();
  const contacts: Contact[] = [];
  convs.forEach((c, i) => {
    const id = others[i];
    if (seen.has(id) || !personBy.has(id)) return;
    seen.add(id);
    const l = lastBy.get(c.id);
    contacts.push({
      id, fullName: personBy.get(id)!.fullName, avatar: personBy.get(id)!.imageUrl,
      lastMessage: l ? { message: l.body, kind: kindOf(lastFiles.get(Number(l.id)), l.product_id === null ? null : Number(l.product_id)), createdAt: new Date(l.created_at).toISOString() } : null,
      newMessagesCount: unreadBy.get(c.id) ?? 0,
    });
  });
  contacts.sort((a, b) => (activity.get(b.id) ?? 0) - (activity.get(a.id) ?? 0));
  return [system, ...contacts];
}

/** `quotes`: the text of each message answered (by id); a reply whose quoted message is gone shows none. `cards`: cardsOf's products. */
function toMessage(m: typeof messages.$inferSelect, conv: Conversation, sellerId: number, quotes: Map<number, string>, files: MessageFiles = NO_FILES, cards: Map<number, MessageProduct> = new Map()): Message {
  const quoted = m.replyToId !== null && quotes.has(m.replyToId);
  return {
    id: m.id, senderId: m.senderId, receiverId: m.senderId === conv.buyerId ? sellerId : conv.buyerId, status: m.status,
    createdAt: m.createdAt.toISOString(), message: m.body, product: (m.productId !== null && cards.get(m.productId)) || null, images: files.images, audios: files.audios,
    replyToMessageId: quoted ? m.replyToId : null, replyToMessageText: quoted ? quotes.get(m.replyToId!)! : null,
  };
}

/** The texts of the messages these answer. */
async function quotesOf(db: Db, rows: (typeof messages.$inferSelect)[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((m) => m.replyToId).filter((x): x is number => x !== null))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: messages.id, body: messages.body }).from(messages).where(inArray(messages.id, ids));
  return new Map(found.map((q) => [q.id, q.body]));
}

export async function listMessages(db: Db, user: SessionUser, otherId: number, query: { cursor?: number; employeeId?: number }): Promise<MessagesReply> {
  const { conv } = await findConversation(db, user, otherId, query.employeeId);
  if (!conv) {
    if (query.employeeId === undefined && side(user) !== 'buyer') {
      // A buyer the seller has not talked to yet: an empty conversation, which a send starts.
      return { data: [], nextCursor: null };
    }
    if (side(user) === 'buyer') return { data: [], nextCursor: null };
    throw notFound();
  }
  const rows = await db.select().from(messages)
    .where(and(eq(messages.conversationId, conv.id), query.cursor !== undefined ? lt(messages.id, query.cursor) : undefined))
    .orderBy(desc(messages.id)).limit(CHAT_PAGE_SIZE + 1);
  const more = rows.length > CHAT_PAGE_SIZE;
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  const sellerId = conv.employeeId ?? (await companyUserId(db, conv.companyId)) ?? 0;
  // The receiver fetching: its incoming 'sent' messages are now 'received' (the observer receives nothing).
  const receiving = query.employeeId === undefined;
  const arrived = receiving ? page.filter((m) => m.status === 'sent' && isIncoming(user, conv, m.senderId)).map((m) => m.id) : [];
  if (arrived.length > 0) {
    await db.transaction(async (tx) => {
      await tx.update(messages).set({ status: 'received' }).where(and(inArray(messages.id, arrived), eq(messages.status, 'sent')));
      const senders = [...new Set(page.filter((m) => arrived.includes(m.id)).map((m) => m.senderId))];
      // In user order: each event takes its user's lock until commit, so two writers never wait on each other in a circle.
      for (const s of senders.sort((a, b) => a - b)) await emitEvent(tx, s, { type: 'MESSAGE_STATUS', data: { messageIds: arrived, status: STATUS_CODE.received } });
    });
    for (const m of page) if (arrived.includes(m.id)) m.status = 'received';
  }
  // The receiver is in the conversation: its message notification has been seen.
  if (receiving) await clearMessageNotice(db, user.id, otherId);
  const quotes = await quotesOf(db, page);
  const files = await filesOf(db, page.map((m) => m.id));
  const cards = await cardsOf(db, page.map((m) => m.productId), conv.companyId);
  return { data: page.map((m) => toMessage(m, conv, sellerId, quotes, files.get(m.id), cards)), nextCursor: more ? String(page[0].id) : null };
}

/** A message is incoming for the caller when the other side sent it (for a seller: the buyer). */
function isIncoming(user: SessionUser, conv: Conversation, senderId: number): boolean {
  return conv.buyerId === user.id ? senderId !== conv.buyerId : senderId === conv.buyerId;
}

/** Everyone on the receiving side of a message from `senderId` (a conversation of an employee: the company user watches too). */
export async function receiversOf(db: Db, conv: Conversation, senderId: number): Promise<number[]> {
  if (senderId !== conv.buyerId) return [conv.buyerId];
  const companyUser = await companyUserId(db, conv.companyId);
  return [...new Set([conv.employeeId, companyUser].filter((x): x is number => x !== null))];
}

/** Who a message is for (the company user only watches an employee's conversation): the seller handling it, or the buyer. */
export function directReceiver(conv: Conversation, senderId: number, sellerId: number): number {
  return senderId === conv.buyerId ? sellerId : conv.buyerId;
}

/** `files`: uploads already stored and checked (a voice message, photos), recorded with the message in its transaction. */
export async function sendMessage(db: Db, user: SessionUser, otherId: number, body: SendMessageBody, employeeId: number | undefined, now: Date, files: NewFile[] = []): Promise<Message> {
  if (employeeId !== undefined) throw forbidden();
  const found = await findConversation(db, user, otherId, undefined);
  if (body.productId !== undefined) {
    if (!(await isShownProduct(db, body.productId, found.companyId))) throw fieldError('productId', 'validation.product-invalid');
  }
  // The message answered must be one of this conversation's (another's, or none: 422 on the field).
  const quotes = new Map<number, string>();
  if (body.replyToMessageId !== undefined) {
    const [r] = found.conv ? await db.select({ id: messages.id, body: messages.body }).from(messages).where(and(eq(messages.id, body.replyToMessageId), eq(messages.conversationId, found.conv.id))) : [];
    if (!r) throw fieldError('replyToMessageId', 'validation.message-invalid');
    quotes.set(r.id, r.body);
  }
  return db.transaction(async (tx) => {
    let conv = found.conv;
    if (!conv) {
      [conv] = await tx.insert(conversations).values({
        companyId: found.companyId, buyerId: found.buyerId, employeeId: found.sellerEmployeeId, productId: body.productId ?? null, createdAt: now, lastMessageAt: now,
      }).returning();
    } else {
      await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conv.id));
    }
    const [m] = await tx.insert(messages).values({ conversationId: conv.id, senderId: user.id, body: body.message, status: 'sent', createdAt: now, replyToId: body.replyToMessageId ?? null, productId: body.productId ?? null }).returning();
    if (files.length > 0) await tx.insert(messageFiles).values(files.map((f) => ({ ...f, messageId: m.id, createdAt: now })));
    for (const r of await receiversOf(tx as unknown as Db, conv, user.id)) {
      if (r !== user.id) await emitEvent(tx, r, { type: 'NEW_CHAT_MESSAGE', data: { senderId: user.id } });
    }
    const sellerId = conv.employeeId ?? (await companyUserId(tx as unknown as Db, conv.companyId)) ?? 0;
    const sent = (await filesOf(tx as unknown as Db, [m.id])).get(m.id);
    await noticeMessage(tx, { receiverId: directReceiver(conv, user.id, sellerId), senderId: user.id, text: body.message, kind: kindOf(sent, null), now });
    return toMessage(m, conv, sellerId, quotes, sent, await cardsOf(tx, [m.productId], conv.companyId));
  });
}

/**
 * The caller is typing to `otherId`: a TYPING event for the other side only (never the caller's own streams).
 * Only in an existing conversation; the client sends at most one every few seconds while the box changes.
 */
export async function announceTyping(db: Db, user: SessionUser, otherId: number): Promise<void> {
  const { conv } = await findConversation(db, user, otherId, undefined);
  if (!conv) throw notFound();
  const to = (await receiversOf(db, conv, user.id)).filter((r) => r !== user.id);
  for (const r of to) await emitEvent(db, r, { type: 'TYPING', data: { senderId: user.id } });
}

export async function markConversationRead(db: Db, user: SessionUser, otherId: number, employeeId: number | undefined): Promise<void> {
  if (employeeId !== undefined) throw forbidden();
  const { conv } = await findConversation(db, user, otherId, undefined);
  if (!conv) throw notFound();
  await clearMessageNotice(db, user.id, otherId);
  await db.transaction(async (tx) => {
    const incoming = user.id === conv.buyerId ? ne(messages.senderId, conv.buyerId) : eq(messages.senderId, conv.buyerId);
    const changed = await tx.update(messages).set({ status: 'read' })
      .where(and(eq(messages.conversationId, conv.id), incoming, ne(messages.status, 'read'))).returning({ id: messages.id, senderId: messages.senderId });
    const bySender = new Map<number, number[]>();
    for (const m of changed) bySender.set(m.senderId, [...(bySender.get(m.senderId) ?? []), m.id]);
    for (const [s, ids] of [...bySender].sort(([a], [b]) => a - b)) await emitEvent(tx, s, { type: 'MESSAGE_STATUS', data: { messageIds: ids, status: STATUS_CODE.read } });
  });
}

/** Deletes the caller's own messages; any id that is not the caller's refuses the whole call (403). */
export async function deleteMessages(db: Db, user: SessionUser, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  const own = await db.select({ id: messages.id }).from(messages).where(and(inArray(messages.id, unique), eq(messages.senderId, user.id)));
  if (own.length !== unique.length) throw new HttpError(403, 'server.forbidden');
  await db.transaction(async (tx) => {
    // The other side's open conversations drop them at once (the re-poll would not: it keeps what it has shown).
    const rows = await tx.select({ id: messages.id, conv: conversations }).from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId)).where(inArray(messages.id, unique));
    await tx.delete(messages).where(and(inArray(messages.id, unique), eq(messages.senderId, user.id)));
    const byReceiver = new Map<number, number[]>();
    for (const r of rows) {
      for (const to of await receiversOf(tx as unknown as Db, r.conv, user.id)) if (to !== user.id) byReceiver.set(to, [...(byReceiver.get(to) ?? []), r.id]);
    }
    for (const [to, ids] of [...byReceiver].sort(([a], [b]) => a - b)) await emitEvent(tx, to, { type: 'MESSAGE_STATUS', data: { messageIds: ids, status: STATUS_CODE.deleted } });
  });
}
