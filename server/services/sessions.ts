import type { DatabaseEvents, Db } from '../db';
import { MISSED_NOTIFICATIONS } from '../db/pg-listener';
import type { SessionUser } from '../http/context';
import { SESSION_DEFAULTS, type SessionExpiry } from '../session-expiry';
import { sessionOf } from './auth';

/** The channel the database NOTIFYs with a user id when that user's row or tokens change (migration 0004). */
export const SESSION_CHANNEL = 'session_changed';
/** How long a session is served from memory, at most (never past its end: `SessionExpiry`). */
export const SESSION_CACHE_MS = 60_000;
const MAX_ENTRIES = 10_000;

/** Bearer token → signed-in user, for requireUser. */
export interface Sessions {
  find(token: string, now: Date): Promise<SessionUser | undefined>;
  /** The cached session of the token, if any and still fresh, at once: the common case needs no promise. */
  cached(token: string, now: Date): SessionUser | undefined;
  /** Drops every cached session of the user (logout, deletion, password change, edit). */
  forget(userId: number): void;
}

/**
 * Sessions kept in memory for up to a minute, so most requests make no session query. A cached
 * session never outlives its revocation: the code that revokes calls `forget` at once, and the
 * database's triggers NOTIFY every server process (PostgreSQL LISTEN/NOTIFY), whoever made the change.
 */
export async function cachedSessions(
  db: Db, events: DatabaseEvents, options: { expiry?: SessionExpiry; maxEntries?: number } = {},
): Promise<Sessions> {
  const expiry = options.expiry ?? SESSION_DEFAULTS;
  const limit = options.maxEntries ?? MAX_ENTRIES;
  const byToken = new Map<string, { user: SessionUser; until: number }>();
  // A lookup that started before a `forget` must not put back what was just forgotten.
  let generation = 0;
  const forget = (userId: number) => {
    generation++;
    for (const [token, entry] of byToken) if (entry.user.id === userId) byToken.delete(token);
  };
  await events.listen(SESSION_CHANNEL, (payload) => {
    if (payload === MISSED_NOTIFICATIONS) {
      generation++;
      byToken.clear();
    } else {
      forget(Number(payload));
    }
  });
  const cached = (token: string, now: Date) => {
    const entry = byToken.get(token);
    return entry && entry.until > now.getTime() ? entry.user : undefined;
  };
  return {
    forget,
    cached,
    async find(token, now) {
      const fresh = cached(token, now);
      if (fresh) return fresh;
      byToken.delete(token);
      const started = generation;
      const session = await sessionOf(db, token, now, expiry);
      if (session && started === generation) {
        if (byToken.size >= limit) byToken.delete(byToken.keys().next().value!);
        byToken.set(token, { user: session.user, until: Math.min(now.getTime() + SESSION_CACHE_MS, session.endsAt.getTime()) });
      }
      return session?.user;
    },
  };
}
