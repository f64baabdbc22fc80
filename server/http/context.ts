import type { Locale } from '../../src/api/schemas/common';
import type { Config } from '../config';
import type { DatabaseEvents, DatabaseLoad, Db } from '../db';
import type { LiveEventHub } from '../services/live-events/hub';
import type { Sessions } from '../services/sessions';
import type { Mailer } from '../mail/mailer';
import type { PaymentGateway } from '../payments/gateway';
import type { Storage } from '../storage/storage';
import type { Logger } from './logger';
import type { Lifecycle } from './shutdown';

/** What createApp needs from outside; tests pass fakes for mailer and clock. */
export interface AppDeps {
  db: Db;
  database: DatabaseLoad & DatabaseEvents;
  sessions: Sessions;
  mailer: Mailer;
  config: Config;
  storage: Storage;
  clock: Clock;
  logger: Logger;
  /** The payment provider; createApp builds it from the config when absent (MyFatoorah, or the local sandbox). */
  payments?: PaymentGateway;
  /** This process's event-stream hub; createApp makes one when absent. */
  liveEvents?: LiveEventHub;
  /** Draining for a shutdown (main.ts): /api/ready then answers 503. */
  lifecycle?: Lifecycle;
}

export interface Clock {
  now(): Date;
  /** Waits `ms` (a slowed-down login); tests move their clock instead of waiting. */
  sleep(ms: number): Promise<void>;
}
export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** The signed-in user as loaded from the database by requireUser (roles never come from the client). */
export interface SessionUser {
  id: number;
  companyId: number | null;
  fullName: string;
  userName: string;
  email: string;
  imageUrl: string | null;
  roles: import('../../src/api/schemas/common').Role[];
  company: { id: number; name: string; slug: string } | null;
  tokenId: number;
}

/** Hono context variables set by the middlewares in app.ts. */
export interface AppEnv {
  Variables: {
    deps: AppDeps;
    reqId: string;
    locale: Locale;
    user?: SessionUser;
  };
}
