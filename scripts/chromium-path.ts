// Which Chromium the end-to-end tests drive: CHROMIUM_PATH when set, else Debian's (/usr/bin/chromium)
// where it is installed, else none named, and Playwright launches its own (`npx playwright install
// chromium`, on machines where browser downloads work: macOS, Fedora). tests/e2e/env.ts and
// scripts/ensure-chromium.ts ask here, so both agree.
import { existsSync } from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The browser to launch, or undefined for Playwright's own. */
export function systemChromium(env: NodeJS.ProcessEnv = process.env, exists: (path: string) => boolean = existsSync): string | undefined {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return exists(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}
