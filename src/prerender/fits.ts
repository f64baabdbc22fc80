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
