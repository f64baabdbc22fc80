import { describe, expect, it } from 'vitest';
import { systemChromium, testChromium } from './chromium-path';
import { planChromium, type Machine } from './ensure-chromium';

const PW = '/home/dev/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';
const machine = (files: string[], over: Partial<Machine> = {}): Machine => ({
  env: {}, exists: (p) => files.includes(p), isRoot: false, playwrightChromium: PW, ...over,
});

describe('the Chromium for the end-to-end tests', () => {
  it("keeps Debian's where it is installed", () => {
    expect(planChromium(machine(['/usr/bin/chromium']))).toEqual({ kind: 'ready', path: '/usr/bin/chromium' });
    expect(systemChromium({}, (p) => p === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
  });

  it("prefers Debian's headless shell for the tests, and keeps the full one for benches", () => {
    const both = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'];
    expect(planChromium(machine(both))).toEqual({ kind: 'ready', path: '/usr/bin/chromium-headless-shell' });
    expect(planChromium(machine(['/usr/bin/chromium-headless-shell']))).toEqual({ kind: 'ready', path: '/usr/bin/chromium-headless-shell' });
    expect(systemChromium({}, (p) => both.includes(p))).toBe('/usr/bin/chromium');
    expect(testChromium({ CHROMIUM_PATH: '/opt/chrome' }, (p) => both.includes(p))).toBe('/opt/chrome');
  });

  it('installs Debian\'s on a Debian machine as root', () => {
    expect(planChromium(machine(['/usr/bin/apt-get'], { isRoot: true }))).toEqual({ kind: 'apt' });
  });

  it("falls back to Playwright's own without apt (macOS, Fedora) or without root", () => {
    expect(planChromium(machine([]))).toEqual({ kind: 'playwright' });
    expect(planChromium(machine(['/usr/bin/apt-get']))).toEqual({ kind: 'playwright' });
    expect(planChromium(machine([], { playwrightChromium: null }))).toEqual({ kind: 'playwright' });
    // Already downloaded: nothing to do, and the tests launch Playwright's (no executablePath).
    expect(planChromium(machine([PW]))).toEqual({ kind: 'ready', path: PW });
    expect(systemChromium({}, () => false)).toBeUndefined();
  });

  it('uses CHROMIUM_PATH as asked, and says when it is wrong', () => {
    expect(planChromium(machine(['/opt/chrome'], { env: { CHROMIUM_PATH: '/opt/chrome' } }))).toEqual({ kind: 'ready', path: '/opt/chrome' });
    expect(planChromium(machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/none' } }))).toEqual({ kind: 'missing', path: '/opt/none' });
  });
});
