// Which Chromium the end-to-end tests drive: CHROMIUM_PATH when set, else Debian's headless shell
// (/usr/bin/chromium-headless-shell) or its full Chromium (/usr/bin/chromium), whichever is installed,
// else none named, and Playwright launches its own (`npx playwright install chromium`, on machines where
// browser downloads work: macOS, Fedora). tests/e2e/env.ts and scripts/ensure-chromium.ts ask here, so
// both agree. Benches and screenshots take the full browser a seller has (systemChromium).
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The same Chromium built without a browser window's interface (the shell Playwright itself runs
 * headless tests in): each new browser context costs it about a third less CPU and a fifth fewer page
 * faults than the full browser's headless mode on the project's machines (docs/benchmarks.md).
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

type Exists = (path: string) => boolean;

/** The full browser to launch, or undefined for Playwright's own. */
export function systemChromium(env: NodeJS.ProcessEnv = process.env, exists: Exists = existsSync): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

/** The browser the end-to-end tests launch: the headless shell where it is installed. */
export function testChromium(env: NodeJS.ProcessEnv = process.env, exists: Exists = existsSync): string | undefined {
  if (!env.CHROMIUM_PATH && exists(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return systemChromium(env, exists);
}
