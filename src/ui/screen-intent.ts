// A screen asked for before it is opened: a drawer item hovered or focused starts
// downloading that screen's chunk and its locale namespaces, so the click finds them on their way.
// The loaders live in routes.tsx, which imports the shell lazily; the shell reaches them through this
// registry (set by first-screen.ts at boot) rather than importing routes.tsx back.

type Preload = (path: string) => readonly string[];

let preload: Preload | undefined;
const asked = new Set<string>();

/** Boot's part: how to start a path's screen download, returning the namespaces its first render asks for. */
export function registerScreenPreload(fn: Preload) {
  preload = fn;
}

/**
 * Starts downloading the screen of `path` and, through `loadNamespaces` (i18next's), its texts; once
 * per path and page (a second hover costs nothing).
 */
export function preloadScreenIntent(path: string, loadNamespaces?: (ns: string[]) => unknown) {
  if (!preload || asked.has(path)) return;
  asked.add(path);
  const namespaces = preload(path);
  if (namespaces.length && loadNamespaces) void Promise.resolve(loadNamespaces([...namespaces])).catch(() => {});
}
