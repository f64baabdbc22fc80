import { eq, or, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../src/api/schemas/users';
import type { Db } from '../db';
import { companies, users } from '../db/schema';
import type { SessionUser } from '../http/context';

/** Finds an account by user name (case-insensitive) or e-mail, deleted ones included. */
export async function findUserByLogin(db: Db, login: string) {
  const needle = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.userName})`, needle), eq(users.email, needle)))
    .limit(1);
  return user;
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return user;
}

export async function companyOf(db: Db, companyId: number | null) {
  if (companyId === null) return null;
  const [company] = await db
    .select({ id: companies.id, name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company ?? null;
}

/** Part 1 §3 "Current user" as the client keeps it. */
export function toCurrentUser(user: Omit<SessionUser, 'tokenId'>): CurrentUser {
  return {
    id: user.id,
    sellerId: user.companyId,
    fullName: user.fullName,
    userName: user.userName,
    email: user.email,
    image: user.imageUrl ? { url: user.imageUrl } : null,
    roles: user.roles,
    company: user.company,
  };
}
