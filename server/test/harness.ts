import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe } from 'vitest';
import { createApp } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Db } from '../db';
import { seed } from '../db/seed';
import { afterRepliesSettled } from '../http/after-reply';
import type { AppDeps } from '../http/context';
import { createLogger } from '../http/logger';
import { MemoryMailer } from '../mail/memory-mailer';
import { cachedSessions } from '../services/sessions';
import { LocalStorage } from '../storage/storage';
import { adminQuery, databaseUrlOf } from './admin-query';
import { templateFor } from './template';

export type Driver = 'pglite' | 'postgres';

/** A clock the tests move by hand (lockouts, code expiry); a sleep moves it at once and is counted. */
export class TestClock {
  /** Milliseconds slept since the start. */
  slept = 0;
  constructor(public ms = Date.parse('2026-03-01T09:00:00Z')) {}
  now = () => new Date(this.ms);
  advance(ms: number) {
    this.ms += ms;
  }
  sleep = async (ms: number) => {
    this.slept += ms;
    this.advance(ms);
  };
}

export interface TestContext {
  driver: Driver;
  app: ReturnType<typeof createApp>;
  /** What the app was built from, to build another (tests that add routes need a fresh one). */
  deps: AppDeps;
  db: Db;
  mailer: MemoryMailer;
  clock: TestClock;
  config: Config;
  storage: LocalStorage;
  /** The throwaway PostgreSQL database (undefined on PGlite), for tests that open a second process's view. */
  databaseUrl?: string;
  dispose(): Promise<void>;
}

/** A fresh, migrated and seeded database with the app on top; PostgreSQL gets its own throwaway database. */
export async function createTestContext(driver: Driver, env: Record<string, string> = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'souqdesk-test-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DIST_DIR: path.join(dataDir, 'dist'), TRUST_PROXY: '1', NODE_ENV: 'test', ...env });
  const clock = new TestClock();
  // A copy of this run's template when there is one (migrations and seed then find nothing to do).
  const template = await templateFor(driver, clock.now());
  let dropDatabase = async () => {};
  let databaseUrl: string | undefined;
  if (driver === 'postgres') {
    const base = process.env.DATABASE_URL!;
    const name = `souqdesk_t_${randomBytes(6).toString('hex')}`;
    await adminQuery(base, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
    databaseUrl = databaseUrlOf(base, name);
    dropDatabase = () => adminQuery(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({ databaseUrl, pgliteTemplate: driver === 'pglite' ? template : undefined });
  await seed(database.db, { now: clock.now() });
  const mailer = new MemoryMailer();
  const storage = new LocalStorage(path.join(dataDir, 'uploads'));
  const deps: AppDeps = { db: database.db, database, sessions: await cachedSessions(database.db, database), mailer, config, storage, clock, logger: createLogger('silent') };
  const app = createApp(deps);
  return {
    driver, app, deps, db: database.db, mailer, clock, config, storage, databaseUrl,
    async dispose() {
      await database.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** PGlite always; PostgreSQL too when DATABASE_URL is set. One context per driver per file. */
export const drivers = (): Driver[] => (process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite']);

export function forEachDatabase(title: string, suite: (ctx: () => TestContext) => void) {
  describe.each(drivers())(`${title} [%s]`, (driver) => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext(driver);
    });
    afterAll(async () => {
      await ctx?.dispose();
    });
    suite(() => ctx);
  });
}

/** JSON request helper: `call(app, 'POST', '/api/auth/login', body, headers)`. */
export async function call(
  app: TestContext['app'], method: string, url: string, body?: unknown, headers: Record<string, string> = {},
) {
  const res = await app.request(url, {
    method,
    headers: { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // What the server does after replying (mailing a reset code) is done before the test looks.
  await afterRepliesSettled();
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read replies loosely and assert them
  let data: any;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  return { status: res.status, data, headers: res.headers };
}

export async function loginAs(app: TestContext['app'], login: string, password = 'Demo@12345', address = '10.9.9.9') {
  const res = await call(app, 'POST', '/api/auth/login', { login, password }, { 'x-forwarded-for': address });
  if (res.status !== 200) throw new Error(`login ${login} failed: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
