import type { Context } from 'hono';
import type { AppEnv } from './context';

/**
 * The address the outermost of `hops` trusted proxies saw, from x-forwarded-for. Each proxy appends
 * the address of whoever connected to it, so the last `hops` entries are theirs and anything before
 * them is the client's own writing: the entry `hops` from the right is the first one to believe.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined;
  const entries = header.split(',').map((entry) => entry.trim());
  return entries.length >= hops ? entries[entries.length - hops] || undefined : undefined;
}

/** The caller's address for throttling. x-forwarded-for is believed only as far as TRUST_PROXY's hops. */
export function clientAddress(c: Context<AppEnv>): string {
  const forwarded = forwardedClient(c.req.header('x-forwarded-for'), c.get('deps').config.trustProxy);
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
