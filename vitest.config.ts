import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
    // A folder for the migrated and seeded database every server suite copies (server/test/template.ts).
    globalSetup: ['./server/test/template-setup.ts'],
    // Model walks and server suites are CPU-bound: room for a loaded two-core CI machine.
    testTimeout: 60_000,
    // A file's database set-up (PGlite's WebAssembly start, migrations, the seed) took over 60 s once at load
    // average 14; set-up is not what these tests measure.
    hookTimeout: 180_000,
    pool: 'forks',
    // Vitest runs cores − 1 files at once: one on a two-core machine, though server suites spend much of
    // their time waiting on PostgreSQL. Two halves the unit stage of CI.
    maxWorkers: 2,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        extends: true,
        test: {
          // Machines and server suites keep no state in their modules between files (each builds its own
          // actors, app and database), so the files of a worker share the modules they import instead of
          // loading them afresh (src/machines: 120 → 93 s on a quiet machine). Fake timers are undone after
          // each file (src/test-setup.ts).
          name: 'shared-modules',
          include: ['src/machines/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Screens and the API layer replace modules with vi.mock, which needs a module graph of its own.
          name: 'isolated',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/machines/**'],
        },
      },
    ],
  },
});
