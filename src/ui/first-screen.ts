// What the first render will need besides the locale files, started before boot awaits them: the
// screen the address leads to (after the session rules) and, for a signed-in screen, the shell.
// Without this the screen's chunk is only asked for once the locale files are in and React renders.
import { SHELL_NAMESPACES } from '../boot-namespaces';
import { preloadScreen, routeNamespaces } from './routes';
import { loadAppShell } from './shell/load-app-shell';
import { registerScreenPreload } from './screen-intent';
import { guardRedirect, showsChrome } from './shell/route-rules';

// A drawer item hovered or focused preloads its screen the same way (screen-intent.ts).
registerScreenPreload((path) => {
  preloadScreen(path);
  return routeNamespaces(path);
});

/**
 * `signedIn`: a stored session exists (boot checks it with the server meanwhile). Returns the locale
 * namespaces that screen and its shell ask for first, for boot to load with its own: each asked for
 * by the first render suspended it, and React built the page again once it came in.
 */
export function preloadFirstScreen(path: string, search: string, signedIn: boolean): string[] {
  const target = (guardRedirect(signedIn ? 'signedIn' : 'signedOut', path, search, false) ?? path).split('?')[0];
  // Every screen's module graph holds zod and the contract's common shapes, the costliest part to
  // evaluate (zod builds each schema at load): asked for on their own, they arrive first and are
  // evaluated in a task of their own, not inside the screen's one long task.
  void import('../api/schemas/common').catch(() => {});
  preloadScreen(target);
  const chrome = signedIn && showsChrome(target);
  if (chrome) void loadAppShell().catch(() => {});
  // The session's check (answered early, src/api/early-replies.ts) parses its reply with this schema, and
  // the screen's first calls go through the API client's fetch library: both asked for now, not after.
  if (signedIn) {
    void import('../api/schemas/users').catch(() => {});
    void import('ofetch').catch(() => {});
  }
  return [...(chrome ? SHELL_NAMESPACES : []), ...routeNamespaces(target)];
}
