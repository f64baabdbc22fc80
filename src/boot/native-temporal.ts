// In the browser build `temporal-polyfill` resolves here (vite.config.ts): the browser's own Temporal, so
// browsers that have one (Chromium, Firefox) neither download nor evaluate the polyfill's 55 KiB. Where the
// browser has none, boot installs the polyfill as the global before the app's part loads (temporal-ready.ts),
// and no module that reads Temporal is evaluated before that. The server and the tests import the polyfill itself.
import type { Temporal as PolyfillTemporal } from 'temporal-polyfill';

export const Temporal = (globalThis as unknown as { Temporal: typeof PolyfillTemporal }).Temporal;
