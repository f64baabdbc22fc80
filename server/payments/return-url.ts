// The payment provider's return address (CallBackUrl, ErrorUrl) is where the browser comes back
// signed in, so it is built on the origin the seller opened the app at, not always PUBLIC_URL: a
// seller on http://127.0.0.1:3000 sent back to http://localhost:3000 finds no session there (its
// storage belongs to the other origin). Only an origin of the server's allowed list counts (config
// allowedOrigins); anything else, or none, falls back to PUBLIC_URL.
import type { Config } from '../config';

type Headers = { get(name: string): string | null };

/** The origin the request came from: its Origin header, else its Host (X-Forwarded-Proto/Host behind a trusted proxy). */
export function requestOrigin(headers: Headers, trustProxy: number): string | null {
  const origin = headers.get('origin');
  if (origin && origin !== 'null') return origin;
  const forwardedHost = trustProxy > 0 ? headers.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  const host = forwardedHost || headers.get('host');
  if (!host) return null;
  const proto = (trustProxy > 0 ? headers.get('x-forwarded-proto')?.split(',')[0]?.trim() : undefined) || 'http';
  try {
    return new URL(`${proto}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Where the provider sends the browser back: PUBLIC_URL, or the request's own origin when it is an allowed one. */
export function returnBaseUrl(config: Pick<Config, 'publicUrl' | 'allowedOrigins' | 'trustProxy'>, headers: Headers): string {
  const origin = requestOrigin(headers, config.trustProxy);
  if (!origin || !config.allowedOrigins.includes(origin)) return config.publicUrl;
  // PUBLIC_URL's own origin keeps its path (an app served under /souqdesk).
  return new URL(config.publicUrl).origin === origin ? config.publicUrl : origin;
}
