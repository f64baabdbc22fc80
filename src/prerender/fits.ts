import type { SessionStart } from '../machines/session/session.storage';

/**
 * Whether the first render in the browser will be exactly the prerendered /login (src/prerender/
 * login-page.tsx), so React can hydrate it: the same language, a bare /login, nobody signed in and no
 * lock running. Otherwise (a signed-in visitor, ?session_expired, a language changed since) the
 * markup is dropped and the app renders from nothing, instead of hydrating a page that differs.
 */
export function fitsPrerenderedLogin(
  prerendered: string | undefined,
  locale: string,
  { pathname, search }: { pathname: string; search: string },
  start: SessionStart,
): boolean {
  const locked = start.lock.lockedUntil !== null && start.lock.lockedUntil > start.now;
  return prerendered === locale && pathname === '/login' && search === '' && start.auth === null && !locked;
}

/**
 * Whether the signed-in frame the server sent (src/prerender/frame-page.tsx) can stay until the app's
 * first render replaces it with the same frame: a stored session (its cookie was not stale) and the
 * same language. Otherwise it goes at once, rather than showing a screen the app will not open.
 */
export function fitsSignedInFrame(frame: string | undefined, locale: string, start: SessionStart): boolean {
  return frame === locale && start.auth !== null;
}
