import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// Vite 8's CSS minifier rewrites :dir(rtl) into a :lang() list unless the target is modern.
const modernBrowsers = ['chrome120', 'edge120', 'firefox120', 'safari17'];

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: { target: modernBrowsers, cssTarget: modernBrowsers, outDir: 'dist', sourcemap: false, manifest: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}`, '/dev': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
});
