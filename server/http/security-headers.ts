import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context';
import { ACCOUNT_MAP_PATH, MAP_TILE_ORIGIN } from '../../src/domain/map-tiles';
import { withReplyHeaders } from './reply-headers';

/**
 * The built client's policy: Vite emits no inline script or style (React and Headless UI set styles
 * through the CSSOM, which style-src does not govern); upload previews are blob: URLs; the API, and
 * later the event stream, are same-origin. The payment provider's embedded form, when it comes from
 * another origin (MyFatoorah's session.js), joins it: see securityHeadersFor.
 */
const APP_POLICY: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // The one inline style allowed: the <style> wavesurfer.js 8.0.1 (pinned) writes into its player's shadow root
  // for the options VoicePlayer gives it. An upgrade that changes it fails chats-voice.spec.ts on a CSP violation.
  'style-src': ["'self'", "'sha256-EbQRT+1/o6noeZTUfkkbORH8zUyteVqmj7YFvRqOVrw='"],
  'img-src': ["'self'", 'blob:', 'data:'],
  'font-src': ["'self'"],
  // A voice message plays from the object URL its player made of the authenticated download.
  'media-src': ["'self'", 'blob:'],
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

/**
 * The app's policy with the embedded payment form's origin (MyFatoorah's portal) allowed to run its
 * script, draw its frames (card fields, Apple Pay, Google Pay) and call home; a same-origin script
 * (the sandbox's session.js) changes nothing.
 */
export function appPolicy(paymentScriptUrl?: string): Record<string, string[]> {
  const origin = paymentScriptUrl && /^https?:\/\//.test(paymentScriptUrl) ? new URL(paymentScriptUrl).origin : null;
  if (!origin) return APP_POLICY;
  const withOrigin = (directive: string) => [...(APP_POLICY[directive] ?? ["'self'"]), origin];
  return { ...APP_POLICY, 'script-src': withOrigin('script-src'), 'frame-src': withOrigin('frame-src'), 'connect-src': withOrigin('connect-src'), 'img-src': withOrigin('img-src') };
}

/** The account page's policy: the company section's map draws OpenStreetMap's tiles (images only). */
export const mapPolicy = (policy: Record<string, string[]>): Record<string, string[]> => ({ ...policy, 'img-src': [...policy['img-src'], MAP_TILE_ORIGIN] });

const DEV_MAIL_HEADERS = Object.freeze({ 'content-security-policy': policyText(DEV_MAIL_POLICY), ...COMMON });

/**
 * The API's replies are data (JSON, an event stream, a CSV, a recording), never a page: they get the
 * headers that matter for data (OWASP's REST security list: nothing may run or frame it, no sniffing,
 * HTTPS only, no cross-origin reads) and not the page-only ones (opener and agent isolation,
 * permissions, DNS prefetch, download options, the legacy XSS filter). Seven headers instead of
 * thirteen: every API reply is about 600 bytes and eight header checks lighter.
 */
const API_HEADERS = Object.freeze({
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': COMMON['cross-origin-resource-policy'],
  'referrer-policy': COMMON['referrer-policy'],
  'strict-transport-security': COMMON['strict-transport-security'],
  'x-content-type-options': COMMON['x-content-type-options'],
  'x-frame-options': COMMON['x-frame-options'],
});

/**
 * Security headers on every reply (errors and 404s included): CSP, nosniff, no framing, referrer policy.
 * Built once: every reply sends one of three fixed sets (pages, the API's data, the development mail viewer).
 */
export function securityHeadersFor(paymentScriptUrl?: string) {
  const appHeaders = Object.freeze({ 'content-security-policy': policyText(appPolicy(paymentScriptUrl)), ...COMMON });
  const mapHeaders = Object.freeze({ 'content-security-policy': policyText(mapPolicy(appPolicy(paymentScriptUrl))), ...COMMON });
  const headersFor = (path: string) => (path.startsWith('/api/') ? API_HEADERS : path.startsWith('/dev/') ? DEV_MAIL_HEADERS : path === ACCOUNT_MAP_PATH ? mapHeaders : appHeaders);
  return createMiddleware<AppEnv>((c, next) => withReplyHeaders(c, headersFor(c.req.path), next));
}
