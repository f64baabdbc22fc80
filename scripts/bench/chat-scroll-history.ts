// The conversation of `npm run bench -- chat-scroll`: BENCH_CHAT_MESSAGES (10,000) messages between the
// demo company and a buyer of its own, written straight into the throwaway database in bulk before the
// server starts. One every 7 minutes up to now (about seven weeks of days, so many day chips), both
// ways, every fifth on three lines, all read.
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db';
import { companies, conversations, messages, users } from '../../server/db/schema';
import { seed } from '../../server/db/seed';

const BATCH = 1000;
const STEP_MS = 7 * 60_000;

/** The text of message `n` (1 is the oldest): the bench scrolls until the first one is on screen. */
export const benchMessageText = (n: number) => (n % 5 === 0 ? `Bench message #${n}.\nA second line\nand a third` : `Bench message #${n}.`);

export async function writeLongConversation(db: Db, count: number): Promise<{ buyerId: number }> {
  await seed(db);
  const [demo] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'demo'));
  const [seller] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'demo'));
  const [template] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.userName, 'buyer1'));
  const [buyer] = await db.insert(users).values({
    userName: 'bench_chat_buyer', fullName: 'Bench Chat Buyer', email: 'bench_chat_buyer@bench.test', passwordHash: template.passwordHash, roles: ['user'],
  }).returning({ id: users.id });
  const now = Date.now();
  const [conv] = await db.insert(conversations).values({ companyId: demo.id, buyerId: buyer.id, lastMessageAt: new Date(now) }).returning({ id: conversations.id });
  for (let start = 1; start <= count; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - start + 1) }, (_, k) => {
      const n = start + k;
      return {
        conversationId: conv.id, senderId: n % 3 === 0 ? seller.id : buyer.id, body: benchMessageText(n), status: 'read' as const,
        createdAt: new Date(now - (count - n) * STEP_MS),
      };
    });
    await db.insert(messages).values(rows);
  }
  return { buyerId: buyer.id };
}
