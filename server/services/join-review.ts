// The administrators' review of Join Us applications: list with the PDF, approve (join-approval.ts),
// decline with a reason. Each decision keeps who made it and when; the applicant is e-mailed either way.
import { desc, eq } from 'drizzle-orm';
import type { Locale } from '../../src/api/schemas/common';
import type { JoinReviewItem, JoinReviewStatus } from '../../src/api/schemas/join-review';
import type { Db } from '../db';
import { joinRequests } from '../db/schema';
import type { SessionUser } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { joinDeclinedLetter } from '../mail/templates';
import type { Storage } from '../storage/storage';
import { alreadyDecided, type Decider } from './join-approval';

/** Only a user whose first role is admin reviews applications (part 1 §6: the first role decides). */
export function assertAdmin(user: SessionUser): Decider {
  if (user.roles[0] !== 'admin') throw forbidden();
  return { userId: user.id, name: user.userName };
}

type Row = typeof joinRequests.$inferSelect;

export function toReviewItem(row: Row): JoinReviewItem {
  return {
    id: row.id, status: row.status, companyName: row.companyName, companySize: row.companySize, country: row.country,
    city: row.city, fullAddress: row.fullAddress, aboutCompany: row.aboutCompany, email: row.email, phoneNumber: row.phoneNumber,
    website: row.website, facebook: row.facebook, instagram: row.instagram, locale: row.locale,
    attachmentName: row.attachmentPath ? row.attachmentName ?? 'attachment.pdf' : null,
    createdAt: row.createdAt.toISOString(), decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy, declineReason: row.declineReason,
  };
}

/** Newest first, at most 500. */
export async function listForReview(db: Db, status?: JoinReviewStatus): Promise<JoinReviewItem[]> {
  const rows = await db.select().from(joinRequests)
    .where(status ? eq(joinRequests.status, status) : undefined)
    .orderBy(desc(joinRequests.id)).limit(500);
  return rows.map(toReviewItem);
}

export async function reviewItem(db: Db, id: number): Promise<JoinReviewItem> {
  const [row] = await db.select().from(joinRequests).where(eq(joinRequests.id, id));
  if (!row) throw notFound();
  return toReviewItem(row);
}

/** The application's PDF (404 when it has none). */
export async function readJoinAttachment(deps: { db: Db; storage: Storage }, id: number) {
  const [row] = await deps.db.select({ path: joinRequests.attachmentPath, name: joinRequests.attachmentName })
    .from(joinRequests).where(eq(joinRequests.id, id));
  const bytes = row?.path ? await deps.storage.get(row.path) : undefined;
  if (!row || !bytes) throw notFound();
  return { bytes, fileName: row.name ?? 'attachment.pdf' };
}

/** Declines a pending application with the administrator's reason and e-mails it to the applicant. */
export async function declineJoinRequest(db: Db, mailer: Mailer, input: { id: number; reason: string; now: Date; by: Decider }) {
  const request = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(joinRequests).where(eq(joinRequests.id, input.id)).for('update');
    if (!row) throw notFound();
    if (row.status !== 'pending') throw alreadyDecided();
    const [updated] = await tx.update(joinRequests).set({
      status: 'declined', declineReason: input.reason, decidedAt: input.now, decidedByUserId: input.by.userId, decidedBy: input.by.name,
    }).where(eq(joinRequests.id, row.id)).returning();
    return updated;
  });
  const locale: Locale = request.locale === 'ar' ? 'ar' : 'en';
  await mailer.send({ to: request.email, ...joinDeclinedLetter(locale, { reason: input.reason }) });
  return toReviewItem(request);
}
