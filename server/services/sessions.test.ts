import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { SESSION_DEFAULTS } from '../session-expiry';
import { openDatabase } from '../db';
import { authTokens } from '../db/schema';
import { sha256Hex } from './tokens';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';
import { cachedSessions } from './sessions';

const self = (ctx: ReturnType<Parameters<Parameters<typeof forEachDatabase>[1]>[0]>, token: string, app = ctx.app) =>
  call(app, 'GET', '/api/users/self', undefined, bearer(token)).then((r) => r.status);

forEachDatabase('session cache', (ctx) => {
  it('serves a session from memory for up to 60 s, then asks the database again', async () => {
    const token = await loginAs(ctx().app, 'omar');
    const sessions = await cachedSessions(ctx().db, { listen: async () => () => {} });
    const now = ctx().clock.now();
    expect((await sessions.find(token, now))?.userName).toBe('omar');
    // Changed behind the cache's back (this cache listens to nothing): the cached session stands until it expires.
    await ctx().db.execute(sql`update auth_tokens set revoked_at = now() where user_id = (select id from users where user_name = 'omar')`);
    expect((await sessions.find(token, new Date(now.getTime() + 59_000)))?.userName).toBe('omar');
    expect(await sessions.find(token, new Date(now.getTime() + 60_000))).toBeUndefined();
  });

  it('never outlives a logout, a deletion or a password change', async () => {
    const { app, clock } = ctx();
    const owner = await loginAs(app, 'demo');
    const logout = await loginAs(app, 'sara');
    expect(await self(ctx(), logout)).toBe(200);
    expect((await call(app, 'POST', '/api/auth/logout', undefined, bearer(logout))).status).toBe(204);
    expect(await self(ctx(), logout)).toBe(401);

    const created = await call(app, 'POST', '/api/employees', {
      fullName: 'Cache Test', userName: 'cache_test', email: 'cache.test@souqdesk.test', phone: '55512345',
      password: 'Secret@123', passwordConfirmation: 'Secret@123',
    }, bearer(owner));
    expect(created.status).toBe(201);
    const employee = await loginAs(app, 'cache_test', 'Secret@123');
    expect(await self(ctx(), employee)).toBe(200);
    const edited = await call(app, 'PUT', `/api/employees/${created.data.id}`, {
      fullName: 'Cache Test', userName: 'cache_test', email: 'cache.test@souqdesk.test', phone: '55512345',
      password: 'Other@1234', passwordConfirmation: 'Other@1234',
    }, bearer(owner));
    expect(edited.status).toBe(200);
    expect(await self(ctx(), employee)).toBe(401);

    const again = await loginAs(app, 'cache_test', 'Other@1234');
    expect(await self(ctx(), again)).toBe(200);
    expect((await call(app, 'DELETE', `/api/employees/${created.data.id}`, undefined, bearer(owner))).status).toBe(204);
    expect(await self(ctx(), again)).toBe(401);

    const omar = await loginAs(app, 'omar', 'Demo@12345', '10.1.2.3');
    expect(await self(ctx(), omar)).toBe(200);
    await call(app, 'POST', '/api/auth/password/forgot', { email: 'omar@souqdesk.test' });
    const code = /\b(\d{6})\b/.exec(ctx().mailer.sent.at(-1)!.text)![1];
    clock.advance(1000);
    const reset = await call(app, 'POST', '/api/auth/password/reset', { email: 'omar@souqdesk.test', code, password: 'Fresh@1234', passwordConfirmation: 'Fresh@1234' });
    expect(reset.status).toBe(200);
    expect(await self(ctx(), omar)).toBe(401);
  });

  it('hears a revocation made elsewhere (another process, the admin command) through the database', async () => {
    const token = await loginAs(ctx().app, 'buyer1');
    expect(await self(ctx(), token)).toBe(200);
    await ctx().db.execute(sql`update auth_tokens set revoked_at = now() where user_id = (select id from users where user_name = 'buyer1')`);
    await expect.poll(() => self(ctx(), token), { timeout: 2000, interval: 20 }).toBe(401);
  });

  it('reaches every server process at once (PostgreSQL: a second process on the same database)', async () => {
    if (!ctx().databaseUrl) return;
    const other = await openDatabase({ databaseUrl: ctx().databaseUrl });
    try {
      const otherApp = createApp({ ...ctx().deps, db: other.db, database: other, sessions: await cachedSessions(other.db, other) });
      const token = await loginAs(ctx().app, 'rival');
      expect(await self(ctx(), token, otherApp)).toBe(200);
      expect((await call(ctx().app, 'POST', '/api/auth/logout', undefined, bearer(token))).status).toBe(204);
      await expect.poll(() => self(ctx(), token, otherApp), { timeout: 2000, interval: 20 }).toBe(401);
    } finally {
      await other.close();
    }
  });

  const MINUTE = 60_000;
  const DAY = 24 * 60 * MINUTE;
  const { idleMs, maxMs } = SESSION_DEFAULTS;

  it(`ends a session unused for ${idleMs / DAY} days (sliding: each use starts the wait again)`, async () => {
    const { app, clock } = ctx();
    const idle = await loginAs(app, 'omar', 'Fresh@1234', '10.3.0.1'); // omar's password was reset above
    const used = await loginAs(app, 'sara', 'Demo@12345', '10.3.0.2');
    clock.advance(idleMs - 10 * MINUTE);
    expect(await self(ctx(), used)).toBe(200);
    clock.advance(10 * MINUTE);
    const expired = await call(app, 'GET', '/api/users/self', undefined, { ...bearer(idle), 'accept-language': 'ar' });
    expect(expired.status).toBe(401);
    const revoked = await call(app, 'GET', '/api/users/self', undefined, { ...bearer('no-such-token'), 'accept-language': 'ar' });
    expect(expired.data).toEqual(revoked.data); // the client's session-expired path takes any 401 alike
    expect(await self(ctx(), used)).toBe(200); // used 10 minutes ago
  });

  it(`ends any session ${maxMs / DAY} days after sign-in, however often it is used`, async () => {
    const { app, clock } = ctx();
    const token = await loginAs(app, 'rival', 'Demo@12345', '10.3.0.3');
    const steps = Math.floor(maxMs / (idleMs - DAY));
    for (let i = 0; i < steps; i++) {
      clock.advance(idleMs - DAY);
      expect(await self(ctx(), token)).toBe(200);
    }
    clock.advance(maxMs - steps * (idleMs - DAY));
    expect(await self(ctx(), token)).toBe(401);
  });

  it('never serves a cached session past its hard end', async () => {
    const token = await loginAs(ctx().app, 'buyer1', 'Demo@12345', '10.3.0.4');
    const sessions = await cachedSessions(ctx().db, { listen: async () => () => {} });
    const signedIn = ctx().clock.now().getTime();
    // Used often enough to stay within the idle limit, then cached 10 s before the hard end.
    for (let at = signedIn + idleMs / 2; at < signedIn + maxMs; at += idleMs / 2) expect(await sessions.find(token, new Date(at))).toBeDefined();
    expect((await sessions.find(token, new Date(signedIn + maxMs - 10_000)))?.userName).toBe('buyer1');
    expect(sessions.cached(token, new Date(signedIn + maxMs))).toBeUndefined();
    expect(await sessions.find(token, new Date(signedIn + maxMs))).toBeUndefined();
  });

  it('writes the last use at most every few minutes, not once a request', async () => {
    const { app, clock, db } = ctx();
    const token = await loginAs(app, 'demo', 'Demo@12345', '10.3.0.5');
    const lastUsed = async () => (await db.select({ at: authTokens.lastUsedAt }).from(authTokens).where(eq(authTokens.tokenHash, sha256Hex(token))))[0].at!.getTime();
    const signedIn = await lastUsed();
    for (let i = 0; i < 4; i++) {
      clock.advance(61_000); // past the minute the session stays cached
      expect(await self(ctx(), token)).toBe(200);
    }
    expect(await lastUsed()).toBe(signedIn);
    clock.advance(61_000);
    expect(await self(ctx(), token)).toBe(200);
    expect(await lastUsed()).toBe(clock.now().getTime());
  });
});

it('reads the session limits from SESSION_IDLE_DAYS and SESSION_MAX_DAYS, keeping the defaults for nonsense', () => {
  expect(loadConfig({ SESSION_IDLE_DAYS: '7', SESSION_MAX_DAYS: '0.5' }).session).toEqual({ idleMs: 7 * 86_400_000, maxMs: 43_200_000 });
  expect(loadConfig({ SESSION_IDLE_DAYS: 'soon', SESSION_MAX_DAYS: '-1' }).session).toEqual(SESSION_DEFAULTS);
});
