import { desc, eq, sql } from 'drizzle-orm';
import type { Locale } from '../../src/api/schemas/common';
import { USERNAME_MAX } from '../../src/domain/limits';
import type { Db } from '../db';
import { companies, joinRequests, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { joinApprovedLetter } from '../mail/templates';
import { generatePassword, hashPassword } from '../lib/passwords';
import { welcome } from './welcome';

export async function listJoinRequests(db: Db) {
  return db.select().from(joinRequests).orderBy(desc(joinRequests.id));
}

/** Latin letters and digits only; '' when nothing is left (e.g. an Arabic name). */
export const slugify = (name: string) =>
  name.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);

/** From the company name, else (a name in Arabic script) the e-mail's local part, else 'company'. */
const slugBase = (companyName: string, email: string) =>
  slugify(companyName) || slugify(email.split('@')[0]) || 'company';

const userNameBase = (slug: string) => {
  const base = slug.replace(/-/g, '_').slice(0, USERNAME_MAX).replace(/_+$/, '');
  return base.length >= 3 ? base : `${base}_seller`.replace(/^_/, '');
};

/** `base`, then `base-2`, `base-3`... until `taken` says no; suffixes keep within maxLength. */
async function firstFree(base: string, sep: string, maxLength: number, taken: (v: string) => Promise<boolean>) {
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : `${sep}${n}`;
    const candidate = base.slice(0, maxLength - suffix.length) + suffix;
    if (!(await taken(candidate))) return candidate;
  }
}

/** Who decides an application: an administrator's account, or the command line straight on the database. */
export type Decider = { userId: number | null; name: string };

export const alreadyDecided = () => new HttpError(409, 'server.join-request-decided');

/**
 * Creates the company and its company user from a pending application, marks it approved and
 * e-mails the credentials. Returns them too, for the administrator's terminal.
 */
export async function approveJoinRequest(db: Db, mailer: Mailer, input: { id: number; publicUrl: string; now: Date; by: Decider }) {
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const result = await db.transaction(async (tx) => {
    const [request] = await tx.select().from(joinRequests).where(eq(joinRequests.id, input.id)).for('update');
    if (!request) throw notFound();
    if (request.status !== 'pending') throw alreadyDecided();
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, request.email.toLowerCase()));
    if (existing) throw new HttpError(409, 'server.bad-request', { errors: { email: ['validation.valid-email-required'] } });

    const base = slugBase(request.companyName, request.email);
    const slug = await firstFree(base, '-', 60, async (s) =>
      (await tx.select({ id: companies.id }).from(companies).where(eq(companies.slug, s))).length > 0);
    const userName = await firstFree(userNameBase(base), '_', USERNAME_MAX, async (u) =>
      (await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.userName})`, u))).length > 0);

    const [company] = await tx.insert(companies)
      .values({ name: request.companyName, slug, phone: request.phoneNumber, address: request.fullAddress, createdAt: input.now })
      .returning();
    const [owner] = await tx.insert(users).values({
      companyId: company.id, fullName: request.companyName, userName, email: request.email.toLowerCase(),
      phone: request.phoneNumber, passwordHash, roles: ['company'], createdAt: input.now,
    }).returning({ id: users.id });
    await welcome(tx, { userId: owner.id, role: 'company', company: company.name, now: input.now });
    await tx.update(joinRequests).set({
      status: 'approved', companyId: company.id, approvedAt: input.now,
      decidedAt: input.now, decidedByUserId: input.by.userId, decidedBy: input.by.name,
    })
      .where(eq(joinRequests.id, request.id));
    return { request, company, userName };
  });
  const locale = (result.request.locale === 'ar' ? 'ar' : 'en') as Locale;
  await mailer.send({
    to: result.request.email,
    ...joinApprovedLetter(locale, { company: result.company.name, userName: result.userName, password, url: `${input.publicUrl}/login` }),
  });
  return { company: result.company, userName: result.userName, password, email: result.request.email };
}
