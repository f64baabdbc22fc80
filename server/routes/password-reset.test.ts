import { expect, it } from 'vitest';
import { RESET_CODE_TTL_MS } from '../../src/domain/limits';
import { createApp } from '../app';
import { afterRepliesSettled } from '../http/after-reply';
import { desc, eq } from 'drizzle-orm';
import { passwordResetCodes, users } from '../db/schema';
import {
  CODES_PER_EMAIL, CODES_PER_EMAIL_PER_DAY, FORGOT_PER_ADDRESS_PER_DAY, MAX_CODE_ATTEMPTS, RESETS_PER_ADDRESS_PER_DAY, RESETS_PER_EMAIL_PER_DAY,
} from '../services/password-reset';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

const DAY_MS = 24 * 60 * 60_000;

forEachDatabase('password reset', (ctx) => {
  // Each call comes from its own address unless a test names one, so the per-address limits stay out of the way.
  let nextAddress = 0;
  const fresh = () => ({ 'x-forwarded-for': `10.50.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}` });
  const forgot = (email: string, headers: Record<string, string> = {}) =>
    call(ctx().app, 'POST', '/api/auth/password/forgot', { email }, { ...fresh(), ...headers });
  const reset = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    call(ctx().app, 'POST', '/api/auth/password/reset', body, { ...fresh(), ...headers });
  const from = (address: string) => ({ 'x-forwarded-for': address });
  const newPassword = { password: 'NewPass@1', passwordConfirmation: 'NewPass@1' };
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

  it(`answers at most ${FORGOT_PER_ADDRESS_PER_DAY} forgot requests a day from one address, across e-mails, then 429 alike for known and unknown`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await forgot(`spray${i}@souqdesk.test`, from('10.60.0.1'))).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FORGOT_PER_ADDRESS_PER_DAY);
    expect(statuses.slice(FORGOT_PER_ADDRESS_PER_DAY).every((s) => s === 429)).toBe(true);
    const known = await forgot('omar@souqdesk.test', { ...from('10.60.0.1'), 'accept-language': 'ar' });
    const unknown = await forgot('nobody-here@souqdesk.test', { ...from('10.60.0.1'), 'accept-language': 'ar' });
    expect(known.status).toBe(429);
    expect(known.data).toEqual(unknown.data);
    expect(known.data.message).toMatch(/^طلبات رموز كثيرة. حاول مرة أخرى بعد/);
    expect(Number(known.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
    ctx().clock.advance(DAY_MS);
    expect((await forgot('spray0@souqdesk.test', from('10.60.0.1'))).status).toBe(200);
  });

  it(`sends at most ${CODES_PER_EMAIL_PER_DAY} codes per e-mail a day, known or not`, async () => {
    for (const email of ['sara@souqdesk.test', 'daily-ghost@souqdesk.test']) {
      const statuses: number[] = [];
      for (let hour = 0; hour < 3; hour++) {
        for (let i = 0; i < CODES_PER_EMAIL; i++) statuses.push((await forgot(email)).status);
        ctx().clock.advance(60 * 60_000);
      }
      expect(statuses.filter((s) => s === 200)).toHaveLength(CODES_PER_EMAIL_PER_DAY);
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(refused.data.message).toMatch(/^Too many code requests. Try again in \d+ hours?\.$/);
    }
  });

  it(`refuses wrong codes from one address after ${RESETS_PER_ADDRESS_PER_DAY} a day, across e-mails`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push((await reset({ email: `spray${i}@souqdesk.test`, code: '000000', ...newPassword }, from('10.61.0.1'))).status);
    }
    expect(statuses.slice(0, RESETS_PER_ADDRESS_PER_DAY).every((s) => s === 422)).toBe(true);
    expect(statuses.slice(RESETS_PER_ADDRESS_PER_DAY).every((s) => s === 429)).toBe(true);
    const refused = await reset({ email: 'omar@souqdesk.test', code: '000000', ...newPassword }, from('10.61.0.1'));
    expect(refused.status).toBe(429);
    expect(refused.data.message).toMatch(/^Too many failed attempts. Try again in \d+ hours?\.$/);
  });

  it(`refuses reset attempts on one e-mail after ${RESETS_PER_EMAIL_PER_DAY} a day from anywhere, known or not`, async () => {
    for (const email of ['rival@souqdesk.test', 'reset-ghost@souqdesk.test']) {
      const statuses: number[] = [];
      for (let i = 0; i < RESETS_PER_EMAIL_PER_DAY + 5; i++) statuses.push((await reset({ email, code: '000000', ...newPassword })).status);
      expect(statuses.filter((s) => s === 422)).toHaveLength(RESETS_PER_EMAIL_PER_DAY);
      expect(statuses.slice(RESETS_PER_EMAIL_PER_DAY).every((s) => s === 429)).toBe(true);
    }
  });

  it(`spends at most ${MAX_CODE_ATTEMPTS} attempts of a code under 100 concurrent wrong codes`, async () => {
    await forgot('buyer1@souqdesk.test');
    const code = lastCodeFor('buyer1@souqdesk.test');
    const wrong = code === '000000' ? '111111' : '000000';
    // Each from its own address; the e-mail's daily limit refuses some, the code's cap must hold for the rest.
    const replies = await Promise.all(Array.from({ length: 100 }, () => reset({ email: 'buyer1@souqdesk.test', code: wrong, ...newPassword })));
    expect(replies.every((r) => r.status === 422 || r.status === 429)).toBe(true);
    // The e-mail's limit is counted and checked atomically too: exactly its share got through.
    expect(replies.filter((r) => r.status === 422)).toHaveLength(RESETS_PER_EMAIL_PER_DAY);
    const [latest] = await ctx().db.select({ attempts: passwordResetCodes.attempts }).from(passwordResetCodes)
      .innerJoin(users, eq(users.id, passwordResetCodes.userId)).where(eq(users.email, 'buyer1@souqdesk.test'))
      .orderBy(desc(passwordResetCodes.id)).limit(1);
    expect(latest.attempts).toBe(MAX_CODE_ATTEMPTS);
    ctx().clock.advance(DAY_MS); // past the e-mail's daily limit: the code itself is spent
    const right = await reset({ email: 'buyer1@souqdesk.test', code, ...newPassword });
    expect(right.data.errors).toEqual({ code: ['The code is incorrect.'] });
  });
});
