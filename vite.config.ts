import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { BOOT_NAMESPACES } from './src/boot-namespaces';
import { compileHints } from './scripts/vite-compile-hints';
import { precompress } from './scripts/vite-precompress';
import { prerenderLogin } from './scripts/vite-prerender';

// Vite 8's CSS minifier rewrites :dir(rtl) into a :lang() list unless the target is modern.
const modernBrowsers = ['chrome120', 'edge120', 'firefox120', 'safari17'];

// The server's Content-Security-Policy forbids eval. Zod probes `new Function` as soon as a module
// builds an object schema, and the browser reports the probe as a violation although zod catches it.
// Zod reads its global config from globalThis when it loads, so turn its JIT off before anything runs.
const zodWithoutEval: Plugin = {
  name: 'zod-without-eval',
  transform(code, id) {
    if (/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return `globalThis.__zod_globalConfig ??= { jitless: true };\n${code}`;
  },
};

// Chunks the first render waits for. Rolldown would cut them into dozens of small shared chunks; one
// file per purpose compresses better and costs fewer requests, and a first visit over HTTP/1.1 (six
// connections, a phone's round trips) waits for each round of requests:
// - `boot`: everything the entry imports statically (React, XState, i18next, the router, the API client;
//   not React DOM, which boot imports as a chunk of its own to evaluate it in a task of its own);
// - `app`: what the app's part of boot (src/boot/start-app.tsx) imports beyond the entry (XState, the
//   machines, the zod contract, the App tree), which boot imports as one chunk evaluated in a task of its own;
// - `locale-<lng>`: a language's boot namespaces, which boot always awaits together;
// - `kit`: the app's own modules both the sign-in screen and the signed-in shell import (the logo, the
//   buttons, the alerts), which nearly every screen imports too;
// - `shell`: the signed-in chrome and the rest of the app's own modules it imports (every signed-in
//   screen waits for it);
// - `headless`: Headless UI and the libraries under it, which the shell's menus and every dialog load
//   after the first paint (a dozen chunks before); `virtual` (TanStack Virtual, which Headless UI imports
//   too) stays apart, as the lists need it at the first render without the rest.
const APP_PART = fileURLToPath(new URL('./src/boot/start-app.tsx', import.meta.url));
const SHELL = fileURLToPath(new URL('./src/ui/shell/AppShell.tsx', import.meta.url));
const LOGIN = fileURLToPath(new URL('./src/ui/screens/auth/LoginScreen.tsx', import.meta.url));
// Reached through react-i18next's index, which re-exports everything, but used only by screens that
// render <Trans> (the join form): left to those screens' chunks, not the boot's 5 KiB gzip.
const NOT_AT_BOOT = /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|IcuTrans|IcuTransWithoutContext)\.js|html-parse-stringify[\\/]|void-elements[\\/])/;
const APP_OWN = /[\\/]src[\\/](ui|domain|machines)[\\/]/;
const HEADLESS = /[\\/]node_modules[\\/](@headlessui|@floating-ui|react-aria|react-stately|@react-aria|@react-stately|tabbable)[\\/]/;
const VIRTUAL = /[\\/]node_modules[\\/]@tanstack[\\/](react-virtual|virtual-core)[\\/]/;
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
/**
 * Whether a module is among those `root` imports statically, followed through the modules `follow`
 * accepts (the set is built on the first call). A module a higher-priority group holds stays there.
 */
function staticPart(root: string, follow: (id: string) => boolean) {
  let part: Set<string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    if (!part) {
      const found = new Set<string>();
      const visit = (m: string) => {
        if (found.has(m) || !follow(m)) return;
        found.add(m);
        graph.getModuleInfo(m)?.importedIds.forEach(visit);
      };
      visit(root);
      part = found;
    }
    return part.has(id) && !id.endsWith('.css');
  };
}
const inAppPart = staticPart(APP_PART, (id) => !NOT_AT_BOOT.test(id));
const shellImports = staticPart(SHELL, (id) => APP_OWN.test(id));
const loginImports = staticPart(LOGIN, (id) => APP_OWN.test(id));
const inShellPart = (id: string, graph: ModuleGraph) => shellImports(id, graph) && !loginImports(id, graph);
const inKit = (id: string, graph: ModuleGraph) => shellImports(id, graph) && loginImports(id, graph);
const BOOT_LOCALE = new RegExp(`[\\\\/]locales[\\\\/](en|ar)[\\\\/](${BOOT_NAMESPACES.join('|')})\\.json$`);
/** The chunk holding a language's boot namespaces (bench -- bundle counts it). */
export const bootLocaleChunk = (lng: string) => `locale-${lng}`;
/** The chunk holding the signed-in shell (bench -- bundle counts it). */
export const SHELL_CHUNK = 'shell';
const codeSplitting = {
  groups: [
    { name: 'boot', tags: ['$initial' as const], priority: 2 },
    { name: (id: string, graph: ModuleGraph) => (inAppPart(id, graph) ? 'app' : null), priority: 1 },
    { name: (id: string) => { const m = BOOT_LOCALE.exec(id); return m ? bootLocaleChunk(m[1]) : null; }, priority: 1 },
    { name: (id: string) => (VIRTUAL.test(id) ? 'virtual' : null), priority: 1 },
    { name: (id: string, graph: ModuleGraph) => (inKit(id, graph) ? 'kit' : null), priority: 1 },
    { name: (id: string, graph: ModuleGraph) => (inShellPart(id, graph) ? SHELL_CHUNK : null), priority: 0 },
    { name: (id: string) => (HEADLESS.test(id) ? 'headless' : null), priority: 0 },
  ],
};

// @xstate/react's store hooks (use-sync-external-store's shim and its selector form) are our own
// (src/boot/transition-store.ts): a machine's change renders at once only while the user's input is
// being dispatched, and in a transition otherwise. Everyone else (react-i18next, Headless UI) keeps
// React's own hook, without the shim's fallback for React before 18 (about 1.5 KiB gzip at boot).
const TRANSITION_STORE = fileURLToPath(new URL('./src/boot/transition-store.ts', import.meta.url));
const REACT_STORE = fileURLToPath(new URL('./src/boot/use-sync-external-store.ts', import.meta.url));
const withoutShim = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: REACT_STORE },
];
/** Runs after the aliases above: it sees their replacements. */
const xstateTransitionStore: Plugin = {
  name: 'xstate-transition-store',
  enforce: 'pre',
  resolveId(id, importer) {
    if (!importer || !/[\\/]@xstate[\\/]react[\\/]/.test(importer)) return;
    if (id === REACT_STORE || /^use-sync-external-store\/(shim\/)?with-selector(\.js)?$/.test(id)) return TRANSITION_STORE;
  },
};

// The browser's own Temporal where it has one; boot installs the polyfill where it has none (src/boot/native-temporal.ts).
const nativeTemporal = { find: /^temporal-polyfill$/, replacement: fileURLToPath(new URL('./src/boot/native-temporal.ts', import.meta.url)) };

export default defineConfig({
  plugins: [react(), tailwindcss(), xstateTransitionStore, zodWithoutEval, compileHints(), precompress(), prerenderLogin()],
  resolve: { alias: [...withoutShim, nativeTemporal] },
  build: {
    target: modernBrowsers, cssTarget: modernBrowsers, outDir: 'dist', sourcemap: false, manifest: true,
    // Every target browser supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting } },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    // xfwd: the API sees who called Vite (x-forwarded-for), so /dev/mail stays this machine's even if Vite is exposed.
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, xfwd: true },
      '/dev': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, xfwd: true },
    },
  },
});
