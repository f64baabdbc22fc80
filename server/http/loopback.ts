import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { notFound } from './errors';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
const isLoopback = (address: string | undefined) => LOOPBACK.test(address?.trim() ?? '');

/**
 * True when the caller is on this machine: the socket is a loopback one and, if a proxy on this
 * machine forwarded the request (Vite under `npm run dev`), every address it names is loopback too.
 * A `Forwarded` header is not read, so its presence refuses.
 */
export function isLoopbackClient(c: Context<AppEnv>): boolean {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  if (!isLoopback(incoming?.socket?.remoteAddress)) return false;
  if (c.req.header('forwarded') !== undefined) return false;
  const realIp = c.req.header('x-real-ip');
  if (realIp !== undefined && !isLoopback(realIp)) return false;
  const forwardedFor = c.req.header('x-forwarded-for');
  return forwardedFor === undefined || forwardedFor.split(',').every(isLoopback);
}

/** 404 (as if the route did not exist) for anyone not on this machine. */
export const loopbackOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!isLoopbackClient(c)) throw notFound();
  await next();
});
