import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createApp } from '../app';
import { companies, users } from '../db/schema';
import { createLogger } from '../http/logger';
import { t } from '../i18n/t';
import { forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';

const valid = (n: string) => ({
  fullName: `Employee ${n}`, phone: '55512345', email: `emp_${n}@demo.test`, userName: `emp_${n}`,
  password: 'Secret123', passwordConfirmation: 'Secret123', roles: ['employee'], admin: false,
});

forEachActivityDatabase('employees', (ctx) => {
  const as = (name: 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1', lang = 'en') => ({ ...bearer(ctx().tokens[name]), 'accept-language': lang });
  const login = (login: string, password: string) => call(ctx().app, 'POST', '/api/auth/login', { login, password }, { 'x-forwarded-for': '10.7.7.7' });

  it('is for the company user only: employees and buyers get 403, other companies see only theirs', async () => {
    for (const who of ['sara', 'buyer1'] as const) {
      expect((await call(ctx().app, 'GET', '/api/employees', undefined, as(who))).status).toBe(403);
      expect((await call(ctx().app, 'POST', '/api/employees', valid('x'), as(who))).status).toBe(403);
      expect((await call(ctx().app, 'GET', '/api/employees/export', undefined, as(who))).status).toBe(403);
      expect((await call(ctx().app, 'DELETE', `/api/employees/${ctx().ids.omar}`, undefined, as(who))).status).toBe(403);
    }
    const demo = await call(ctx().app, 'GET', '/api/employees', undefined, as('demo'));
    expect(demo.data.data.map((r: { userName: string }) => r.userName)).toEqual(['demo', 'sara', 'omar']);
    expect(demo.data.data[0]).toMatchObject({ isSelf: true, roles: ['company'] });
    const rival = await call(ctx().app, 'GET', '/api/employees', undefined, as('rival'));
    expect(rival.data.data.map((r: { userName: string }) => r.userName)).toEqual(['rival']);
    expect((await call(ctx().app, 'DELETE', `/api/employees/${ctx().ids.omar}`, undefined, as('rival'))).status).toBe(404);
    expect((await call(ctx().app, 'PUT', `/api/employees/${ctx().ids.omar}`, valid('r1'), as('rival'))).status).toBe(404);
  });

  it('adds an employee (always role employee, e-mail trimmed and lower-cased) who can then sign in', async () => {
    const res = await call(ctx().app, 'POST', '/api/employees', { ...valid('new1'), email: '  New.One@Demo.TEST ' }, as('demo'));
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ userName: 'emp_new1', email: 'new.one@demo.test', phone: '55512345', roles: ['employee'], sales: 0, avgResponseTimeSeconds: null, isSelf: false });
    const signedIn = await login('emp_new1', 'Secret123');
    expect(signedIn.data.user).toMatchObject({ roles: ['employee'], sellerId: ctx().companyIds.demo });
    // Welcomed, by the company user that added them, with the company's name, in the reader's language.
    const [company] = await ctx().db.select({ name: companies.name }).from(companies).where(eq(companies.id, ctx().companyIds.demo));
    const [owner] = await ctx().db.select({ fullName: users.fullName }).from(users).where(eq(users.userName, 'demo'));
    // The name is user text, isolated (FSI…PDI) from the sentence around it.
    const name = `\u2068${company.name}\u2069`;
    for (const [lang, title, phrase] of [['en', 'Welcome to Souqdesk', `for ${name}.`], ['ar', 'أهلًا بك في سوق ديسك', `لصالح ${name}.`]]) {
      const told = await call(ctx().app, 'GET', '/api/users/notifications', undefined, { ...bearer(signedIn.data.token), 'accept-language': lang });
      expect(told.data.data).toHaveLength(1);
      expect(told.data.data[0]).toMatchObject({ type: 3, read: 0, title, sender: { fullName: owner.fullName } });
      expect(told.data.data[0].body).toContain(phrase);
    }
    const sneaky = await call(ctx().app, 'POST', '/api/employees', { ...valid('new2'), roles: ['company'], admin: true }, as('demo'));
    expect(sneaky.status).toBe(422);
    expect(Object.keys(sneaky.data.errors).sort()).toEqual(['admin', 'roles.0']);
  });

  // field, value, message key: each rule of part 1 §5 (stricter reading where the spec disagrees).
  const matrix: [string, unknown, string][] = [
    ['fullName', '  ', 'server.employee-full-name-required'],
    ['phone', '', 'server.employee-phone-required'],
    ['phone', '5551234', 'validation.phone-invalid'],
    ['phone', '555123456', 'validation.phone-invalid'],
    ['phone', '5551234a', 'validation.phone-invalid'],
    ['phone', '+96555512345', 'validation.phone-invalid'],
    ['email', '', 'validation.email-required'],
    ['email', 'not-an-email', 'validation.valid-email-required'],
    ['userName', '', 'server.employee-user-name-required'],
    ['userName', 'ab', 'server.employee-user-name-invalid'],
    ['userName', 'a'.repeat(21), 'server.employee-user-name-invalid'],
    ['userName', 'bad name!', 'server.employee-user-name-invalid'],
    ['password', '', 'server.employee-password-required'],
    ['password', 'Short7!', 'validation.password-min'],
    ['password', 'x'.repeat(51), 'validation.password-max'],
    ['passwordConfirmation', 'Different1', 'validation.passwords-do-not-match'],
  ];
  it('validates every field with one message per rule, in English and Arabic', async () => {
    expect(t('en', 'validation.phone-invalid')).toBe('Phone number must be exactly 8 digits');
    for (const [i, [field, value, key]] of matrix.entries()) {
      for (const lang of ['en', 'ar'] as const) {
        const body = { ...valid(`m${i}`), [field]: value };
        if (field === 'password') body.passwordConfirmation = value as string;
        const res = await call(ctx().app, 'POST', '/api/employees', body, as('demo', lang));
        expect(res.status, `${field}=${String(value)}`).toBe(422);
        expect(res.data.errors[field], `${field}=${String(value)} (${lang})`).toEqual([t(lang, key)]);
      }
    }
    const none = await call(ctx().app, 'POST', '/api/employees', {}, as('demo'));
    expect(Object.keys(none.data.errors).sort()).toEqual(['email', 'fullName', 'password', 'passwordConfirmation', 'phone', 'userName']);
  });

  it('keeps user names (any case) and e-mails unique', async () => {
    const taken = await call(ctx().app, 'POST', '/api/employees', { ...valid('u1'), userName: 'SARA', email: 'omar@souqdesk.test' }, as('demo', 'ar'));
    expect(taken).toMatchObject({ status: 422, data: { errors: { userName: [t('ar', 'server.employee-user-name-taken')], email: [t('ar', 'server.employee-email-unavailable')] } } });
    const edit = await call(ctx().app, 'PUT', `/api/employees/${ctx().ids.omar}`, { ...valid('u2'), userName: 'sara' }, as('demo'));
    expect(edit.data.errors.userName).toEqual(['This user name is already taken']);
  });

  it("says an e-mail in use is unavailable the same way whether this company or another account holds it, and logs which", async () => {
    const lines: string[] = [];
    const app = createApp({ ...ctx().deps, logger: createLogger('info', (line) => { lines.push(line); return true; }) });
    const ownColleague = await call(app, 'POST', '/api/employees', { ...valid('c1'), email: 'omar@souqdesk.test' }, as('demo'));
    const otherCompany = await call(app, 'POST', '/api/employees', { ...valid('c2'), email: 'rival@souqdesk.test' }, as('demo'));
    const buyer = await call(app, 'POST', '/api/employees', { ...valid('c3'), email: 'buyer1@souqdesk.test' }, as('demo'));
    for (const res of [ownColleague, otherCompany, buyer]) {
      expect(res).toMatchObject({ status: 422, data: { message: 'This e-mail is unavailable; use another one', errors: { email: ['This e-mail is unavailable; use another one'] } } });
    }
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'employee e-mail unavailable');
    expect(logged.map((l) => [l.heldBy, l.heldByUserId])).toEqual([
      ['this company', ctx().ids.omar], ['another account', expect.any(Number)], ['another account', expect.any(Number)],
    ]);
    expect(logged[0].reqId).toEqual(expect.any(String));
  });

  it('edits: empty passwords keep the password; a new password signs the employee out', async () => {
    const { id } = (await call(ctx().app, 'POST', '/api/employees', valid('e1'), as('demo'))).data;
    const kept = await call(ctx().app, 'PUT', `/api/employees/${id}`, { ...valid('e1'), fullName: 'Renamed', password: '', passwordConfirmation: '' }, as('demo'));
    expect(kept).toMatchObject({ status: 200, data: { fullName: 'Renamed' } });
    const token = (await login('emp_e1', 'Secret123')).data.token;
    const mismatch = await call(ctx().app, 'PUT', `/api/employees/${id}`, { ...valid('e1'), password: 'NewSecret9', passwordConfirmation: '' }, as('demo'));
    expect(mismatch.data.errors.passwordConfirmation).toEqual(['Passwords do not match']);
    await call(ctx().app, 'POST', `/api/employees/${id}`, { ...valid('e1'), _method: 'PUT', password: 'NewSecret9', passwordConfirmation: 'NewSecret9' }, as('demo'));
    expect((await call(ctx().app, 'GET', '/api/users/self', undefined, bearer(token))).status).toBe(401);
    expect((await login('emp_e1', 'NewSecret9')).status).toBe(200);
  });

  it('deletes (signed out, cannot sign in, listed as deleted) and restores', async () => {
    const { id } = (await call(ctx().app, 'POST', '/api/employees', valid('d1'), as('demo'))).data;
    const token = (await login('emp_d1', 'Secret123')).data.token;
    expect((await call(ctx().app, 'DELETE', `/api/employees/${id}`, undefined, as('demo'))).status).toBe(204);
    expect((await call(ctx().app, 'GET', '/api/users/self', undefined, bearer(token))).status).toBe(401);
    expect((await login('emp_d1', 'Secret123')).status).toBe(401);
    const names = async (status: string) => (await call(ctx().app, 'GET', `/api/employees?status=${status}`, undefined, as('demo'))).data.data.map((r: { id: number }) => r.id);
    expect(await names('active')).not.toContain(id);
    expect(await names('deleted')).toEqual([id]);
    expect(await names('all')).toContain(id);
    expect((await call(ctx().app, 'PUT', `/api/employees/${id}`, valid('d1'), as('demo'))).status).toBe(409);
    expect((await call(ctx().app, 'POST', `/api/employees/${id}/restore`, undefined, as('demo'))).status).toBe(204);
    expect((await login('emp_d1', 'Secret123')).status).toBe(200);
    const self = await call(ctx().app, 'DELETE', `/api/employees/${ctx().ids.demo}`, undefined, as('demo'));
    expect(self.status).toBe(403);
    const [demo] = await ctx().db.select({ deletedAt: users.deletedAt }).from(users).where(eq(users.id, ctx().ids.demo));
    expect(demo.deletedAt).toBeNull();
  });

  it('pages by cursor and searches', async () => {
    const first = await call(ctx().app, 'GET', '/api/employees?perPage=20&status=all', undefined, as('demo'));
    expect(first.data.nextCursor).toBeNull();
    const found = await call(ctx().app, 'GET', '/api/employees?q=Al-Sabah', undefined, as('demo'));
    expect(found.data.data.map((r: { userName: string }) => r.userName)).toEqual(['omar']);
    expect((await call(ctx().app, 'GET', '/api/employees?cursor=abc', undefined, as('demo'))).status).toBe(422);
  });
});
