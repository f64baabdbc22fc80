import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test-setup.ts', './src/machines/test/mutate-setup.ts'],
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
  },
});
