import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { notFound } from './errors';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * True when the caller is on this machine: the socket is a loopback one and nothing forwarded the
 * request (a reverse proxy on the same host connects from 127.0.0.1 on behalf of anyone).
 */
export function isLoopbackClient(c: Context<AppEnv>): boolean {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const address = incoming?.socket?.remoteAddress ?? '';
  return LOOPBACK.test(address) && FORWARDING_HEADERS.every((h) => c.req.header(h) === undefined);
}

/** 404 (as if the route did not exist) for anyone not on this machine. */
export const loopbackOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isLoopbackClient(c)) throw notFound();
  await next();
});
