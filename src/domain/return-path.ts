// Where sign-in returns to: a signed-out deep link goes to /login?next=<path>, and the
// sign-in goes back there. Only a path of this site counts: never another origin ('//evil.test',
// 'https://…', '/\evil.test' that browsers read as '//'), never a sign-in screen again.

const BASE = 'http://souqdesk.invalid';

/** The same-origin path (with its query and hash) that `raw` names, or null when it is not one. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || raw.length > 2000) return null;
  // One slash, then not a slash or backslash: '//host' and '/\host' are other origins to a browser.
  if (!/^\/(?![/\\])/.test(raw) || /[\\\u0000-\u001f\u007f]/.test(raw)) return null;
  let url: URL;
  try { url = new URL(raw, BASE); } catch { return null; }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === '/login' || url.pathname.startsWith('/reset-password')) return null;
  return path;
}

/** The sign-in address that comes back to `path` + `search` afterwards (the bare one for home). */
export function loginWithReturn(path: string, search: string, sessionExpired: boolean): string {
  const query = new URLSearchParams();
  if (sessionExpired) query.set('session_expired', 'true');
  const back = safeReturnPath(`${path}${search ? `?${search.replace(/^\?/, '')}` : ''}`);
  if (back && back !== '/') query.set('next', back);
  const text = query.toString();
  return text ? `/login?${text}` : '/login';
}

/** Where a sign-in on /login?<search> goes: its `next`, when that is a path of this site. */
export function returnPathOf(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get('next'));
}
