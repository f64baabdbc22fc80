import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  LOGIN_LOCK_MS, LOGIN_MAX_FAILURES, SERVER_LOGIN_MAX_FAILURES_PER_ADDRESS, SERVER_LOGIN_SLOW_AFTER_FAILURES,
  SERVER_LOGIN_SLOWDOWN_MAX_MS, SERVER_LOGIN_WINDOW_MS,
} from '../../src/domain/limits';
import { users } from '../db/schema';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

const WRONG = 'Wrong@12345';

forEachDatabase('auth', (ctx) => {
  const login = (body: unknown, address: string, headers: Record<string, string> = {}) =>
    call(ctx().app, 'POST', '/api/auth/login', body, { 'x-forwarded-for': address, ...headers });

  it('signs in by user name, case-insensitively, and returns the auth record', async () => {
    const res = await login({ login: 'DEMO', password: 'Demo@12345' }, '10.0.0.1');
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ userName: 'demo', token_type: 'Bearer', user: { userName: 'demo', roles: ['company'], company: { slug: 'demo', name: 'Demo Trading Co.' } } });
    expect(res.data.token).toBe(res.data.access_token);
    expect(res.data.token.length).toBeGreaterThanOrEqual(40);
    const [row] = await ctx().db.select().from(users).where(eq(users.userName, 'demo'));
    expect(row.lastEntryAt?.getTime()).toBe(ctx().clock.ms);
  });

  it('signs in by e-mail', async () => {
    const res = await login({ login: ' Sara@SouqDesk.test ', password: 'Demo@12345' }, '10.0.0.1');
    expect(res.status).toBe(200);
    expect(res.data.user).toMatchObject({ userName: 'sara', roles: ['employee'], sellerId: expect.any(Number) });
  });

  it('refuses a wrong password with the exact message, in English and Arabic', async () => {
    const en = await login({ login: 'omar', password: WRONG }, '10.0.0.2');
    expect(en.status).toBe(401);
    expect(en.data).toEqual({ message: 'The username or password is incorrect.' });
    const ar = await login({ login: 'omar', password: WRONG }, '10.0.0.2', { 'accept-language': 'ar-KW,ar;q=0.9,en;q=0.5' });
    expect(ar.status).toBe(401);
    expect(ar.data.message).toBe('اسم المستخدم أو كلمة المرور غير صحيحة.');
    const unknown = await login({ login: 'nobody', password: WRONG }, '10.0.0.2');
    expect(unknown.data).toEqual({ message: 'The username or password is incorrect.' });
  });

  it('refuses a deleted user even with the right password', async () => {
    await ctx().db.update(users).set({ deletedAt: ctx().clock.now() }).where(eq(users.userName, 'rival'));
    const res = await login({ login: 'rival', password: 'Demo@12345' }, '10.0.0.3');
    expect(res.status).toBe(401);
    await ctx().db.update(users).set({ deletedAt: null }).where(eq(users.userName, 'rival'));
  });

  it('locks an account on one address after 5 failures for 180 s, then unlocks', async () => {
    const address = '10.0.1.1';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await login({ login: 'buyer1', password: WRONG }, address)).status).toBe(401);
    }
    const locked = await login({ login: 'buyer1', password: 'Demo@12345' }, address);
    expect(locked.status).toBe(429);
    expect(locked.data.retryAfter).toBe(LOGIN_LOCK_MS / 1000);
    expect(locked.headers.get('retry-after')).toBe('180');
    expect(locked.data.message).toBe('Too many failed attempts. Try again in 3 minutes.');
    const lockedAr = await login({ login: 'buyer1', password: 'Demo@12345' }, address, { 'accept-language': 'ar' });
    expect(lockedAr.data.message).toBe('محاولات فاشلة كثيرة. حاول مرة أخرى بعد ٣ دقائق.');

    // Another address is not locked out of the same account.
    expect((await login({ login: 'buyer1', password: WRONG }, '10.0.1.2')).status).toBe(401);

    ctx().clock.advance(LOGIN_LOCK_MS - 1000);
    const stillLocked = await login({ login: 'buyer1', password: 'Demo@12345' }, address);
    expect(stillLocked.status).toBe(429);
    expect(stillLocked.data.retryAfter).toBe(1);
    ctx().clock.advance(1000);
    expect((await login({ login: 'buyer1', password: 'Demo@12345' }, address)).status).toBe(200);
  });

  it('a success resets the counter', async () => {
    const address = '10.0.2.1';
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) await login({ login: 'sara', password: WRONG }, address);
    expect((await login({ login: 'sara', password: 'Demo@12345' }, address)).status).toBe(200);
    for (let i = 0; i < LOGIN_MAX_FAILURES - 1; i++) {
      expect((await login({ login: 'sara', password: WRONG }, address)).status).toBe(401);
    }
    expect((await login({ login: 'sara', password: 'Demo@12345' }, address)).status).toBe(200);
  });

  it('never locks an account attacked from many addresses: the right password from a clean address signs in, only slower', async () => {
    ctx().clock.advance(SERVER_LOGIN_WINDOW_MS); // forget the failures of earlier tests
    const slept = () => ctx().clock.slept;
    const before = slept();
    for (let i = 0; i < 10; i++) {
      expect((await login({ login: 'omar@souqdesk.test', password: WRONG }, `10.1.0.${i}`)).status).toBe(401);
    }
    expect(slept()).toBe(before); // below the account's threshold nothing waits
    const owner = await login({ login: 'omar', password: 'Demo@12345' }, '10.1.1.1');
    expect(owner.status).toBe(200);
    expect(slept() - before).toBeGreaterThan(0);

    // More failures: longer waits, capped, still no refusal of the owner.
    for (let i = 10; i < 20; i++) await login({ login: 'omar', password: WRONG }, `10.1.0.${i}`);
    const waited = slept();
    expect((await login({ login: 'omar', password: 'Demo@12345' }, '10.1.2.2')).status).toBe(200);
    expect(slept() - waited).toBe(SERVER_LOGIN_SLOWDOWN_MAX_MS);
    // The window over, sign-ins are quick again.
    ctx().clock.advance(SERVER_LOGIN_WINDOW_MS);
    const later = slept();
    expect((await login({ login: 'omar', password: 'Demo@12345' }, '10.1.2.2')).status).toBe(200);
    expect(slept()).toBe(later);
  });

  it(`refuses an address after ${SERVER_LOGIN_MAX_FAILURES_PER_ADDRESS} failures against any accounts, not the accounts elsewhere`, async () => {
    ctx().clock.advance(SERVER_LOGIN_WINDOW_MS);
    const sprayer = '10.3.3.3';
    for (let i = 0; i < SERVER_LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      expect((await login({ login: `nobody${i}`, password: WRONG }, sprayer)).status).toBe(401);
    }
    const refused = await login({ login: 'buyer1', password: 'Demo@12345' }, sprayer);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(refused.data.retryAfter));
    expect((await login({ login: 'buyer1', password: 'Demo@12345' }, '10.3.3.4')).status).toBe(200);
    expect(SERVER_LOGIN_SLOW_AFTER_FAILURES).toBeLessThan(SERVER_LOGIN_MAX_FAILURES_PER_ADDRESS);
  });

  it('answers 422 with translated per-field messages when fields are missing', async () => {
    const en = await login({ login: '', password: '' }, '10.0.3.1');
    expect(en.status).toBe(422);
    expect(en.data).toEqual({
      message: 'Please fill in required fields',
      errors: { login: ['Please fill in required fields'], password: ['Please fill in required fields'] },
    });
    const ar = await login({ password: 'x' }, '10.0.3.1', { 'accept-language': 'ar' });
    expect(ar.status).toBe(422);
    expect(ar.data.errors.login).toEqual(['هذا الحقل مطلوب']);
  });

  it('self needs a valid token; logout revokes it', async () => {
    const { app } = ctx();
    expect((await call(app, 'GET', '/api/users/self')).data).toEqual({ message: 'Unauthenticated.' });
    expect((await call(app, 'GET', '/api/users/self', undefined, bearer('not-a-token'))).status).toBe(401);
    const token = await loginAs(app, 'sara');
    const self = await call(app, 'GET', '/api/users/self', undefined, bearer(token));
    expect(self.status).toBe(200);
    expect(self.data).toMatchObject({ userName: 'sara', fullName: 'Sara Al-Ahmad', roles: ['employee'], company: { slug: 'demo' }, image: null });
    expect((await call(app, 'POST', '/api/auth/logout', undefined, bearer(token))).status).toBe(204);
    const after = await call(app, 'GET', '/api/users/self', undefined, bearer(token));
    expect(after.status).toBe(401);
    expect(after.data.message).toBe('Unauthenticated.');
  });

  it('a token stops working when its user is deleted', async () => {
    const token = await loginAs(ctx().app, 'buyer1');
    await ctx().db.update(users).set({ deletedAt: ctx().clock.now() }).where(eq(users.userName, 'buyer1'));
    expect((await call(ctx().app, 'GET', '/api/users/self', undefined, bearer(token))).status).toBe(401);
    await ctx().db.update(users).set({ deletedAt: null }).where(eq(users.userName, 'buyer1'));
  });
});
