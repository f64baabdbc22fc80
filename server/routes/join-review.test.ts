import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { joinRequests, users } from '../db/schema';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

const FIELDS = {
  companyName: 'Review Traders', companySize: '1-10', country: 'KW', city: 'hawalli', fullAddress: 'Block 2, Beirut St.',
  aboutCompany: '', phoneNumber: '+96555500011', website: '', facebook: '', instagram: '', acceptTerms: 'true', acceptPrivacy: 'true',
};

forEachDatabase('Join Us review (administrators)', (ctx) => {
  let applicant = 0;
  /** A new application from an address of its own; its id. */
  const apply = async (email: string, locale = 'en', pdf = true) => {
    const body = new FormData();
    for (const [k, v] of Object.entries({ ...FIELDS, email })) body.set(k, v);
    if (pdf) body.set('attachment', new File([PDF], 'licence.pdf', { type: 'application/pdf' }));
    const res = await ctx().app.request('/api/join-requests', {
      method: 'POST', body, headers: { 'x-forwarded-for': `10.61.0.${++applicant}`, 'accept-language': locale },
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const admin = async () => bearer(await loginAs(ctx().app, 'admin', undefined, '10.61.1.1'));

  it('only an administrator lists, reads, approves or declines: a company, an employee and a buyer get 403, nothing changes', async () => {
    const id = await apply('tenant@review.test');
    for (const login of ['demo', 'sara', 'buyer1']) {
      const auth = bearer(await loginAs(ctx().app, login, undefined, '10.61.1.2'));
      expect((await call(ctx().app, 'GET', '/api/admin/join-requests', undefined, auth)).status).toBe(403);
      expect((await call(ctx().app, 'GET', `/api/admin/join-requests/${id}/attachment`, undefined, auth)).status).toBe(403);
      expect((await call(ctx().app, 'POST', `/api/admin/join-requests/${id}/approve`, undefined, auth)).status).toBe(403);
      expect((await call(ctx().app, 'POST', `/api/admin/join-requests/${id}/decline`, { reason: 'No' }, auth)).status).toBe(403);
    }
    expect((await call(ctx().app, 'GET', '/api/admin/join-requests')).status).toBe(401);
    const [row] = await ctx().db.select().from(joinRequests).where(eq(joinRequests.id, id));
    expect(row).toMatchObject({ status: 'pending', decidedBy: '', decidedAt: null, companyId: null });
    expect(ctx().mailer.to('tenant@review.test').map((m) => m.subject)).toEqual(['We received your request to join Souqdesk']);
  });

  it('lists applications newest first with their PDF, which the administrator can open', async () => {
    const first = await apply('list-a@review.test');
    const second = await apply('list-b@review.test', 'en', false);
    const auth = await admin();
    const all = await call(ctx().app, 'GET', '/api/admin/join-requests', undefined, auth);
    expect(all.status).toBe(200);
    const ids = all.data.data.map((r: { id: number }) => r.id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(all.data.data.find((r: { id: number }) => r.id === first)).toMatchObject({ status: 'pending', attachmentName: 'licence.pdf', companyName: 'Review Traders', email: 'list-a@review.test' });
    expect(all.data.data.find((r: { id: number }) => r.id === second)).toMatchObject({ attachmentName: null });
    const pdf = await ctx().app.request(`/api/admin/join-requests/${first}/attachment`, { headers: auth });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await pdf.text()).toBe(PDF);
    expect((await call(ctx().app, 'GET', `/api/admin/join-requests/${second}/attachment`, undefined, auth)).status).toBe(404);
    const pending = await call(ctx().app, 'GET', '/api/admin/join-requests?status=pending', undefined, auth);
    expect(pending.data.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect((await call(ctx().app, 'GET', '/api/admin/join-requests?status=lost', undefined, auth)).status).toBe(422);
  });

  it('approving creates the company user, e-mails the credentials, records who and when; a second decision is refused', async () => {
    const id = await apply('approve@review.test');
    const auth = await admin();
    ctx().clock.advance(60_000);
    const res = await call(ctx().app, 'POST', `/api/admin/join-requests/${id}/approve`, undefined, auth);
    expect(res.status).toBe(200);
    expect(res.data.request).toMatchObject({ id, status: 'approved', decidedBy: 'admin', decidedAt: ctx().clock.now().toISOString() });
    const [adminUser] = await ctx().db.select({ id: users.id }).from(users).where(eq(users.userName, 'admin'));
    const [row] = await ctx().db.select().from(joinRequests).where(eq(joinRequests.id, id));
    expect(row).toMatchObject({ status: 'approved', decidedByUserId: adminUser.id, decidedBy: 'admin' });
    expect(row.companyId).toEqual(expect.any(Number));
    const mail = ctx().mailer.to('approve@review.test').at(-1)!;
    expect(mail.subject).toBe('Welcome to Souqdesk: your seller account is ready');
    const password = /Password: (\S+)/.exec(mail.text)![1];
    const userName = /User name: (\S+)/.exec(mail.text)![1];
    expect((await call(ctx().app, 'POST', '/api/auth/login', { login: userName, password }, { 'x-forwarded-for': '10.61.1.3' })).status).toBe(200);

    const again = await call(ctx().app, 'POST', `/api/admin/join-requests/${id}/decline`, { reason: 'Late' }, auth);
    expect(again.status).toBe(409);
    expect(again.data.message).toBe('This application was already decided.');
    expect((await call(ctx().app, 'POST', `/api/admin/join-requests/${id}/approve`, undefined, auth)).status).toBe(409);
    expect((await call(ctx().app, 'POST', '/api/admin/join-requests/999999/approve', undefined, auth)).status).toBe(404);
  });

  it('a decline needs a reason; the reason is e-mailed in the applicant\'s language and recorded with who and when', async () => {
    const id = await apply('decline@review.test', 'ar');
    const auth = await admin();
    for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(1001) }]) {
      const refused = await call(ctx().app, 'POST', `/api/admin/join-requests/${id}/decline`, body, auth);
      expect(refused.status).toBe(422);
    }
    const ar = await call(ctx().app, 'POST', `/api/admin/join-requests/${id}/decline`, { reason: ' ' }, { ...auth, 'accept-language': 'ar' });
    expect(ar.data.errors.reason).toEqual(['اكتب سبب الرفض']);
    expect((await ctx().db.select().from(joinRequests).where(eq(joinRequests.id, id)))[0].status).toBe('pending');

    const res = await call(ctx().app, 'POST', `/api/admin/join-requests/${id}/decline`, { reason: ' The trade licence has expired. ' }, auth);
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Declined: the applicant was told why by e-mail.');
    expect(res.data.request).toMatchObject({ status: 'declined', declineReason: 'The trade licence has expired.', decidedBy: 'admin', decidedAt: ctx().clock.now().toISOString() });
    const mail = ctx().mailer.to('decline@review.test').at(-1)!;
    expect(mail.subject).toBe('طلب انضمامك إلى سوق ديسك');
    expect(mail.text).toContain('السبب: The trade licence has expired.');
    expect(mail.html).toContain('dir="rtl"');
    expect((await ctx().db.select({ id: users.id }).from(users).where(eq(users.email, 'decline@review.test')))).toEqual([]);
    expect((await call(ctx().app, 'POST', `/api/admin/join-requests/${id}/approve`, undefined, auth)).status).toBe(409);
  });
});
