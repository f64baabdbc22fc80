// Renders /login into the build, once per language (src/prerender/login-page.tsx): the server sends
// `login.<lang>.html` for a bare /login, so the browser paints the form from HTML and CSS before the
// JavaScript arrives, then hydrates it (LCP of /login). Also the signed-in frame of every screen in the
// shell, once per language (src/prerender/frame-page.tsx), which the server sends to a browser that
// holds a session (FCP and LCP of a signed-in screen).
import { readFile, writeFile } from 'node:fs/promises';
// The build's `temporal-polyfill` is the browser's own Temporal (src/boot/native-temporal.ts): Node has none,
// so the rendering below gets the polyfill as the global, as a browser without one does at boot.
import 'temporal-polyfill/global';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { prerenderedLoginFile } from '../src/domain/prerendered-login';
import { FRAMES_MANIFEST, frameFile } from '../src/domain/signed-in-frame';
import { writeCompressedCopies } from './vite-precompress';

const LOCALES = ['en', 'ar'] as const;

/**
 * The script that starts the app once the prerendered page has painted. The app's JavaScript is only
 * needed to make the page answer; fetched and compiled beside the first paint it takes the CPU the
 * first layout needs (on this 2-core machine, under load, LCP halved without it). A page opened in a
 * background tab paints no frame: there the app starts after AFTER_PAINT_FALLBACK_MS all the same.
 */
export const AFTER_PAINT_FALLBACK_MS = 100;
export const afterPaintLoader = (entry: string) => `let start = () => { start = () => {}; import(${JSON.stringify(entry)}); };
requestAnimationFrame(() => setTimeout(() => start()));
setTimeout(() => start(), ${AFTER_PAINT_FALLBACK_MS});
`;

/** The entry's <script> pointed at the loader, and its modulepreload links dropped. */
export function startAfterPaint(html: string, entry: string, loader: string): string {
  const tag = `<script type="module" crossorigin src="${entry}"></script>`;
  if (!html.includes(tag)) throw new Error(`index.html no longer loads the entry with ${tag}`);
  return html.replace(tag, `<script type="module" crossorigin src="${loader}"></script>`).replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with the language on <html>, the title and description in it, and the markup inside #root
 * (marked with its language: `data-prerendered` for /login, which the app hydrates; `data-frame` for a
 * signed-in frame, which it replaces).
 */
export function fillTemplate(template: string, locale: 'en' | 'ar', markup: string, texts: { title: string; description: string }, mark: 'data-prerendered' | 'data-frame' = 'data-prerendered'): string {
  const html = template
    .replace(/<html lang="en" dir="ltr">/, `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(texts.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(texts.description)}"`)
    .replace('<div id="root"></div>', `<div id="root" ${mark}="${locale}">${markup}</div>`);
  const filled = [`${mark}="${locale}"`, `lang="${locale}"`, `<title>${escapeHtml(texts.title)}</title>`, `content="${escapeHtml(texts.description)}"`];
  if (!filled.every((part) => html.includes(part))) {
    throw new Error('index.html no longer has the <html lang="en" dir="ltr">, <title>, <meta name="description"> and <div id="root"></div> the prerender fills');
  }
  return html;
}

export function prerenderLogin(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let base = '/';
  let entry = '';
  let loader = '';
  return {
    name: 'prerender-login',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!chunk) throw new Error('the build has no entry chunk');
      entry = base + chunk.fileName;
      const ref = this.emitFile({ type: 'asset', name: 'after-paint.js', source: afterPaintLoader(entry) });
      loader = base + this.getFileName(ref);
    },
    // After index.html is written with its hashed script and style links.
    async writeBundle() {
      // The project's own config in serve mode: this plugin applies to builds only, so it does not recurse.
      const vite = await createServer({ root, logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', optimizeDeps: { noDiscovery: true, include: [] } });
      try {
        const { renderLoginMarkup, documentTexts } = await vite.ssrLoadModule('/src/prerender/login-page.tsx') as typeof import('../src/prerender/login-page');
        const { renderFrameMarkup, frameRoutes } = await vite.ssrLoadModule('/src/prerender/frame-page.tsx') as typeof import('../src/prerender/frame-page');
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        const write = async (file: string, html: string) => {
          await writeFile(file, html);
          await writeCompressedCopies(file);
        };
        const routes = frameRoutes();
        for (const locale of LOCALES) {
          const texts = await documentTexts(locale);
          await write(path.join(outDir, prerenderedLoginFile(locale)), startAfterPaint(fillTemplate(template, locale, await renderLoginMarkup(locale), texts), entry, loader));
          for (const route of routes) {
            const html = fillTemplate(template, locale, await renderFrameMarkup(locale, route.path), texts, 'data-frame');
            await write(path.join(outDir, frameFile(route.name, locale)), startAfterPaint(html, entry, loader));
          }
        }
        await writeFile(path.join(outDir, FRAMES_MANIFEST), JSON.stringify(routes));
      } finally {
        await vite.close();
      }
    },
  };
}
