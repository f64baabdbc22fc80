import { serve } from '@hono/node-server';
import { createApp } from './app';
import { formatTable, openServices } from './bootstrap';
import { exposureWarnings, isLoopbackHost, loadConfig } from './config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from './db/seed';
import { DEFAULT_SHUTDOWN_TIMEOUT_MS, gracefulShutdown, InFlight } from './http/graceful';
import { Lifecycle } from './http/shutdown';
import { LiveEventHub } from './services/live-events/hub';
import { outlastClientKeepAlive } from './http/keep-alive';
import { systemClock } from './http/context';
import { PAYMENTS_OFF_MESSAGE } from './payments/from-config';
import { cachedSessions } from './services/sessions';
import { createLogger } from './http/logger';
import { logProcessFailures } from './http/process-failures';

const config = loadConfig();
const logger = createLogger(config.logLevel);
logProcessFailures(logger);
const { database, mailer, storage } = await openServices(config);

// Demo accounts share a published password, and the sandbox pays with test cards: only on this
// machine's own address outside production, unless SEED_DEMO=1 / PAYMENT_SANDBOX=1 ask (config.ts).
const seedDemo = config.demoSeed;
if (seedDemo) await seed(database.db, { storage });
const warnings = exposureWarnings(config);
for (const warning of warnings) logger.warn(warning);

const lifecycle = new Lifecycle();
const liveEvents = new LiveEventHub(database.db, database);
const app = createApp({ lifecycle, liveEvents, db: database.db, database, sessions: await cachedSessions(database.db, database, { expiry: config.session }), mailer, config, storage, clock: systemClock, logger });
const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  console.log(`\nSouqdesk server on ${url}  (database: ${database.driver}${database.driver === 'pglite' ? `, data in ${config.dataDir}` : ''})`);
  console.log(`API: ${url}/api  ·  OpenAPI: ${url}/api/openapi.json${config.devMail ? `  ·  Outbox (this machine only): ${url}/dev/mail` : ''}`);
  if (seedDemo) {
    console.log(`\nDemo accounts (password ${DEMO_PASSWORD}):`);
    console.log(formatTable(DEMO_ACCOUNTS.map((a) => ({ user: a.userName, email: a.email, name: a.fullName, role: a.roles[0], company: a.company ?? '-' }))));
  } else if (!isLoopbackHost(config.host)) {
    console.log(`\nNo demo accounts: this server listens on ${config.host}, reachable from other machines (SEED_DEMO=1 seeds them anyway).`);
  }
  if (!config.payments && !config.paymentSandbox) console.log(`\n${PAYMENTS_OFF_MESSAGE}`);
  // Last, so that it is what the terminal shows.
  for (const warning of warnings) console.warn(`\n${'!'.repeat(100)}\n!! WARNING: ${warning}\n${'!'.repeat(100)}`);
  console.log('');
});
if ('keepAliveTimeout' in server) outlastClientKeepAlive(server);

const httpServer = server as import('node:http').Server;
const inFlight = new InFlight(httpServer);

// SIGTERM (a deploy, a scale-down): stop accepting, end event streams (clients resume elsewhere with
// Last-Event-ID), finish requests in flight for up to SHUTDOWN_TIMEOUT_MS, then close the database.
let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  logger.info('shutting down', { signal, inFlight: inFlight.size });
  const inTime = await gracefulShutdown({
    server: httpServer, inFlight, lifecycle, logger,
    closeStreams: () => liveEvents.closeAll(),
    closeDatabase: () => database.close(),
    timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS) || DEFAULT_SHUTDOWN_TIMEOUT_MS,
  });
  process.exit(inTime ? 0 : 1);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
