// Saved replies (beyond the spec): a company's canned answers, inserted in a message by typing '/'.
// The company user and its employees read them; only the company user adds, edits and deletes, since
// they are the company's words that every employee sends (an employee's edit would change a colleague's).
import { and, asc, eq } from 'drizzle-orm';
import type { SavedReply } from '../../../src/api/schemas/chats';
import type { Db } from '../../db';
import { savedReplies } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';

/** A company's saved replies at most (the picker shows them all; a bound keeps the list small). */
export const SAVED_REPLIES_MAX = 100;

const seller = (user: SessionUser): number => {
  const role = user.roles[0];
  if ((role === 'company' || role === 'employee') && user.companyId) return user.companyId;
  throw forbidden();
};
const owner = (user: SessionUser): number => {
  if (user.roles[0] !== 'company' || !user.companyId) throw forbidden();
  return user.companyId;
};
const shown = (r: typeof savedReplies.$inferSelect): SavedReply => ({ id: r.id, title: r.title, text: r.text });

export async function listSavedReplies(db: Db, user: SessionUser): Promise<SavedReply[]> {
  const rows = await db.select().from(savedReplies).where(eq(savedReplies.companyId, seller(user))).orderBy(asc(savedReplies.title), asc(savedReplies.id)).limit(SAVED_REPLIES_MAX);
  return rows.map(shown);
}

export async function addSavedReply(db: Db, user: SessionUser, body: { title: string; text: string }, now: Date): Promise<SavedReply> {
  const companyId = owner(user);
  const existing = await db.select({ id: savedReplies.id }).from(savedReplies).where(eq(savedReplies.companyId, companyId)).limit(SAVED_REPLIES_MAX);
  if (existing.length >= SAVED_REPLIES_MAX) throw forbidden();
  const [r] = await db.insert(savedReplies).values({ companyId, title: body.title, text: body.text, createdAt: now, updatedAt: now }).returning();
  return shown(r);
}

export async function editSavedReply(db: Db, user: SessionUser, id: number, body: { title: string; text: string }, now: Date): Promise<SavedReply> {
  const [r] = await db.update(savedReplies).set({ title: body.title, text: body.text, updatedAt: now })
    .where(and(eq(savedReplies.id, id), eq(savedReplies.companyId, owner(user)))).returning();
  if (!r) throw notFound();
  return shown(r);
}

export async function deleteSavedReply(db: Db, user: SessionUser, id: number): Promise<void> {
  const gone = await db.delete(savedReplies).where(and(eq(savedReplies.id, id), eq(savedReplies.companyId, owner(user)))).returning({ id: savedReplies.id });
  if (gone.length === 0) throw notFound();
}
