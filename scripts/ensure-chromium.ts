// Before the end-to-end tests: a Chromium to drive. Debian's where it is installed (or
// CHROMIUM_PATH); on Debian as root with apt-get, Debian's headless shell and full Chromium are installed
// (browser downloads do not work on the project's machines; benches take the full one); elsewhere (macOS, Fedora, no root) Playwright downloads its own with
// `npx playwright install chromium`. Says what to do when none of these works.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { DEBIAN_CHROMIUM, testChromium } from './chromium-path';

export const CHROMIUM = testChromium() ?? DEBIAN_CHROMIUM;

/** Debian's packages for the browsers and the Arabic glyphs (.ci/run installs the same list). */
export const DEBIAN_BROWSER_PACKAGES = 'chromium-headless-shell chromium fonts-noto-core';

export type ChromiumPlan =
  | { kind: 'ready'; path: string }
  | { kind: 'missing'; path: string }
  | { kind: 'apt' }
  | { kind: 'playwright' };

export type Machine = {
  env: NodeJS.ProcessEnv;
  exists: (path: string) => boolean;
  isRoot: boolean;
  /** Where Playwright's own Chromium is (or would be) installed. */
  playwrightChromium: string | null;
};

/** What to do for a browser on this machine. */
export function planChromium({ env, exists, isRoot, playwrightChromium }: Machine): ChromiumPlan {
  const chosen = testChromium(env, exists);
  // A path asked for by name is used or reported, never replaced by another browser.
  if (env.CHROMIUM_PATH) return exists(env.CHROMIUM_PATH) ? { kind: 'ready', path: env.CHROMIUM_PATH } : { kind: 'missing', path: env.CHROMIUM_PATH };
  if (chosen) return { kind: 'ready', path: chosen };
  if (isRoot && exists('/usr/bin/apt-get')) return { kind: 'apt' };
  if (playwrightChromium && exists(playwrightChromium)) return { kind: 'ready', path: playwrightChromium };
  return { kind: 'playwright' };
}

async function playwrightChromiumPath(): Promise<string | null> {
  try {
    const { chromium } = await import('playwright-core');
    return chromium.executablePath();
  } catch {
    return null;
  }
}

const HELP = `Install a Chromium for the end-to-end tests, one of:
  - Debian/Ubuntu: sudo apt-get install chromium-headless-shell chromium
  - anywhere browser downloads work: npx playwright install chromium
  - or point CHROMIUM_PATH at a Chromium or Chrome binary.`;

async function main() {
  const plan = planChromium({ env: process.env, exists: existsSync, isRoot: process.getuid?.() === 0, playwrightChromium: await playwrightChromiumPath() });
  switch (plan.kind) {
    case 'ready':
      return;
    case 'missing':
      console.error(`CHROMIUM_PATH is ${plan.path}, but there is no file there.\n${HELP}`);
      process.exit(1);
      break;
    case 'apt':
      console.log('Installing Debian chromium-headless-shell and chromium for the end-to-end tests…');
      execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${DEBIAN_BROWSER_PACKAGES}`, { stdio: 'inherit' });
      return;
    case 'playwright':
      console.log(`No Chromium at ${DEBIAN_CHROMIUM}: installing Playwright's own (npx playwright install chromium)…`);
      try {
        execSync('npx playwright install chromium', { stdio: 'inherit' });
      } catch {
        console.error(`Playwright could not download its Chromium.\n${HELP}`);
        process.exit(1);
      }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
