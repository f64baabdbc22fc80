import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { withReplyHeaders } from './reply-headers';

/**
 * The built client's policy: Vite emits no inline script or style (React and Headless UI set styles
 * through the CSSOM, which style-src does not govern); upload previews are blob: URLs; the API, and
 * later the event stream, are same-origin. The payment provider's script origin joins script-src when
 * the online payment lands.
 */
const APP_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
// The development mail viewer (loopback only) renders e-mails, which carry inline styles.
const DEV_MAIL_POLICY = { ...APP_POLICY, 'style-src': ["'self'", "'unsafe-inline'"], 'img-src': ["'self'", 'data:'] };

const policyText = (policy: Record<string, string[]>) =>
  Object.entries(policy).map(([directive, sources]) => `${directive} ${sources.join(' ')}`).join('; ');

/** Hono secure-headers' defaults, with no framing, this referrer policy and no camera or location. */
const COMMON = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': 'camera=(), geolocation=()',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=15552000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

// Built once: every reply sends one of these two fixed sets.
const APP_HEADERS = Object.freeze({ 'content-security-policy': policyText(APP_POLICY), ...COMMON });
const DEV_MAIL_HEADERS = Object.freeze({ 'content-security-policy': policyText(DEV_MAIL_POLICY), ...COMMON });

/** Security headers on every reply (errors and 404s included): CSP, nosniff, no framing, referrer policy. */
export const securityHeaders = createMiddleware<AppEnv>((c, next) =>
  withReplyHeaders(c, c.req.path.startsWith('/dev/') ? DEV_MAIL_HEADERS : APP_HEADERS, next));
