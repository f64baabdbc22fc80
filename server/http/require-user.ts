import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Role } from '../../src/api/schemas/common';
import type { AppEnv, SessionUser } from './context';
import { forbidden, unauthenticated } from './errors';

/**
 * Loads the signed-in user, company and roles for a bearer token (deps.sessions: the database,
 * through a cache that revocations empty). Later routes scope every query to `currentUser(c).companyId` (tenancy) and read roles from here,
 * never the client.
 */
export const requireUser = createMiddleware<AppEnv>((c, next) => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '');
  if (!match) throw unauthenticated();
  const { sessions, clock } = c.get('deps');
  const now = clock.now();
  // A cached session passes on at once (no async function, no await): most requests.
  const cached = sessions.cached(match[1], now);
  if (cached) {
    c.set('user', cached);
    return next();
  }
  return sessions.find(match[1], now).then((user) => {
    if (!user) throw unauthenticated();
    c.set('user', user);
    return next();
  });
});

export function currentUser(c: Context<AppEnv>): SessionUser {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}

/**
 * After requireUser: lets the call through only when the user's primary (first) role is one of
 * `roles` (part 1 §6: the first role decides), else 403.
 */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!roles.includes(currentUser(c).roles[0])) throw forbidden();
    await next();
  });
