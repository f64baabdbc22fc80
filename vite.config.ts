import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss(), zodWithoutEval],
  build: { target: modernBrowsers, cssTarget: modernBrowsers, outDir: 'dist', sourcemap: false, manifest: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    // xfwd: the API sees who called Vite (x-forwarded-for), so /dev/mail stays this machine's even if Vite is exposed.
    proxy: {
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, xfwd: true },
      '/dev': { target: `http://127.0.0.1:${process.env.PORT ?? 3000}`, xfwd: true },
    },
  },
});
