import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Locale } from '../../src/api/schemas/common';
import { RESET_CODE_LENGTH, RESET_CODE_TTL_MS } from '../../src/domain/limits';
import type { Db } from '../db';
import { passwordResetCodes, users } from '../db/schema';
import { fieldError } from '../http/errors';
import type { Mailer } from '../mail/mailer';
import { resetCodeLetter } from '../mail/templates';
import { revokeAllTokens } from './auth';
import { hashPassword } from '../lib/passwords';
import { limitReached, takeSlot } from './throttle';
import { sha256Hex } from './tokens';
import { findUserByEmail } from './users';

export const CODES_PER_EMAIL = 5;
export const CODES_WINDOW_MS = 60 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60_000;
/** Per day: codes per e-mail asked for (known or not), forgot requests per address, reset attempts per address and per e-mail. */
export const CODES_PER_EMAIL_PER_DAY = 10;
export const FORGOT_PER_ADDRESS_PER_DAY = 10;
export const RESETS_PER_ADDRESS_PER_DAY = 20;
export const RESETS_PER_EMAIL_PER_DAY = 20;

// The code is bound to its user so equal codes of two users never hash alike.
const codeHash = (userId: number, code: string) => sha256Hex(`${userId}:${code}`);

/**
 * Counts the request (429 when this address, or this e-mail, asked too often) and returns the rest: the
 * 6-digit code, created and mailed only when the e-mail belongs to a live account. The route replies
 * before running it, so the answer and its timing are the same either way (no account enumeration).
 * The throttle counts the e-mail asked for, not the account, for the same reason.
 */
export async function requestResetCode(
  db: Db, mailer: Mailer, input: { email: string; locale: Locale; now: Date; address: string },
): Promise<() => Promise<void>> {
  const email = input.email.trim().toLowerCase();
  const lockedMs = await takeSlot(db, [
    { key: `reset:address:${input.address}`, rule: { max: FORGOT_PER_ADDRESS_PER_DAY, windowMs: DAY_MS } },
    { key: `reset:${email}`, rule: { max: CODES_PER_EMAIL, windowMs: CODES_WINDOW_MS } },
    { key: `reset:day:${email}`, rule: { max: CODES_PER_EMAIL_PER_DAY, windowMs: DAY_MS } },
  ], input.now);
  if (lockedMs > 0) throw limitReached('server.too-many-codes', lockedMs);
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
export async function resetPassword(db: Db, input: { email: string; code: string; password: string; now: Date; address: string }) {
  const email = input.email.trim().toLowerCase();
  // Every attempt counts, right or wrong, per address (spraying codes at many e-mails) and per e-mail
  // asked for (known or not, so a refusal tells nothing about the account).
  const lockedMs = await takeSlot(db, [
    { key: `reset-try:address:${input.address}`, rule: { max: RESETS_PER_ADDRESS_PER_DAY, windowMs: DAY_MS } },
    { key: `reset-try:${email}`, rule: { max: RESETS_PER_EMAIL_PER_DAY, windowMs: DAY_MS } },
  ], input.now);
  if (lockedMs > 0) throw limitReached('server.too-many-attempts', lockedMs);

  const user = await findUserByEmail(db, email);
  const [current] = user && !user.deletedAt
    ? await db.select().from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, user.id), isNull(passwordResetCodes.usedAt)))
      .orderBy(desc(passwordResetCodes.id)).limit(1)
    : [];
  if (!user || !current) throw fieldError('code', 'server.reset-code-invalid');
  // Take one of the code's attempts in the statement that checks the cap: concurrent guesses cannot all
  // read "4 used" and go on. The right code spends an attempt too, so no burst gets past the cap.
  const claimed = await db.update(passwordResetCodes).set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, current.id), isNull(passwordResetCodes.usedAt), lt(passwordResetCodes.attempts, MAX_CODE_ATTEMPTS)))
    .returning({ id: passwordResetCodes.id });
  if (claimed.length === 0) throw fieldError('code', 'server.reset-code-invalid');

  const matches = timingSafeEqual(Buffer.from(codeHash(user.id, input.code.trim())), Buffer.from(current.codeHash));
  if (!matches) throw fieldError('code', 'server.reset-code-invalid');
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
