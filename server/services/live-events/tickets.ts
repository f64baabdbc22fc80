import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt } from 'drizzle-orm';
import { EVENT_TICKET_SECONDS } from '../../../src/api/schemas/events';
import type { Db } from '../../db';
import { authTokens, eventTickets, liveEvents, users } from '../../db/schema';

/** Events are kept this long for Last-Event-ID resume (a tab asleep longer catches up by polling). */
export const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

const hash = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

/** A ticket for one stream, bound to the session that asked (its revocation closes the stream). */
export async function issueTicket(db: Db, userId: number, tokenId: number, now: Date): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.insert(eventTickets).values({ ticketHash: hash(ticket), userId, tokenId, expiresAt: new Date(now.getTime() + EVENT_TICKET_SECONDS * 1000) });
  // Housekeeping rides on ticket requests (a few a tab an hour): stale tickets and old events go.
  await db.delete(eventTickets).where(lt(eventTickets.expiresAt, now));
  await db.delete(liveEvents).where(lt(liveEvents.createdAt, new Date(now.getTime() - EVENT_RETENTION_MS)));
  return ticket;
}

/**
 * Uses a ticket up (one DELETE … RETURNING: of two opens with the same ticket one wins). Undefined
 * when it is unknown, expired, or its session was revoked since.
 */
export async function redeemTicket(db: Db, ticket: string, now: Date): Promise<{ userId: number; tokenId: number } | undefined> {
  const [row] = await db.delete(eventTickets)
    .where(and(eq(eventTickets.ticketHash, hash(ticket)), gt(eventTickets.expiresAt, now)))
    .returning({ userId: eventTickets.userId, tokenId: eventTickets.tokenId });
  if (!row || !(await sessionAlive(db, row.tokenId))) return undefined;
  return row;
}

/** Whether the token a stream was opened with is still good (not revoked, its user not deleted). */
export async function sessionAlive(db: Db, tokenId: number): Promise<boolean> {
  const [row] = await db.select({ id: authTokens.id }).from(authTokens).innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt), isNull(users.deletedAt)));
  return row !== undefined;
}

/** Which of these tokens are still good: one query for all of a user's streams. */
export async function aliveTokens(db: Db, tokenIds: number[]): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const rows = await db.select({ id: authTokens.id }).from(authTokens).innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(inArray(authTokens.id, tokenIds), isNull(authTokens.revokedAt), isNull(users.deletedAt)));
  return new Set(rows.map((row) => row.id));
}
