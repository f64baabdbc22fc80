// `npm run build`'s second half: the server as one JavaScript file, dist-server/main.mjs, that `npm start`
// runs with plain Node. Loading ~200 TypeScript files through tsx on every start took most of a restart
// (module resolution and transforms: about 2 s of CPU, 6–8 s at a busy machine's load); one bundle
// halves it. Packages stay in node_modules (external). The two files the server finds beside its own
// code (import.meta.url) come along: the migrations and PGlite's worker.
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

/** `out`: dist-server for `npm start`; the end-to-end servers build their own beside their data. */
export async function buildServer(out = 'dist-server') {
  await rm(out, { recursive: true, force: true });
  await build({
    entryPoints: ['server/main.ts'],
    outfile: `${out}/main.mjs`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'warning',
  });
  await cp('server/db/migrations', `${out}/migrations`, { recursive: true });
  await cp('server/db/pglite-worker.js', `${out}/pglite-worker.js`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer(process.argv[2]);
