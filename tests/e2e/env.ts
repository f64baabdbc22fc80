import path from 'node:path';
import { systemChromium, testChromium } from '../../scripts/chromium-path';

/**
 * The two servers Playwright starts, each with a fresh seeded database of its own, so the suite runs
 * as two projects in parallel without one's changes showing in the other's lists. `E2E_PORT` and
 * `E2E_DATA_DIR` name the first (one pair per engineer or CI run); the second is 100 ports up.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
export const E2E_SERVERS = {
  mail: { port, dataDir },
  screens: { port: port + 100, dataDir: `${dataDir}-screens` },
} as const;

/**
 * Where the `mail` server writes each e-mail (`DATA_DIR/outbox/`, .eml plus a .json summary): the specs
 * that read mail (reset codes, Join Us credentials) run in that project.
 */
export const E2E_OUTBOX_DIR = path.resolve(E2E_SERVERS.mail.dataDir, 'outbox');

/**
 * Chromium 156 in headless mode loads the omnibox popup and reload-button pages of its own interface
 * for every new browser context: about 400 requests and a renderer's CPU, which on 2 cores every test
 * and bench waited behind (a cold /login painted at 700–800 ms with them, 320–380 ms without).
 */
const BROWSER_UI_PRELOADS = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'WebUIReloadButtonPrewarmWebUI'];

/**
 * What Playwright 1.64 turns off with its own --disable-features. Chromium reads one such switch, so
 * ours repeats Playwright's list; on an upgrade, compare with its chromiumSwitches.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades', 'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning', 'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints', 'NetworkTimeServiceQuerying', 'AimEnabled', 'PreconnectToSearch',
];

/**
 * Debian's Chromium headless shell or full Chromium (or CHROMIUM_PATH; else Playwright's own,
 * scripts/chromium-path.ts) and the flags it needs here (no sandbox in containers, nothing phoning home).
 */
export const CHROMIUM_LAUNCH = {
  executablePath: testChromium(),
  args: [
    '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_PRELOADS].join(',')}`,
  ],
};

/**
 * The full Chromium (where it is installed), for the few specs that need what the headless shell leaves
 * out: its PDF viewer, and a permission prompt that a seller can refuse.
 */
export const FULL_CHROMIUM_LAUNCH = { ...CHROMIUM_LAUNCH, executablePath: systemChromium() ?? CHROMIUM_LAUNCH.executablePath };
