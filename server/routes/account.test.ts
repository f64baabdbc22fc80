import { and, eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { authTokens, notifications, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { addBuyer, addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call, loginAs } from '../test/harness';

const png = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#0f766e' } }).png().toBuffer();

forEachActivityDatabase('account', (ctx) => {
  const as = (token: string, lang = 'en') => ({ ...bearer(token), 'accept-language': lang });
  const form = { firstName: 'Sara', lastName: 'Al-Ahmad', phone: '55501234', email: 'sara@demo.souqdesk.test', address: 'Salmiya, Block 10', nationality: 'Kuwaiti', dateOfBirth: '1994-03-02', gender: 'female', country: 'KW' };

  it('saves the account form and reads it back; the session shows the new name', async () => {
    const { app, tokens } = ctx();
    const current = (await call(app, 'GET', '/api/users/self/account', undefined, as(tokens.sara))).data;
    const saved = await call(app, 'POST', '/api/users/user-data', { ...form, email: current.email, firstName: ' Sara ' }, as(tokens.sara));
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ firstName: 'Sara', lastName: 'Al-Ahmad', fullName: 'Sara Al-Ahmad', phone: '55501234', dateOfBirth: '1994-03-02', gender: 'female', country: 'KW' });
    expect((await call(app, 'GET', '/api/users/self', undefined, as(tokens.sara))).data.fullName).toBe('Sara Al-Ahmad');
  });

  it('refuses invalid account fields with the §5 texts in both languages, and another user\'s e-mail', async () => {
    const { app, tokens } = ctx();
    const bad = await call(app, 'POST', '/api/users/user-data', { ...form, firstName: '', phone: '+9655501', dateOfBirth: '2999-01-01', gender: 'x', country: 'FR' }, as(tokens.omar));
    expect(bad.status).toBe(422);
    expect(bad.data.errors).toMatchObject({
      firstName: ['First name is required'], phone: ['Phone number must be exactly 8 digits'], dateOfBirth: ['Enter a real date of birth, not in the future'],
      gender: ['Choose male or female'], country: ['Choose a country from the list'],
    });
    const arabic = await call(app, 'POST', '/api/users/user-data', { ...form, lastName: '' }, as(tokens.omar, 'ar'));
    expect(arabic.data.errors.lastName).toEqual(['اسم العائلة مطلوب']);
    const [sara] = await ctx().db.select({ email: users.email }).from(users).where(eq(users.id, ctx().ids.sara));
    const taken = await call(app, 'POST', '/api/users/user-data', { ...form, email: sara.email.toUpperCase() }, as(tokens.omar));
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.data.errors)).toEqual(['email']);
    expect((await call(app, 'POST', '/api/users/user-data', 'nonsense', as(tokens.omar))).status).toBe(422);
  });

  it('changes the password: the old one must be right; other sessions end, this one stays, the new password signs in', async () => {
    const { app, db } = ctx();
    await addBuyer(db, 'pw_changer');
    const here = await loginAs(app, 'pw_changer');
    const elsewhere = await loginAs(app, 'pw_changer', 'Demo@12345', '10.1.1.1');
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.userName, 'pw_changer'));
    const change = (body: object, token = here, id = me.id, lang = 'en') => call(app, 'POST', `/api/users/${id}`, { _method: 'PUT', ...body }, as(token, lang));
    const wrong = await change({ oldPassword: 'nope-nope', password: 'NewPass@123', passwordConfirmation: 'NewPass@123' });
    expect(wrong.status).toBe(422);
    expect(wrong.data.errors).toEqual({ oldPassword: ['The old password is incorrect'] });
    expect((await change({ oldPassword: 'nope-nope', password: 'NewPass@123', passwordConfirmation: 'NewPass@123' }, here, me.id, 'ar')).data.errors.oldPassword).toEqual(['كلمة المرور القديمة غير صحيحة']);
    const mismatch = await change({ oldPassword: 'Demo@12345', password: 'NewPass@123', passwordConfirmation: 'Other@123' });
    expect(mismatch.data.errors).toEqual({ passwordConfirmation: ['Passwords do not match'] });
    expect((await change({ oldPassword: 'Demo@12345', password: 'NewPass@123', passwordConfirmation: 'NewPass@123' }, here, ctx().ids.buyer1)).status).toBe(403);
    const done = await change({ oldPassword: 'Demo@12345', password: 'NewPass@123', passwordConfirmation: 'NewPass@123' });
    expect(done.status).toBe(200);
    expect((await call(app, 'GET', '/api/users/self', undefined, as(here))).status).toBe(200);
    expect((await call(app, 'GET', '/api/users/self', undefined, as(elsewhere))).status).toBe(401);
    expect((await call(app, 'POST', '/api/auth/login', { login: 'pw_changer', password: 'Demo@12345' }, { 'x-forwarded-for': '10.2.2.2' })).status).toBe(401);
    expect(await loginAs(app, 'pw_changer', 'NewPass@123', '10.2.2.3')).toBeTruthy();
  });

  it('sets, replaces and removes a profile picture checked by content; the picture and its thumbnail are served', async () => {
    const { app, tokens, storage } = ctx();
    const upload = async (bytes: Uint8Array | Buffer, name = 'me.png') => {
      const body = new FormData();
      body.append('image', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
      const res = await app.request('/api/users/add-image', { method: 'POST', body, headers: as(tokens.omar) });
      return { status: res.status, data: await res.json() };
    };
    const first = await upload(await png());
    expect(first.status).toBe(200);
    expect(first.data.url).toMatch(/^\/uploads\/avatars\/[\w-]+\.png$/);
    const picture = await app.request(first.data.url);
    expect(picture.status).toBe(200);
    expect((await sharp(new Uint8Array(await picture.arrayBuffer())).metadata()).width).toBe(512);
    expect((await app.request(first.data.url.replace('.png', '-thumb.webp'))).headers.get('content-type')).toBe('image/webp');
    expect((await call(app, 'GET', '/api/users/self', undefined, as(tokens.omar))).data.image).toEqual({ url: first.data.url });
    const fake = await upload(new TextEncoder().encode('GIF89a not a picture'), 'me.png');
    expect(fake.status).toBe(422);
    expect(fake.data.errors.image).toHaveLength(1);
    expect((await upload(new Uint8Array(0))).data.errors.image).toEqual(['Please choose a picture']);
    const second = await upload(await png());
    expect(second.data.url).not.toBe(first.data.url);
    expect(await storage.get(first.data.url.slice('/uploads/'.length))).toBeUndefined();
    expect((await call(app, 'POST', '/api/users/delete-image', { _method: 'DELETE' }, as(tokens.omar))).status).toBe(204);
    expect((await call(app, 'GET', '/api/users/self', undefined, as(tokens.omar))).data.image).toBeNull();
    expect((await app.request(second.data.url)).status).toBe(404);
  });

  it('follows and unfollows from a public profile; a follow notifies once (type 4); lists show both sides', async () => {
    const { app, db, tokens, ids, companyIds } = ctx();
    const productId = await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: 'Profile lamp' });
    const profile = await call(app, 'GET', `/api/accounts/${ids.demo}`, undefined, as(tokens.buyer1));
    expect(profile.status).toBe(200);
    expect(profile.data).toMatchObject({ id: ids.demo, isFollowing: false, isSelf: false, followersCount: 0, company: { id: companyIds.demo } });
    expect(profile.data.products.map((p: { id: number }) => p.id)).toContain(productId);
    expect(profile.data).not.toHaveProperty('email');
    const followed = await call(app, 'POST', `/api/accounts/${ids.demo}/follow`, undefined, as(tokens.buyer1));
    expect(followed.data).toEqual({ isFollowing: true, followersCount: 1 });
    expect((await call(app, 'POST', `/api/accounts/${ids.demo}/follow`, undefined, as(tokens.buyer1))).data.followersCount).toBe(1);
    const sent = await db.select().from(notifications).where(and(eq(notifications.userId, ids.demo), eq(notifications.type, 4)));
    expect(sent).toHaveLength(1);
    expect(sent[0].senderId).toBe(ids.buyer1);
    const followers = await call(app, 'GET', `/api/accounts/${ids.demo}/followers`, undefined, as(tokens.sara));
    expect(followers.data.data).toEqual([expect.objectContaining({ id: ids.buyer1, username: 'buyer1' })]);
    expect((await call(app, 'GET', `/api/accounts/${ids.buyer1}/following`, undefined, as(tokens.sara))).data.data.map((f: { id: number }) => f.id)).toEqual([ids.demo]);
    expect((await call(app, 'GET', `/api/accounts/${ids.demo}`, undefined, as(tokens.buyer1))).data.isFollowing).toBe(true);
    expect((await call(app, 'POST', `/api/accounts/${ids.demo}/follow`, { _method: 'DELETE' }, as(tokens.buyer1))).data).toEqual({ isFollowing: false, followersCount: 0 });
    expect((await call(app, 'POST', `/api/accounts/${ids.buyer1}/follow`, undefined, as(tokens.buyer1))).status).toBe(422);
    expect((await call(app, 'GET', '/api/accounts/99999999', undefined, as(tokens.buyer1))).status).toBe(404);
    expect((await call(app, 'GET', '/api/accounts/abc/followers', undefined, as(tokens.buyer1))).status).toBe(422);
    expect((await call(app, 'GET', `/api/accounts/${ids.demo}`)).status).toBe(401);
  });

  it('deactivates: tokens revoked, sign-in says deactivated; the last company user is told about its employees first', async () => {
    const { app, db } = ctx();
    const passwordHash = await hashPassword('Demo@12345');
    const [boss] = await db.insert(users).values({ userName: 'closing_boss', fullName: 'Closing Boss', email: 'boss@closing.test', roles: ['company'], passwordHash, companyId: ctx().companyIds.rival }).returning({ id: users.id });
    // The rival company has its own company user too: make this one a company of its own.
    const { companies } = await import('../db/schema');
    const [own] = await db.insert(companies).values({ name: 'Closing Co', slug: 'closing-co' }).returning({ id: companies.id });
    await db.update(users).set({ companyId: own.id }).where(eq(users.id, boss.id));
    const [worker] = await db.insert(users).values({ userName: 'closing_worker', fullName: 'Closing Worker', email: 'worker@closing.test', roles: ['employee'], passwordHash, companyId: own.id }).returning({ id: users.id });
    const bossToken = await loginAs(app, 'closing_boss');
    const workerToken = await loginAs(app, 'closing_worker');
    expect((await call(app, 'GET', '/api/users/self/deactivation', undefined, as(bossToken))).data).toEqual({ employeesAffected: 1 });
    expect((await call(app, 'POST', `/api/users/${worker.id}`, { _method: 'DELETE' }, as(bossToken))).status).toBe(403);
    const refused = await call(app, 'POST', `/api/users/${boss.id}`, { _method: 'DELETE' }, as(bossToken));
    expect(refused.status).toBe(409);
    expect(refused.data.message).toContain('1 active employees');
    expect((await call(app, 'GET', '/api/users/self', undefined, as(workerToken))).status).toBe(200);
    expect((await call(app, 'POST', `/api/users/${boss.id}`, { _method: 'DELETE', employeesAcknowledged: true }, as(bossToken))).status).toBe(204);
    expect((await call(app, 'GET', '/api/users/self', undefined, as(bossToken))).status).toBe(401);
    expect((await call(app, 'GET', '/api/users/self', undefined, as(workerToken))).status).toBe(401);
    const open = await db.select().from(authTokens).where(and(eq(authTokens.userId, boss.id), isNull(authTokens.revokedAt)));
    expect(open).toHaveLength(0);
    const login = await call(app, 'POST', '/api/auth/login', { login: 'closing_boss', password: 'Demo@12345' }, { 'x-forwarded-for': '10.3.3.3', 'accept-language': 'ar' });
    expect(login.status).toBe(403);
    expect(login.data.message).toBe('تم تعطيل هذا الحساب. تواصل مع الدعم لإعادة تفعيله.');
    // A wrong password on a deactivated account says nothing about it.
    expect((await call(app, 'POST', '/api/auth/login', { login: 'closing_worker', password: 'wrong-one' }, { 'x-forwarded-for': '10.3.3.4' })).status).toBe(401);
    expect((await call(app, 'GET', `/api/accounts/${boss.id}`, undefined, as(ctx().tokens.buyer1))).status).toBe(404);
  });

  it('an employee deactivating alone takes nobody with it', async () => {
    const { app, db } = ctx();
    const passwordHash = await hashPassword('Demo@12345');
    const [leaver] = await db.insert(users).values({ userName: 'leaving_emp', fullName: 'Leaving', email: 'leaving@demo.test', roles: ['employee'], passwordHash, companyId: ctx().companyIds.demo }).returning({ id: users.id });
    const token = await loginAs(app, 'leaving_emp');
    expect((await call(app, 'GET', '/api/users/self/deactivation', undefined, as(token))).data).toEqual({ employeesAffected: 0 });
    expect((await call(app, 'DELETE', `/api/users/${leaver.id}`, undefined, as(token))).status).toBe(204);
    expect((await call(app, 'GET', '/api/users/self', undefined, as(ctx().tokens.sara))).status).toBe(200);
    expect((await call(app, 'POST', '/api/auth/login', { login: 'leaving_emp', password: 'Demo@12345' }, { 'x-forwarded-for': '10.4.4.4' })).data.message).toBe('This account has been deactivated. Contact support to reactivate it.');
  });
});
