// Marks the build's chunks for eager compilation (V8's explicit compile hints, Chromium 136 on): a
// chunk that starts with the magic comment has all its functions compiled on a background thread
// while it streams in, instead of each one on the main thread the first time it runs. Boot calls most
// of what it loads (React DOM, XState, zod building the contract, the first screen), and that lazy
// compilation was a large part of its long tasks. Browsers without the hint read a comment.
import type { Plugin } from 'vite';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
/**
 * Larger chunks stay lazy: past this size a chunk is one large library used in part (the Flows
 * page's graph layout, 1.5 MB), where compiling every function would cost more than it saves.
 */
export const EAGER_MAX_BYTES = 500 * 1024;

export function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    // After minification (which drops comments) and Vite's own additions to a chunk's start (the map of a
    // dynamic import's dependencies), before the files and their compressed copies are written.
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.code.length <= EAGER_MAX_BYTES) chunk.code = COMPILE_HINT + chunk.code;
        }
      },
    },
  };
}
