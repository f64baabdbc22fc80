// Deactivate account (part 2 §2, §7 "deactivate user with user id"): the user is disabled and every
// token revoked; sign-in then says the account is deactivated. When the last active company user of a
// company leaves, its active employees cannot work without it: they are deactivated too, and the
// caller must have been told (employeesAcknowledged) before that happens.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DeactivationPreview } from '../../../src/api/schemas/account';
import type { Db } from '../../db';
import { authTokens, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { HttpError } from '../../http/errors';

const active = and(isNull(users.deletedAt), isNull(users.deactivatedAt));
const hasRole = (role: string) => sql`${users.roles}[1] = ${role}`;

/** The active employees who go with the caller: only when the caller is its company's last active company user. */
async function employeesGoingWith(db: Db, user: SessionUser): Promise<number[]> {
  if (user.roles[0] !== 'company' || user.companyId === null) return [];
  const inCompany = and(eq(users.companyId, user.companyId), active, ne(users.id, user.id));
  const [otherCompanyUser] = await db.select({ id: users.id }).from(users).where(and(inCompany, hasRole('company'))).limit(1);
  if (otherCompanyUser) return [];
  const rows = await db.select({ id: users.id }).from(users).where(and(inCompany, hasRole('employee')));
  return rows.map((r) => r.id);
}

export async function deactivationPreview(db: Db, user: SessionUser): Promise<DeactivationPreview> {
  return { employeesAffected: (await employeesGoingWith(db, user)).length };
}

/** Returns every user id deactivated (the caller first), so their cached sessions can be forgotten. */
export async function deactivate(db: Db, user: SessionUser, acknowledged: boolean, now: Date): Promise<number[]> {
  const employees = await employeesGoingWith(db, user);
  if (employees.length > 0 && !acknowledged) {
    throw new HttpError(409, 'server.deactivate-employees-first', { vars: { count: employees.length } });
  }
  const ids = [user.id, ...employees];
  await db.transaction(async (tx) => {
    for (const id of ids) {
      await tx.update(users).set({ deactivatedAt: now }).where(and(eq(users.id, id), isNull(users.deactivatedAt)));
      await tx.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.userId, id), isNull(authTokens.revokedAt)));
    }
  });
  return ids;
}
