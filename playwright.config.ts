import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_SERVERS } from './tests/e2e/env';

/**
 * The specs that read the `mail` server's outbox, and enough others to balance the two projects' time
 * (CI runs the two side by side). In two whole runs on 2026-11-27 (E2E_WORKERS=2, load 5–14) `screens`
 * ended 31 and 54 s after `mail`; the error-table spec (read-only, 14–24 s) moved over to even them. On
 * 2026-11-28 the model specs of `mail` got cheaper by two to three minutes (a whole run at load ~23 had
 * the two projects end 8 s apart): the keyboard wizard spec (its own products, 80 s there) moved over.
 * Every other spec, new ones included, runs in `screens`. The payment and membership specs share
 * `fresh` and stay together.
 */
const MAIL_PROJECT_SPECS = [
  'auth', 'join-us', 'reset', 'reset-model', 'login-model', 'wizard-model', 'accessibility', 'date-picker',
  'language-switch', 'names-as-text', 'inspector', 'unsaved-work', 'phones', 'keyboard', 'error-table', 'join-review',
  'keyboard-wizard',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One worker a project (each has its own server and data); E2E_WORKERS=2 runs the two side by side.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  // A test's own limit: a seven-step wizard took 27–33 s in a CI run at load 12 on a two-core machine (its
  // vitest stage runs beside it); a stuck step still fails on its 7 s expectation first.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    locale: 'en-US',
    timezoneId: 'Asia/Kuwait',
    // The notification dialog has its own test; elsewhere the permission is already decided.
    permissions: ['notifications'],
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'mail', workers: 1, testMatch: MAIL_PROJECT_SPECS, use: { baseURL: urlOf(E2E_SERVERS.mail) } },
    { name: 'screens', workers: 1, testIgnore: MAIL_PROJECT_SPECS, use: { baseURL: urlOf(E2E_SERVERS.screens) } },
  ],
  // A fresh seeded database for every run, on the real server, one per project.
  webServer: Object.values(E2E_SERVERS).map((server) => ({
    // The server bundled as `npm start` runs it, built from the tree as it is now (about a second),
    // inside the project so that it finds node_modules.
    command: `rm -rf ${server.dataDir} && node_modules/.bin/tsx scripts/build-server.ts .data-server-${server.port} && node .data-server-${server.port}/main.mjs`,
    url: `${urlOf(server)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // On this machine's address, so that it seeds the demo accounts and serves the payment sandbox (server/config.ts).
    env: { PORT: String(server.port), HOST: '127.0.0.1', DATA_DIR: server.dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: urlOf(server) },
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});

function urlOf(server: { port: number }) {
  return `http://127.0.0.1:${server.port}`;
}
