// What the first render will need besides the locale files, started before boot awaits them: the
// screen the address leads to (after the session rules) and, for a signed-in screen, the shell.
// Without this the screen's chunk is only asked for once the locale files are in and React renders.
import { loadAppShell, preloadScreen } from './routes';
import { guardRedirect, showsChrome } from './shell/route-rules';

/** `signedIn`: a stored session exists (boot checks it with the server meanwhile). */
export function preloadFirstScreen(path: string, search: string, signedIn: boolean) {
  const target = (guardRedirect(signedIn ? 'signedIn' : 'signedOut', path, search, false) ?? path).split('?')[0];
  preloadScreen(target);
  if (signedIn && showsChrome(target)) void loadAppShell().catch(() => {});
}
