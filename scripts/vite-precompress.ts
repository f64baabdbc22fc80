// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of the build, once, at the
// strongest settings zlib has: the server then sends the smallest file the browser accepts without
// spending CPU on each request (server/routes/static.ts). Every browser the build targets takes brotli,
// so the gzip copy is for the rare client that does not: zlib's level 9 rather than Zopfli, whose 3%
// smaller files cost 45 s of every build (each CI run builds once).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 1024;
// The async forms run on libuv's thread pool, so the files compress on every core at once.
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => TEXT_ASSET.test(name));
      await Promise.all(files.map((name) => writeCompressedCopies(path.join(outDir, name))));
    },
  };
}

/** The .br and .gz copies of one built file (none when it is too small to gain). */
export async function writeCompressedCopies(file: string) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}
