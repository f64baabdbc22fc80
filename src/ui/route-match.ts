// Which route pattern of routes.tsx an address falls under, the way wouter's Switch reads it for
// these patterns: segment by segment, a `:name` segment taking any one non-empty segment. Boot needs
// it before React runs, to preload the first screen of /chats/messages/42 or /products/{slug}.

/** Whether `path` (no query) is an address of `pattern` (`/chats/messages/:userId`). */
export function matchesPattern(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.replace(/(.)\/$/, '$1').split('/');
  return want.length === got.length && want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]));
}

/** The first of `patterns` that `path` falls under, as a Switch picks it. */
export const firstMatch = <T extends { path: string }>(routes: readonly T[], path: string): T | undefined =>
  routes.find((route) => matchesPattern(route.path, path));
