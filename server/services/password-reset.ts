import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Locale } from '../../src/api/schemas/common';
import { RESET_CODE_LENGTH, RESET_CODE_TTL_MS } from '../../src/domain/limits';
import type { Db } from '../db';
import { passwordResetCodes, users } from '../db/schema';
import { HttpError, fieldError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { resetCodeLetter } from '../mail/templates';
import { revokeAllTokens } from './auth';
import { hashPassword } from '../lib/passwords';
import { lockedForMs, recordEvent } from './throttle';
import { sha256Hex } from './tokens';
import { findUserByEmail } from './users';

export const CODES_PER_EMAIL = 5;
export const CODES_WINDOW_MS = 60 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;

// The code is bound to its user so equal codes of two users never hash alike.
const codeHash = (userId: number, code: string) => sha256Hex(`${userId}:${code}`);

/**
 * Counts the request (429 when this e-mail asked too often) and returns the rest: the 6-digit code,
 * created and mailed only when the e-mail belongs to a live account. The route replies before running
 * it, so the answer and its timing are the same either way (no account enumeration). The throttle
 * counts the address asked for, not the account.
 */
export async function requestResetCode(db: Db, mailer: Mailer, input: { email: string; locale: Locale; now: Date }): Promise<() => Promise<void>> {
  const email = input.email.trim().toLowerCase();
  const key = `reset:${email}`;
  const lockedMs = await lockedForMs(db, [key], input.now);
  if (lockedMs > 0) {
    const retryAfter = Math.ceil(lockedMs / 1000);
    throw new HttpError(429, 'server.too-many-codes', { vars: { count: Math.ceil(retryAfter / 60) }, retryAfter });
  }
  await recordEvent(db, key, { max: CODES_PER_EMAIL, windowMs: CODES_WINDOW_MS }, input.now);
  return () => sendResetCode(db, mailer, { ...input, email });
}

async function sendResetCode(db: Db, mailer: Mailer, input: { email: string; locale: Locale; now: Date }) {
  const user = await findUserByEmail(db, input.email);
  if (!user || user.deletedAt) return;
  const code = String(randomInt(0, 10 ** RESET_CODE_LENGTH)).padStart(RESET_CODE_LENGTH, '0');
  await db.transaction(async (tx) => {
    // A new code replaces every earlier one.
    await tx.update(passwordResetCodes).set({ usedAt: input.now })
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)));
    await tx.insert(passwordResetCodes).values({
      userId: user.id, codeHash: codeHash(user.id, code), createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + RESET_CODE_TTL_MS),
    });
  });
  await mailer.send({ to: user.email, ...resetCodeLetter(input.locale, { name: user.fullName, code }) });
}

/** Checks the code, sets the new password, spends the code and signs the user out everywhere. */
export async function resetPassword(db: Db, input: { email: string; code: string; password: string; now: Date }) {
  const user = await findUserByEmail(db, input.email);
  const [current] = user && !user.deletedAt
    ? await db.select().from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)))
      .orderBy(desc(passwordResetCodes.id)).limit(1)
    : [];
  if (!user || !current || current.attempts >= MAX_CODE_ATTEMPTS) throw fieldError('code', 'server.reset-code-invalid');

  const matches = timingSafeEqual(Buffer.from(codeHash(user.id, input.code.trim())), Buffer.from(current.codeHash));
  if (!matches) {
    await db.update(passwordResetCodes).set({ attempts: sql`${passwordResetCodes.attempts} + 1` }).where(eq(passwordResetCodes.id, current.id));
    throw fieldError('code', 'server.reset-code-invalid');
  }
  // Only the holder of the right code learns it expired: for anyone guessing, a known e-mail with an
  // expired code answers like an unknown one.
  if (current.expiresAt <= input.now) throw fieldError('code', 'server.reset-code-expired');
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Spend the code only if nobody spent it meanwhile (two tabs submitting at once).
    const spent = await tx.update(passwordResetCodes).set({ usedAt: input.now })
      .where(and(eq(passwordResetCodes.id, current.id), isNull(passwordResetCodes.usedAt)))
      .returning({ id: passwordResetCodes.id });
    if (spent.length === 0) throw fieldError('code', 'server.reset-code-invalid');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllTokens(tx as unknown as Db, user.id, input.now);
  });
  return { userId: user.id };
}
