import { expect, it } from 'vitest';
import { RESET_CODE_TTL_MS } from '../../src/domain/limits';
import { createApp } from '../app';
import { afterRepliesSettled } from '../http/after-reply';
import { CODES_PER_EMAIL } from '../services/password-reset';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

forEachDatabase('password reset', (ctx) => {
  const forgot = (email: string, headers: Record<string, string> = {}) =>
    call(ctx().app, 'POST', '/api/auth/password/forgot', { email }, headers);
  const reset = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    call(ctx().app, 'POST', '/api/auth/password/reset', body, headers);
  const lastCodeFor = (to: string) => codeIn(ctx().mailer.to(to).at(-1)!.text)!;

  it('mails a 6-digit code and answers the same whether or not the e-mail exists', async () => {
    const known = await forgot('Omar@Souqdesk.test');
    expect(known.status).toBe(200);
    expect(known.data.expiresIn).toBe(RESET_CODE_TTL_MS / 1000);
    const mails = ctx().mailer.to('omar@souqdesk.test');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Souqdesk password reset code');
    expect(codeIn(mails[0].text)).toMatch(/^\d{6}$/);
    expect(mails[0].html).toContain(codeIn(mails[0].text));

    const before = ctx().mailer.sent.length;
    const unknown = await forgot('nobody@souqdesk.test');
    expect(unknown.status).toBe(200);
    expect(unknown.data).toEqual(known.data);
    expect(ctx().mailer.sent.length).toBe(before);
  });

  it('writes the mail in the language of the request', async () => {
    await forgot('sara@souqdesk.test', { 'accept-language': 'ar' });
    const mail = ctx().mailer.to('sara@souqdesk.test').at(-1)!;
    expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور في سوق ديسك');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('rejects a wrong code and kills the code after 5 wrong attempts', async () => {
    await forgot('omar@souqdesk.test');
    const code = lastCodeFor('omar@souqdesk.test');
    const wrong = code === '000000' ? '111111' : '000000';
    const body = { email: 'omar@souqdesk.test', password: 'NewPass@1', passwordConfirmation: 'NewPass@1' };
    for (let i = 0; i < 5; i++) {
      const res = await reset({ ...body, code: wrong });
      expect(res.status).toBe(422);
      expect(res.data).toEqual({ message: 'The code is incorrect.', errors: { code: ['The code is incorrect.'] } });
    }
    expect((await reset({ ...body, code })).status).toBe(422);
  });

  it('rejects an expired code and an earlier code replaced by a newer one', async () => {
    await forgot('buyer1@souqdesk.test');
    const first = lastCodeFor('buyer1@souqdesk.test');
    const body = { email: 'buyer1@souqdesk.test', password: 'NewPass@1', passwordConfirmation: 'NewPass@1' };
    ctx().clock.advance(RESET_CODE_TTL_MS);
    const expired = await reset({ ...body, code: first }, { 'accept-language': 'ar' });
    expect(expired.status).toBe(422);
    expect(expired.data.errors.code).toEqual(['انتهت صلاحية الرمز. اطلب رمزاً جديداً.']);

    await forgot('buyer1@souqdesk.test');
    await forgot('buyer1@souqdesk.test');
    const mails = ctx().mailer.to('buyer1@souqdesk.test');
    const [older, newest] = mails.slice(-2).map((m) => codeIn(m.text)!);
    if (older !== newest) expect((await reset({ ...body, code: older })).status).toBe(422);
  });

  it('answers a wrong code the same for a known e-mail whose code expired and for an unknown e-mail', async () => {
    await forgot('demo@souqdesk.test');
    const code = lastCodeFor('demo@souqdesk.test');
    const wrong = code === '000000' ? '111111' : '000000';
    ctx().clock.advance(RESET_CODE_TTL_MS + 1000);
    const body = { code: wrong, password: 'NewPass@1', passwordConfirmation: 'NewPass@1' };
    const known = await reset({ ...body, email: 'demo@souqdesk.test' });
    const unknown = await reset({ ...body, email: 'nobody-at-all@souqdesk.test' });
    expect(known.status).toBe(422);
    expect(known.data).toEqual(unknown.data);
    expect(known.data.errors.code).toEqual(['The code is incorrect.']);
  });

  it('replies to forgot before the code is mailed, so a known e-mail takes no longer than an unknown one', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    const sent: string[] = [];
    const app = createApp({ ...ctx().deps, mailer: { send: async (m) => { await held; sent.push(m.to); } } });
    const res = await app.request('/api/auth/password/forgot', {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'omar@souqdesk.test' }),
    });
    expect(res.status).toBe(200);
    expect(sent).toEqual([]); // answered while the mail was still on its way
    release();
    await afterRepliesSettled();
    expect(sent).toEqual(['omar@souqdesk.test']);
  });

  it('rejects passwords that do not match, with the field named', async () => {
    const res = await reset({ email: 'demo@souqdesk.test', code: '123456', password: 'NewPass@1', passwordConfirmation: 'Other@123' });
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({ passwordConfirmation: ['Passwords do not match'] });
  });

  it('sets the new password, spends the code and signs out every session', async () => {
    const { app } = ctx();
    const oldToken = await loginAs(app, 'demo');
    await forgot('demo@souqdesk.test');
    const code = lastCodeFor('demo@souqdesk.test');
    const body = { email: 'demo@souqdesk.test', code, password: 'Fresh@2026', passwordConfirmation: 'Fresh@2026' };
    const done = await reset(body);
    expect(done.status).toBe(200);
    expect(done.data.message).toBe('Your password has been changed. You can sign in now.');
    expect((await call(app, 'GET', '/api/users/self', undefined, bearer(oldToken))).status).toBe(401);
    expect((await reset(body)).status).toBe(422); // spent
    const oldPassword = await call(app, 'POST', '/api/auth/login', { login: 'demo', password: 'Demo@12345' }, { 'x-forwarded-for': '10.2.0.1' });
    expect(oldPassword.status).toBe(401);
    const token = await loginAs(app, 'demo', 'Fresh@2026');
    expect((await call(app, 'GET', '/api/users/self', undefined, bearer(token))).status).toBe(200);
  });

  it(`sends at most ${CODES_PER_EMAIL} codes per e-mail an hour, known or not`, async () => {
    for (const email of ['rival@souqdesk.test', 'ghost@souqdesk.test']) {
      for (let i = 0; i < CODES_PER_EMAIL; i++) expect((await forgot(email)).status).toBe(200);
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(refused.data.retryAfter).toBeGreaterThan(0);
    }
    expect(ctx().mailer.to('rival@souqdesk.test')).toHaveLength(CODES_PER_EMAIL);
    ctx().clock.advance(60 * 60_000);
    expect((await forgot('rival@souqdesk.test')).status).toBe(200);
  });

  it('validates the e-mail with translated messages', async () => {
    const res = await forgot('not-an-email', { 'accept-language': 'ar' });
    expect(res.status).toBe(422);
    expect(res.data).toEqual({ message: 'يرجى إدخال بريد إلكتروني صحيح', errors: { email: ['يرجى إدخال بريد إلكتروني صحيح'] } });
  });
});
