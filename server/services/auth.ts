import { and, eq, isNull } from 'drizzle-orm';
import type { AuthRecord } from '../../src/api/schemas/auth';
import {
  LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, SERVER_LOGIN_MAX_FAILURES_PER_ADDRESS, SERVER_LOGIN_SLOW_AFTER_FAILURES,
  SERVER_LOGIN_SLOWDOWN_BASE_MS, SERVER_LOGIN_SLOWDOWN_MAX_MS, SERVER_LOGIN_WINDOW_MS,
} from '../../src/domain/limits';
import type { Db } from '../db';
import { authTokens, companies, users } from '../db/schema';
import type { Clock, SessionUser } from '../http/context';
import { HttpError } from '../http/errors';
import type { SessionExpiry } from '../session-expiry';
import { dummyPasswordHash, verifyPassword } from '../lib/passwords';
import { clearThrottles, countInWindow, lockedForMs, recordEvent } from './throttle';
import { newToken, sha256Hex } from './tokens';
import { companyOf, findUserByLogin, toCurrentUser } from './users';

/**
 * Three counters. Two refuse: this account from this address (the client's 5 → 180 s rule) and this
 * address against any account (spraying many names from one place). The third, the account from
 * everywhere, only slows sign-ins to it down: a lock there would let anyone lock the owner out.
 */
function throttleKeys(account: string, address: string) {
  return {
    pair: `login:pair:${account}|${address}`,
    account: `login:account:${account}`,
    address: `login:address:${address}`,
  };
}

/** The wait before checking a password of an account with `failures` recent failures from anywhere. */
export function slowdownMs(failures: number): number {
  if (failures < SERVER_LOGIN_SLOW_AFTER_FAILURES) return 0;
  return Math.min(SERVER_LOGIN_SLOWDOWN_MAX_MS, SERVER_LOGIN_SLOWDOWN_BASE_MS * 2 ** (failures - SERVER_LOGIN_SLOW_AFTER_FAILURES));
}

export async function login(db: Db, clock: Clock, input: { login: string; password: string; address: string }): Promise<AuthRecord> {
  const user = await findUserByLogin(db, input.login);
  const account = user ? `user:${user.id}` : `name:${input.login.trim().toLowerCase()}`;
  const keys = throttleKeys(account, input.address);

  const lockedMs = await lockedForMs(db, [keys.pair, keys.address], clock.now());
  if (lockedMs > 0) throw lockedError(lockedMs);
  await clock.sleep(slowdownMs(await countInWindow(db, keys.account, SERVER_LOGIN_WINDOW_MS, clock.now())));

  // Compare against a dummy hash for unknown names so the answer takes as long either way.
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  const now = clock.now();
  if (!user || user.deletedAt || !passwordOk) {
    await recordEvent(db, keys.pair, { max: LOGIN_MAX_FAILURES, windowMs: SERVER_LOGIN_WINDOW_MS, lockMs: LOGIN_LOCK_MS }, now);
    await recordEvent(db, keys.account, { windowMs: SERVER_LOGIN_WINDOW_MS }, now);
    await recordEvent(db, keys.address, { max: SERVER_LOGIN_MAX_FAILURES_PER_ADDRESS, windowMs: SERVER_LOGIN_WINDOW_MS }, now);
    throw new HttpError(401, 'server.invalid-credentials');
  }
  // Only the owner (the right password) learns that the account is deactivated.
  if (user.deactivatedAt) throw new HttpError(403, 'server.account-deactivated');

  // The account's counter stays: the owner signing in must not speed an attacker up again.
  await clearThrottles(db, [keys.pair]);
  await db.update(users).set({ lastEntryAt: now }).where(eq(users.id, user.id));
  const { token, hash } = newToken();
  await db.insert(authTokens).values({ userId: user.id, tokenHash: hash, createdAt: now, lastUsedAt: now });
  const company = await companyOf(db, user.companyId);
  return {
    userName: user.userName,
    access_token: token,
    token,
    token_type: 'Bearer',
    user: toCurrentUser({ ...user, company }),
  };
}

function lockedError(ms: number) {
  const retryAfter = Math.ceil(ms / 1000);
  return new HttpError(429, 'server.too-many-attempts', { vars: { count: Math.ceil(retryAfter / 60) }, retryAfter });
}

/**
 * How often a token's last use is written: a few minutes is precise enough for an idle limit of days,
 * and keeps reads from turning into writes.
 */
export const TOUCH_EVERY_MS = 5 * 60_000;

/**
 * The live session behind a bearer token and the moment it ends (idle or hard limit, `SessionExpiry`),
 * or undefined: unknown, revoked, expired, or the user was deleted or deactivated.
 */
export async function sessionOf(db: Db, token: string, now: Date, expiry: SessionExpiry): Promise<{ user: SessionUser; endsAt: Date } | undefined> {
  const [row] = await db
    // Only what a session needs: the password hash is read by login alone.
    .select({
      user: { id: users.id, companyId: users.companyId, fullName: users.fullName, userName: users.userName, email: users.email, imageUrl: users.imageUrl, roles: users.roles },
      tokenId: authTokens.id, createdAt: authTokens.createdAt, lastUsedAt: authTokens.lastUsedAt,
      company: { id: companies.id, name: companies.name, slug: companies.slug } })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(authTokens.tokenHash, sha256Hex(token)), isNull(authTokens.revokedAt), isNull(users.deletedAt), isNull(users.deactivatedAt)));
  if (!row) return undefined;
  const lastUsed = (row.lastUsedAt ?? row.createdAt).getTime();
  const hardEnd = row.createdAt.getTime() + expiry.maxMs;
  if (now.getTime() >= Math.min(lastUsed + expiry.idleMs, hardEnd)) return undefined;
  if (now.getTime() - lastUsed >= TOUCH_EVERY_MS) {
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, row.tokenId));
  }
  const { user, company } = row;
  return {
    user: {
      id: user.id, companyId: user.companyId, fullName: user.fullName, userName: user.userName, email: user.email,
      imageUrl: user.imageUrl, roles: user.roles, company: company?.id ? company : null, tokenId: row.tokenId,
    },
    // Used now, so the idle limit is a full period away; the hard end stands.
    endsAt: new Date(Math.min(now.getTime() + expiry.idleMs, hardEnd)),
  };
}

export async function revokeToken(db: Db, tokenId: number, now: Date) {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: Db, userId: number, now: Date) {
  await db.update(authTokens).set({ revokedAt: now }).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
