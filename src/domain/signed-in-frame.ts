// The signed-in frame: the shell's frame and the landing screen's name, built into HTML once per screen
// and language (scripts/vite-prerender.ts), sent by the server to a visitor whose browser holds a
// session, painted before any script. Shared by the build, the server and the boot.
import { cookieValue } from './cookies';
import { LOCALE_COOKIE_MAX_AGE_S } from './prerendered-login';
import { ROLES, type RoleName } from './roles';

/**
 * The cookie that tells the server a session is stored in this browser, and its first role (which
 * picks a buyer's or an administrator's home). Not a credential: it only picks which public page to
 * send; the app still checks the stored session with the server before showing anything of the account.
 */
export const FRAME_COOKIE = 'souqdesk.frame';

/** The build's list of the screens that have a frame: `[{ path, name }]`, in the router's order. */
export const FRAMES_MANIFEST = 'frames.json';

export type FrameRoute = { path: string; name: string };

/** The build's file of the frame of screen `name` (a route's name) in `locale`, beside index.html. */
export const frameFile = (name: string, locale: 'en' | 'ar') => `frame.${name}.${locale}.html`;

/** The role a cookie header says a stored session has, or null (no session, or not a role). */
export function frameRoleFromCookie(cookieHeader: string | undefined): RoleName | null {
  const value = cookieValue(cookieHeader, FRAME_COOKIE);
  return ROLES.find((name) => name === value) ?? null;
}

/** `document.cookie`'s assignment that records `role` (or forgets it, for null). */
export function frameCookie(role: RoleName | null, secure: boolean): string {
  const attributes = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  // Written again at every boot and every stored record, so it follows local storage (src/main.tsx).
  return role ? `${FRAME_COOKIE}=${role}${attributes}; Max-Age=${LOCALE_COOKIE_MAX_AGE_S}` : `${FRAME_COOKIE}=${attributes}; Max-Age=0`;
}
