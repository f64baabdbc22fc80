import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './context';

/**
 * The built client's policy: Vite emits no inline script or style (React and Headless UI set styles
 * through the CSSOM, which style-src does not govern); upload previews are blob: URLs; the API, and
 * later the event stream, are same-origin. The payment provider's script origin joins script-src when
 * the online payment lands.
 */
const APP_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'blob:', 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const common: Parameters<typeof secureHeaders>[0] = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], geolocation: [] },
};

const appHeaders = secureHeaders({ ...common, contentSecurityPolicy: APP_POLICY });
// The development mail viewer (loopback only) renders e-mails, which carry inline styles.
const devMailHeaders = secureHeaders({
  ...common,
  contentSecurityPolicy: { ...APP_POLICY, styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'] },
});

/** Security headers on every reply (errors and 404s included): CSP, nosniff, no framing, referrer policy. */
export const securityHeaders = createMiddleware<AppEnv>((c, next) =>
  (c.req.path.startsWith('/dev/') ? devMailHeaders : appHeaders)(c, next));
