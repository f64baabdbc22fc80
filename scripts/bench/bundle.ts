// What the browser downloads before a route can render: the entry chunk, the route's screen chunk
// and everything they import statically, gzip-compressed. Reads Vite's build manifest.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BOOT_NAMESPACES } from '../../src/boot-namespaces';

type Chunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean; src?: string };

// A route's lazy modules that must arrive before it renders: its screen, and the signed-in shell
// around the screens that show it (the shell loads lazily, but a signed-in screen waits for it).
const ROUTE_SCREENS: Record<string, string[]> = {
  '/login': ['src/ui/screens/auth/LoginScreen.tsx'],
  '/reset-password': ['src/ui/screens/auth/ResetScreen.tsx'],
  '/products': ['src/ui/screens/products/ProductsScreen.tsx', 'src/ui/shell/AppShell.tsx'],
};

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
  screens.forEach(visit);
  // Boot awaits these (English here) before the first render.
  BOOT_NAMESPACES.forEach((ns) => visit(`src/locales/en/${ns}.json`));
  return files;
}

export function benchBundle(dist = 'dist') {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error('run `npm run build` first');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const rows = Object.entries(ROUTE_SCREENS).map(([route, screens]) => {
    let js = 0, css = 0, jsRaw = 0;
    for (const file of routeAssets(manifest, screens)) {
      const body = readFileSync(join(dist, file));
      if (file.endsWith('.js')) { js += gzipSync(body).length; jsRaw += body.length; }
      if (file.endsWith('.css')) css += gzipSync(body).length;
    }
    return { route, 'initial JS gzip (kB)': +(js / 1024).toFixed(1), 'JS raw (kB)': +(jsRaw / 1024).toFixed(1), 'CSS gzip (kB)': +(css / 1024).toFixed(1) };
  });
  console.table(rows);
  return rows;
}
