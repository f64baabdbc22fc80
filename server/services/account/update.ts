// POST /api/users/user-data (the account form) and PUT /api/users/{id} (the privacy form: a password
// change). A wrong old password is refused; a new one signs out every OTHER session of the user.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AccountUpdateBody, PrivacyUpdateBody } from '../../../src/api/schemas/account';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { authTokens, users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError, forbidden } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';

type AccountUpdate = { [K in keyof AccountUpdateBody]: string };

/** The caller's own account only: another user's id is a 403 (no one edits another's profile). */
export function assertSelf(user: SessionUser, id: number) {
  if (user.id !== id) throw forbidden();
}

export async function updateAccount(db: Db, user: SessionUser, body: AccountUpdate): Promise<void> {
  const [clash] = await db.select({ id: users.id }).from(users).where(and(eq(users.email, body.email), ne(users.id, user.id)));
  if (clash) throw fieldError('email', 'server.employee-email-unavailable');
  try {
    await db.update(users).set({
      firstName: body.firstName, lastName: body.lastName, fullName: `${body.firstName} ${body.lastName}`,
      phone: body.phone, email: body.email, address: body.address, nationality: body.nationality,
      dateOfBirth: body.dateOfBirth || null, gender: body.gender, country: body.country,
    }).where(eq(users.id, user.id));
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError('email', 'server.employee-email-unavailable');
    throw error;
  }
}

export async function changePassword(db: Db, user: SessionUser, body: Pick<PrivacyUpdateBody, 'oldPassword' | 'password'>, now: Date): Promise<void> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(body.oldPassword, row.hash))) throw fieldError('oldPassword', 'server.old-password-wrong');
  const passwordHash = await hashPassword(body.password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    // Every other device signs in again with the new password; this one stays signed in.
    await tx.update(authTokens).set({ revokedAt: now })
      .where(and(eq(authTokens.userId, user.id), ne(authTokens.id, user.tokenId), isNull(authTokens.revokedAt)));
  });
}
