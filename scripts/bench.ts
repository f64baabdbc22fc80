// `npm run bench -- <name>`: performance measured, never asserted in tests.
import { benchApi } from './bench/api';
import { benchBootTrace } from './bench/boot-trace';
import { benchBundle } from './bench/bundle';
import { benchCalendar } from './bench/calendar';
import { benchChatScroll } from './bench/chat-scroll';
import { benchEvents } from './bench/events';
import { benchEventsFlood } from './bench/events-flood';
import { benchLcp } from './bench/lcp';
import { benchLighthouse } from './bench/lighthouse';
import { benchPgliteLoad } from './bench/pglite-load';
import { benchProducts } from './bench/products';
import { benchProductsClient } from './bench/products-client';
import { benchRestart } from './bench/restart';
import { benchScale } from './bench/scale';
import { benchStatistics } from './bench/statistics';
import { benchUploadMemory } from './bench/upload-memory';

const benches: Record<string, () => unknown> = {
  api: () => benchApi(),
  'boot-trace': () => benchBootTrace(),
  bundle: () => benchBundle(),
  calendar: () => benchCalendar(),
  'chat-scroll': () => benchChatScroll(),
  events: () => benchEvents(),
  'events-flood': () => benchEventsFlood(),
  lcp: () => benchLcp(),
  lighthouse: () => benchLighthouse(),
  'pglite-load': () => benchPgliteLoad(),
  products: () => benchProducts(),
  'products-client': () => benchProductsClient(),
  restart: () => benchRestart(),
  scale: () => benchScale(),
  statistics: () => benchStatistics(),
  'upload-memory': () => benchUploadMemory(),
};

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of names.length ? names : Object.keys(benches)) {
  if (!benches[name]) {
    console.error(`unknown bench ${name}; known: ${Object.keys(benches).join(', ')}`);
    process.exit(1);
  }
  console.log(`\n## ${name}`);
  await benches[name]();
}
