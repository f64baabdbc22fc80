import path from 'node:path';

/** Everything the server reads from the environment, read once. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise PGlite under dataDir/pglite. */
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
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
   * Serve the local payment sandbox at /sandbox/myfatoorah: when MyFatoorah is not configured, except in
   * production, where it would let anyone pay with a test card, unless PAYMENT_SANDBOX=1 asks for it.
   */
  paymentSandbox: boolean;
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
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Souqdesk <no-reply@souqdesk.test>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    nodeEnv: env.NODE_ENV || 'development',
    logLevel: LOG_LEVELS.includes(logLevel) ? logLevel : 'info',
    distDir: path.resolve(env.DIST_DIR || 'dist'),
    trustProxy: trustedHops(env.TRUST_PROXY),
    devMail: env.DEV_MAIL === '1' || env.DEV_MAIL === 'true',
    payments,
    paymentSandbox: !payments && (env.NODE_ENV !== 'production' || env.PAYMENT_SANDBOX === '1'),
  };
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
