import path from 'node:path';
import { newSandboxCredentials, type SandboxCredentials } from './payments/sandbox/credentials';
import { sessionExpiryFrom, type SessionExpiry } from './session-expiry';

/** Everything the server reads from the environment, read once. */
export interface Config {
  port: number;
  /** 127.0.0.1 unless HOST says otherwise: `npm start` is reachable from this machine only. */
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite under dataDir/pglite. */
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  /**
   * The origins browsers may open the app at, for the payment provider's return address:
   * PUBLIC_URL's, the other loopback names of a loopback PUBLIC_URL (localhost, 127.0.0.1, [::1]),
   * and ALLOWED_ORIGINS (comma-separated origins, e.g. a second host name behind the proxy).
   */
  allowedOrigins: string[];
  nodeEnv: string;
  logLevel: LogLevel;
  distDir: string;
  /**
   * How many proxies in front of the server append to x-forwarded-for (TRUST_PROXY=N; 1 or true: one).
   * 0: the header is ignored and the socket's address is the client's.
   */
  trustProxy: number;
  /** The outbox viewer at /dev/mail (loopback clients only): `npm run dev` or an explicit DEV_MAIL=1. */
  devMail: boolean;
  /** MyFatoorah, when MYFATOORAH_BASE_URL and MYFATOORAH_TOKEN are set; otherwise the local sandbox provider. */
  payments?: MyFatoorahConfig;
  /**
   * Seed the demo accounts (one published password): on a loopback address outside production,
   * or when SEED_DEMO=1 asks for it (SEED_DEMO=0 never).
   */
  demoSeed: boolean;
  /**
   * Serve the local payment sandbox at /sandbox/myfatoorah, with a token and secrets drawn at random
   * for this start: when MyFatoorah is not configured, on a loopback address outside production, or
   * when PAYMENT_SANDBOX=1 asks for it (anyone reaching it could pay with a test card).
   */
  paymentSandbox?: SandboxCredentials;
  /** Sign-in tokens end unused for SESSION_IDLE_DAYS (30) or SESSION_MAX_DAYS (90) after sign-in. */
  session: SessionExpiry;
}

/** The real provider's settings (server/payments/myfatoorah). The token and secret are never logged. */
export interface MyFatoorahConfig {
  /** e.g. https://apitest.myfatoorah.com (test) or https://api.myfatoorah.com (live Kuwait). */
  baseUrl: string;
  token: string;
  /** Signs webhook v2 (`MyFatoorah-Signature`); webhooks are refused without it. */
  webhookSecret: string;
  /** The embedded form's session.js. */
  scriptUrl: string;
}

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
const LOG_LEVELS: LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
  const payments = myFatoorahConfig(env);
  const host = env.HOST || '127.0.0.1';
  // Demo accounts and the sandbox only where nobody else can reach them, unless asked for by name.
  const onlyThisMachine = isLoopbackHost(host) && env.NODE_ENV !== 'production';
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Souqdesk <no-reply@souqdesk.test>',
    publicUrl,
    allowedOrigins: allowedOriginsOf(publicUrl, env.ALLOWED_ORIGINS),
    nodeEnv: env.NODE_ENV || 'development',
    logLevel: LOG_LEVELS.includes(logLevel) ? logLevel : 'info',
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    trustProxy: trustedHops(env.TRUST_PROXY),
    devMail: env.DEV_MAIL === '1' || env.DEV_MAIL === 'true',
    payments,
    demoSeed: flag(env.SEED_DEMO) ?? onlyThisMachine,
    paymentSandbox: !payments && (flag(env.PAYMENT_SANDBOX) ?? onlyThisMachine) ? newSandboxCredentials() : undefined,
    session: sessionExpiryFrom(env),
  };
}

/** '1'/'true' → true, '0'/'false' → false, unset or anything else → undefined (the default applies). */
function flag(value: string | undefined): boolean | undefined {
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  return undefined;
}

/** An origin as the browser writes it (scheme://host[:port], default port left out), or null. */
function originOf(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** PUBLIC_URL's origin, its loopback aliases when it is a loopback one, and ALLOWED_ORIGINS. */
export function allowedOriginsOf(publicUrl: string, extra: string | undefined): string[] {
  const origins = new Set<string>();
  const own = originOf(publicUrl);
  if (own) {
    origins.add(own);
    const url = new URL(own);
    if (isLoopbackHost(url.hostname)) {
      for (const name of ['localhost', '127.0.0.1', '[::1]']) origins.add(`${url.protocol}//${name}${url.port ? `:${url.port}` : ''}`);
    }
  }
  for (const item of (extra ?? '').split(',')) {
    const origin = item.trim() ? originOf(item) : null;
    if (origin) origins.add(origin);
  }
  return [...origins];
}

/** An address only this machine reaches: 127.0.0.0/8, ::1 or localhost. */
export function isLoopbackHost(host: string): boolean {
  const h = host.replace(/^\[|\]$/g, '').toLowerCase();
  return h === 'localhost' || h === '::1' || /^127(\.\d{1,3}){3}$/.test(h) || /^::ffff:127(\.\d{1,3}){3}$/.test(h);
}

/**
 * What main.ts says loudly at start: demo accounts (a published password) or the payment sandbox
 * (test cards pay) on a server other machines can reach, or in production.
 */
export function exposureWarnings(config: Pick<Config, 'host' | 'nodeEnv' | 'demoSeed' | 'paymentSandbox'>): string[] {
  const where = !isLoopbackHost(config.host) ? `listening on ${config.host}, reachable from other machines` : isProduction(config) ? 'in production' : null;
  if (!where) return [];
  const warnings: string[] = [];
  if (config.demoSeed) warnings.push(`DEMO ACCOUNTS ON (SEED_DEMO=1), ${where}: anyone who reaches this server can sign in with the published demo password.`);
  if (config.paymentSandbox) warnings.push(`PAYMENT SANDBOX ON (PAYMENT_SANDBOX=1), ${where}: payments are simulated, anyone can "pay" with a test card.`);
  return warnings;
}

function trustedHops(value: string | undefined): number {
  if (value === 'true') return 1;
  return value && /^\d{1,2}$/.test(value) ? Number(value) : 0;
}

function myFatoorahConfig(env: NodeJS.ProcessEnv): MyFatoorahConfig | undefined {
  const baseUrl = env.MYFATOORAH_BASE_URL?.replace(/\/+$/, '');
  const token = env.MYFATOORAH_TOKEN?.trim();
  if (!baseUrl || !token) return undefined;
  return {
    baseUrl,
    token,
    webhookSecret: env.MYFATOORAH_WEBHOOK_SECRET ?? '',
    scriptUrl: env.MYFATOORAH_SCRIPT_URL || defaultScriptUrl(baseUrl),
  };
}

/** The test API pairs with the demo portal's script, the live one with the live portal's. */
export function defaultScriptUrl(baseUrl: string): string {
  const host = new URL(baseUrl).hostname;
  return host === 'apitest.myfatoorah.com'
    ? 'https://demo.myfatoorah.com/payment/v1/session.js'
    : 'https://portal.myfatoorah.com/payment/v1/session.js';
}

export const isProduction = (config: Pick<Config, 'nodeEnv'>) => config.nodeEnv === 'production';
