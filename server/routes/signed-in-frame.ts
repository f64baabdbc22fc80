// Which signed-in frame (src/domain/signed-in-frame.ts) the server sends for an address: the frame of
// the screen a stored session lands on, in the visitor's language, or none. The rules are the client's
// own (route-rules.ts, route-match.ts), so the frame names the screen the app will show.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { localeFromCookie } from '../../src/domain/prerendered-login';
import { FRAMES_MANIFEST, frameFile, frameRoleFromCookie } from '../../src/domain/signed-in-frame';
import { firstMatch } from '../../src/ui/route-match';
import { guardRedirect, showsChrome } from '../../src/ui/shell/route-rules';

const Manifest = z.array(z.object({ path: z.string(), name: z.string().regex(/^[a-z-]+$/) }));

/**
 * For the build in `root`: a function giving the file of the frame to send for a GET of `pathname`
 * with `search` and the request's cookies, or null to send index.html. A build without frames (or a
 * manifest that is not one) sends none.
 */
export function signedInFrames(root: string) {
  let routes: Promise<z.infer<typeof Manifest>> | undefined;
  const manifest = () => (routes ??= readFile(path.join(root, FRAMES_MANIFEST), 'utf8')
    .then((text) => Manifest.parse(JSON.parse(text)))
    .catch(() => []));
  return async (pathname: string, search: string, cookieHeader: string | undefined): Promise<string | null> => {
    const role = frameRoleFromCookie(cookieHeader);
    if (!role || !showsChrome(pathname)) return null;
    const landing = guardRedirect('signedIn', pathname, search, false, role === 'user', role === 'admin')?.split('?')[0] ?? pathname;
    const route = showsChrome(landing) ? firstMatch(await manifest(), landing) : undefined;
    return route ? path.join(root, frameFile(route.name, localeFromCookie(cookieHeader))) : null;
  };
}
