// Who may be where (part 1 §1, §2, §4): pure rules, so the guard is a one-liner and testable.
import { loginWithReturn, returnPathOf } from '../../domain/return-path';
export type SessionPhase = 'restoring' | 'signedIn' | 'signedOut';

/** Screens a logged-out visitor may use (Join Us is a dialog on the login screen). */
export const PUBLIC_PATHS = ['/login', '/reset-password-request', '/reset-password'];
/** The Flows page: open signed in or out (it reads no account's data), without the chrome. */
export const FLOWS_PATH = '/flows';
/** Screens without the drawer and the top bar. */
export const BARE_PATHS = [...PUBLIC_PATHS, FLOWS_PATH];
/** Screens whose top bar shows the search box. */
export const SEARCHABLE_PATHS = ['/', '/products', '/requests', '/employees'];

export const isPublicPath = (path: string) => PUBLIC_PATHS.includes(path);
export const showsChrome = (path: string) => !BARE_PATHS.includes(path);
export const showsSearch = (path: string) => SEARCHABLE_PATHS.includes(path);

/** Any address containing 'thanks' is the payment provider's return: show the success screen. */
export function thanksRedirect(path: string, search: string): string | null {
  return path.includes('thanks') ? `/payment-success${search ? `?${search.replace(/^\?/, '')}` : ''}` : null;
}

/** A buyer's home is their own requests: the overview is the seller's dashboard (the buyer view). */
export const BUYER_HOME = '/profile/requests';

/** An administrator's home: the Join Us review; the overview is the seller's dashboard. */
export const ADMIN_HOME = '/admin/join-requests';

/**
 * Where the visitor must go instead, or null to stay. `buyer`: the signed-in user's first role is user;
 * `admin`: it is admin.
 */
export function guardRedirect(phase: SessionPhase, path: string, search: string, sessionExpired: boolean, buyer = false, admin = false): string | null {
  const thanks = thanksRedirect(path, search);
  if (thanks) return thanks;
  if (phase === 'restoring' || path === FLOWS_PATH) return null;
  if (phase === 'signedIn') {
    const home = admin ? ADMIN_HOME : buyer ? BUYER_HOME : '/';
    if (admin && path === '/') return home;
    // Back to the page asked for before sign-in, a path of this site only.
    if (path === '/login') return returnPathOf(search) ?? home;
    if (isPublicPath(path)) return home;
    return buyer && path === '/' ? home : null;
  }
  // A reset needs the e-mail its code was sent to: without one, ask for it on the request screen.
  if (path === '/reset-password' && !new URLSearchParams(search).get('email')?.trim()) return '/reset-password-request';
  if (isPublicPath(path)) return null;
  return loginWithReturn(path, search, sessionExpired);
}
