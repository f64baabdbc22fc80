import { defineConfig } from '@playwright/test';
import { E2E_DATA_DIR as DATA_DIR, E2E_PORT as PORT } from './tests/e2e/env';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    timezoneId: 'Asia/Kuwait',
    // The notification dialog has its own test; elsewhere the permission is already decided.
    permissions: ['notifications'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // A fresh seeded database for every run, on the real built server.
    command: `rm -rf ${DATA_DIR} && node_modules/.bin/tsx server/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), DATA_DIR, DATABASE_URL: '', LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${PORT}` },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
