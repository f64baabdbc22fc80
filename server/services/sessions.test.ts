import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../app';
import { openDatabase } from '../db';
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
});
