// What the browser downloads before a route can render: the entry chunk, the route's screen chunk
// and everything they import statically. Reads Vite's build manifest, and counts the bytes the server
// sends: the build's own .gz (or .br) copy of a file, or the file itself when it is too small to have one.
import { readFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_NAMESPACES, SHELL_NAMESPACES } from '../../src/boot-namespaces';
import { bootLocaleChunk, SHELL_CHUNK } from '../../vite.config';

type Chunk = { file: string; name?: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; isEntry?: boolean; src?: string };

// A route's lazy modules that must arrive before it renders: its screen, and the signed-in shell
// around the screens that show it (the shell loads lazily, but a signed-in screen waits for it).
// Signed-in routes without a screen of their own yet (/, /statistics…) show a pending screen in the
// entry chunk: the shell is all they add.
const SHELL = 'src/ui/shell/AppShell.tsx';
const ROUTE_SCREENS: Record<string, string[]> = {
  '/login': ['src/ui/screens/auth/LoginScreen.tsx'],
  '/reset-password-request': ['src/ui/screens/auth/ResetRequestScreen.tsx'],
  '/reset-password': ['src/ui/screens/auth/ResetScreen.tsx'],
  '/': ['src/ui/screens/overview/OverviewScreen.tsx', SHELL],
  'pending screens (/helper, /user/:id…)': [SHELL],
  '/products': ['src/ui/screens/products/ProductsScreen.tsx', SHELL],
  '/requests': ['src/ui/screens/requests/RequestsScreen.tsx', SHELL],
  '/profile/requests': ['src/ui/screens/requests/ProfileRequestsScreen.tsx', SHELL],
  '/employees': ['src/ui/screens/employees/EmployeesScreen.tsx', SHELL],
  // uPlot (and its CSS) is not in it: the charts import it when they first draw.
  '/statistics': ['src/ui/screens/statistics/StatisticsScreen.tsx', SHELL],
};

/** A screen's key in the manifest; the build groups the shell with what it imports into a chunk named for no module. */
function manifestKey(manifest: Record<string, Chunk>, screen: string): string | undefined {
  if (manifest[screen]) return screen;
  return screen === SHELL ? Object.keys(manifest).find((key) => manifest[key].name === SHELL_CHUNK) : undefined;
}

export function routeAssets(manifest: Record<string, Chunk>, screens: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((c) => files.add(c));
    chunk.imports?.forEach(visit);
  };
  visit('index.html');
  // Boot imports React DOM and the app's part (src/boot/start-app.tsx, the `app` chunk) as chunks of
  // their own (src/main.tsx), which every first render waits for.
  manifest['index.html']?.dynamicImports?.filter((key) => key.endsWith('react-dom/client.js') || manifest[key]?.name === 'app').forEach(visit);
  screens.forEach((screen) => visit(manifestKey(manifest, screen)!));
  // Boot awaits these (English here) before the first render: each namespace's own chunk, or the
  // one chunk the build groups them into. A namespace found in neither stops the bench.
  const grouped = Object.keys(manifest).find((key) => manifest[key].name === bootLocaleChunk('en'));
  for (const ns of BOOT_NAMESPACES) {
    const key = manifest[`src/locales/en/${ns}.json`] ? `src/locales/en/${ns}.json` : grouped;
    if (!key) throw new Error(`no chunk holds the boot namespace en/${ns}`);
    visit(key);
  }
  // The shell awaits its own namespaces before a signed-in screen renders.
  if (screens.includes(SHELL)) {
    for (const ns of SHELL_NAMESPACES) {
      if (!manifest[`src/locales/en/${ns}.json`]) throw new Error(`no chunk holds the shell namespace en/${ns}`);
      visit(`src/locales/en/${ns}.json`);
    }
  }
  return files;
}

/** What the server sends for a file to a browser that accepts `encoding` (server/routes/static.ts). */
function sentSize(path: string, encoding: 'gz' | 'br') {
  return existsSync(`${path}.${encoding}`) ? statSync(`${path}.${encoding}`).size : statSync(path).size;
}

export function benchBundle(dist = process.env.DIST_DIR || 'dist') {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const rows = Object.entries(ROUTE_SCREENS).map(([route, screens]) => {
    const missing = screens.find((screen) => !manifestKey(manifest, screen));
    if (missing) throw new Error(`${missing} is not in the build manifest`);
    let js = 0, jsBrotli = 0, css = 0, jsRaw = 0, scripts = 0;
    for (const file of routeAssets(manifest, screens)) {
      const path = join(dist, file);
      if (file.endsWith('.js')) { scripts++; js += sentSize(path, 'gz'); jsBrotli += sentSize(path, 'br'); jsRaw += statSync(path).size; }
      if (file.endsWith('.css')) css += sentSize(path, 'gz');
    }
    const kib = (bytes: number) => +(bytes / 1024).toFixed(1);
    return { route, 'initial JS gzip (KiB)': kib(js), 'JS brotli (KiB)': kib(jsBrotli), 'JS raw (KiB)': kib(jsRaw), 'CSS gzip (KiB)': kib(css), scripts };
  });
  console.table(rows);
  return rows;
}
