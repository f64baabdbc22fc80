import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/context';
import { acceptsEncoding } from '../http/accept-encoding';
import { decodedPath } from '../http/request-path';
import { localeFromCookie, prerenderedLoginFile } from '../../src/domain/prerendered-login';
import { signedInFrames } from './signed-in-frame';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png',
  '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
  '.woff': 'font/woff', '.txt': 'text/plain; charset=utf-8', '.map': 'application/json', '.wasm': 'application/wasm',
};

const isFile = (file: string) => stat(file).then((s) => s.isFile(), () => false);

/** The build's compressed copies (scripts/vite-precompress.ts), smallest first. */
const ENCODINGS = [{ name: 'br', suffix: '.br' }, { name: 'gzip', suffix: '.gz' }] as const;

/** A file of the build, as its compressed copy when the browser takes one (Vary says the choice depends on it). */
async function sendFile(c: Context<AppEnv>, file: string, cacheControl: string, vary = 'Accept-Encoding') {
  const headers: Record<string, string> = {
    'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    vary,
  };
  const acceptEncoding = c.req.header('accept-encoding') ?? '';
  for (const encoding of ENCODINGS) {
    if (!acceptsEncoding(acceptEncoding, encoding.name)) continue;
    const body = await readFile(file + encoding.suffix).catch(() => undefined);
    if (body) return c.body(body, 200, { ...headers, 'content-encoding': encoding.name });
  }
  return c.body(await readFile(file), 200, headers);
}

/**
 * The built client (vite's dist): files as they are, hashed /assets/* cached for a year, any other
 * GET path answered with index.html so the client router takes over. Paths with 'thanks' (the payment
 * provider's return page) go to /payment-success with their query (part 1 §2).
 */
export function staticRoutes(distDir: string) {
  const root = path.resolve(distDir);
  const routes = new Hono<AppEnv>();
  const frameOf = signedInFrames(root);

  routes.get('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (/^\/(api|dev)(\/|$)/.test(url.pathname)) return next();
    if (url.pathname.includes('thanks')) return c.redirect(`/payment-success${url.search}`, 302);

    // Build metadata (vite's .vite/manifest.json) and any other dot file or folder are not the client's to read.
    const relative = decodedPath(c);
    if (relative.split(/[\\/]/).some((segment) => segment.startsWith('.') && segment !== '.' && segment !== '..')) return next();
    const file = path.join(root, relative);
    const inside = file.startsWith(root + path.sep);
    if (inside && (await isFile(file))) {
      const immutable = url.pathname.startsWith('/assets/');
      return sendFile(c, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // A missing hashed asset is a real 404; everything else is a client route.
    if (url.pathname.startsWith('/assets/')) return next();
    // A bare /login is the build's prerendered page in the visitor's last language (its cookie): the form
    // paints before the JavaScript arrives. With a query (?session_expired) the page differs: index.html.
    if (url.pathname === '/login' && url.search === '') {
      const login = path.join(root, prerenderedLoginFile(localeFromCookie(c.req.header('cookie'))));
      if (await isFile(login)) return sendFile(c, login, 'no-cache', 'Accept-Encoding, Cookie');
    }
    // A browser that holds a session (its cookie says so) gets the frame of the screen it lands on:
    // the shell and the screen's name paint before the JavaScript arrives. The app checks the session.
    const frame = await frameOf(url.pathname, url.search, c.req.header('cookie'));
    if (frame && (await isFile(frame))) return sendFile(c, frame, 'no-cache', 'Accept-Encoding, Cookie');
    const index = path.join(root, 'index.html');
    if (!(await isFile(index))) return next();
    return sendFile(c, index, 'no-cache', 'Accept-Encoding, Cookie');
  });
  return routes;
}
