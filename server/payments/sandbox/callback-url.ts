/**
 * Whether `url` lies under `base` (same scheme, host and port, and within base's path): the sandbox
 * redirects browsers to an invoice's CallBackUrl / ErrorUrl from our origin, so only our own pages.
 */
export function isUnderUrl(url: string, base: string): boolean {
  let target: URL;
  let root: URL;
  try {
    target = new URL(url);
    root = new URL(base);
  } catch {
    return false;
  }
  if (target.origin !== root.origin || target.username || target.password) return false;
  const prefix = root.pathname.endsWith('/') ? root.pathname : `${root.pathname}/`;
  return target.pathname === root.pathname || target.pathname.startsWith(prefix);
}
