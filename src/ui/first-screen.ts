// What the first render will need besides the locale files, started before boot awaits them: the
// screen the address leads to (after the session rules) and, for a signed-in screen, the shell.
// Without this the screen's chunk is only asked for once the locale files are in and React renders.
import { SHELL_NAMESPACES } from '../boot-namespaces';
import { yieldToMain } from '../boot/yield-to-main';
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
  const chrome = signedIn && showsChrome(target);
  // Each import asks for its chunk and a preload link for every chunk under it, all in the task that
  // calls it: together the first screen's were one long task of some forty requests. One import a task,
  // the screen's first (its first paint waits for it).
  const steps: (() => void)[] = [() => preloadScreen(target)];
  if (chrome) steps.push(quietly(loadAppShell));
  // Every screen's module graph holds zod and the contract's common shapes, the costliest part to
  // evaluate (zod builds each schema at load): asked for on their own, they arrive first and are
  // evaluated in a task of their own, not inside the screen's one long task.
  steps.push(quietly(() => import('../api/schemas/common')));
  // The session's check (answered early, src/api/early-replies.ts) parses its reply with this schema, and
  // the screen's first calls go through the API client's fetch library: both asked for now, not after.
  if (signedIn) steps.push(quietly(() => import('../api/schemas/users')), quietly(() => import('ofetch')));
  void inTasksOfTheirOwn(steps);
  return [...(chrome ? SHELL_NAMESPACES : []), ...routeNamespaces(target)];
}

/** A download started and left to itself: a failed one is asked for again where it is needed. */
const quietly = (load: () => Promise<unknown>) => () => {
  load().catch(() => {});
};

async function inTasksOfTheirOwn(steps: (() => void)[]) {
  for (const [i, step] of steps.entries()) {
    if (i > 0) await yieldToMain();
    step();
  }
}
