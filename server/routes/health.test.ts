import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { isDatabaseUnavailable } from '../db/errors';
import type { AppEnv } from '../http/context';
import { onError } from '../http/on-error';
import { Lifecycle } from '../http/shutdown';
import { bundledMigrations } from '../db/readiness';
import { forEachDatabase, type TestContext } from '../test/harness';

forEachDatabase('GET /api/health and /api/ready', (context) => {
  let ctx: TestContext;
  beforeAll(() => { ctx = context(); });

  it('health answers without the database; ready asks it', async () => {
    const broken = createApp({ ...ctx.deps, database: { ...ctx.deps.database, ping: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })) } });
    expect((await broken.request('/api/health')).status).toBe(200);
    const ready = await broken.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('2');
    expect(await ready.json()).toEqual({ status: 'unavailable', reason: 'database-unreachable', retryAfter: 2 });

    const ok = await ctx.app.request('/api/ready');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ status: 'ready', database: ctx.driver });
  });

  it('ready is 503 while the process drains for a shutdown', async () => {
    const lifecycle = new Lifecycle();
    const app = createApp({ ...ctx.deps, lifecycle });
    expect((await app.request('/api/ready')).status).toBe(200);
    lifecycle.draining = true;
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect((await res.json()).reason).toBe('draining');
    expect((await app.request('/api/health')).status).toBe(200);
  });

  it('ready is 503 while a migration of this build is not applied', async () => {
    await ctx.db.execute(sql`create table drizzle.h7_saved as select * from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    await ctx.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    try {
      const res = await ctx.app.request('/api/ready');
      expect(res.status).toBe(503);
      expect((await res.json()).reason).toBe('migrations-pending');
    } finally {
      await ctx.db.execute(sql`insert into drizzle.__drizzle_migrations select * from drizzle.h7_saved`);
      await ctx.db.execute(sql`drop table drizzle.h7_saved`);
    }
    expect((await ctx.app.request('/api/ready')).status).toBe(200);
  });

  // As many migrations recorded as bundled, but one of them another build's: the count alone said ready.
  it('ready is 503 when a recorded migration is not this build\'s (same count, another hash)', async () => {
    const last = sql`(select max(id) from drizzle.__drizzle_migrations)`;
    const [{ hash }] = rowsOf<{ hash: string }>(await ctx.db.execute(sql`select hash from drizzle.__drizzle_migrations where id = ${last}`));
    await ctx.db.execute(sql`update drizzle.__drizzle_migrations set hash = ${'0'.repeat(64)} where id = ${last}`);
    try {
      const res = await ctx.app.request('/api/ready');
      expect(res.status).toBe(503);
      expect((await res.json()).reason).toBe('migrations-pending');
    } finally {
      await ctx.db.execute(sql`update drizzle.__drizzle_migrations set hash = ${hash} where id = ${last}`);
    }
    expect((await ctx.app.request('/api/ready')).status).toBe(200);
  });

  it('a migration applied before its text was edited (a comment) counts as applied by its former hash', async () => {
    const statistics = bundledMigrations().find((m) => m.hashes.length > 1)!;
    const [current, former] = statistics.hashes;
    await ctx.db.execute(sql`update drizzle.__drizzle_migrations set hash = ${former} where hash = ${current}`);
    try {
      expect((await ctx.app.request('/api/ready')).status).toBe(200);
    } finally {
      await ctx.db.execute(sql`update drizzle.__drizzle_migrations set hash = ${current} where hash = ${former}`);
    }
  });
});

const rowsOf = <T>(result: unknown) => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe('a database that cannot be reached', () => {
  it('is told from a query that is wrong', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('column "x" does not exist'))).toBe(false);
  });

  it('is answered 503 with Retry-After by the error handler, in the caller’s language', async () => {
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.get('/x', () => { throw new Error('Failed query', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) }); });
    const res = await app.request('/x');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toMatchObject({ retryAfter: 2 });
  });
});
