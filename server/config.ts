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
  /** Use x-forwarded-for as the client address (only behind a trusted proxy). */
  trustProxy: boolean;
  /** The outbox viewer at /dev/mail (loopback clients only): `npm run dev` or an explicit DEV_MAIL=1. */
  devMail: boolean;
}

export type LogLevel = 'silent' | 'error' | 'warn' | 'info' | 'debug';
const LOG_LEVELS: LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug'];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const logLevel = (env.LOG_LEVEL ?? 'info') as LogLevel;
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
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    devMail: env.DEV_MAIL === '1' || env.DEV_MAIL === 'true',
  };
}

export const isProduction = (config: Pick<Config, 'nodeEnv'>) => config.nodeEnv === 'production';
