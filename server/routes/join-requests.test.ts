import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { JOIN_ATTACHMENT_MAX_BYTES, JOIN_REQUESTS_PER_ADDRESS } from '../../src/domain/limits';
import { formatNumber } from '../../src/domain/numbers';
import { joinRequests } from '../db/schema';
import { createLogger } from '../http/logger';
import { MemoryMailer } from '../mail/memory-mailer';
import { approveJoinRequest } from '../services/join-approval';
import { ACKNOWLEDGEMENTS_PER_RECIPIENT, submitJoinRequest } from '../services/join-requests';
import { call, forEachDatabase, loginAs } from '../test/harness';

/** A minimal but real PDF document. */
const PDF = `%PDF-1.4
1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj
2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj
3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj
trailer<</Root 1 0 R>>
%%EOF
`;

/** Decisions made on the database by the command line (no administrator's account). */
const CLI = { userId: null, name: 'command line (test)' };

const FIELDS = {
  companyName: 'Gulf Gadgets', companySize: '11-50', country: 'KW', city: 'hawalli', fullAddress: 'Block 4, Tunis St.',
  aboutCompany: 'Phones and accessories', email: 'Owner@GulfGadgets.test', phoneNumber: '+96555512345',
  website: 'gulfgadgets.test', facebook: '', instagram: '', acceptTerms: 'true', acceptPrivacy: 'true',
};

function form(fields: Record<string, string>, file?: { bytes: string; name: string; type: string }) {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(k, v);
  if (file) body.set('attachment', new File([file.bytes], file.name, { type: file.type }));
  return body;
}

forEachDatabase('join requests', (ctx) => {
  // Each application from an address of its own: the per-address limit has a test of its own.
  let applicant = 0;
  const submit = async (body: FormData, headers: Record<string, string> = {}) => {
    const res = await ctx().app.request('/api/join-requests', { method: 'POST', body, headers: { 'x-forwarded-for': `10.60.0.${++applicant}`, ...headers } });
    return { status: res.status, data: await res.json() };
  };
  const uploads = async () => readdir(path.join(ctx().storage.root, 'join-requests')).catch(() => [] as string[]);
  const rowCount = async () => (await ctx().db.select().from(joinRequests)).length;

  it('stores an application with its PDF and sends the acknowledgement', async () => {
    const res = await submit(form(FIELDS, { bytes: PDF, name: 'licence.pdf', type: 'application/pdf' }));
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ id: expect.any(Number), message: 'Your request has been sent. Check your e-mail; we reply within 24 hours.' });
    const [row] = await ctx().db.select().from(joinRequests).where(eq(joinRequests.id, res.data.id));
    expect(row).toMatchObject({ companyName: 'Gulf Gadgets', email: 'owner@gulfgadgets.test', website: 'https://gulfgadgets.test', status: 'pending', attachmentName: 'licence.pdf' });
    expect(Buffer.from((await ctx().storage.get(row.attachmentPath!))!).toString()).toBe(PDF);
    const [mail] = ctx().mailer.to('owner@gulfgadgets.test');
    expect(mail.text).toContain('within 24 hours');
  });

  it('refuses a file that is not a PDF even when named .pdf, and stores nothing', async () => {
    const [rowsBefore, filesBefore] = [await rowCount(), (await uploads()).length];
    const res = await submit(form(FIELDS, { bytes: 'MZ\x90\x00 not a pdf', name: 'invoice.pdf', type: 'application/pdf' }));
    expect(res.status).toBe(422);
    expect(res.data).toEqual({ message: 'Only PDF files are allowed', errors: { attachment: ['Only PDF files are allowed'] } });
    expect(await rowCount()).toBe(rowsBefore);
    expect((await uploads()).length).toBe(filesBefore);
  });

  it('refuses a PDF over 10 MB and stores nothing', async () => {
    const [rowsBefore, filesBefore] = [await rowCount(), (await uploads()).length];
    const big = PDF + ' '.repeat(JOIN_ATTACHMENT_MAX_BYTES);
    const res = await submit(form(FIELDS, { bytes: big, name: 'big.pdf', type: 'application/pdf' }));
    expect(res.status).toBe(422);
    expect(res.data.errors).toEqual({ attachment: ['The file is too large (10 MB at most)'] });
    expect(await rowCount()).toBe(rowsBefore);
    expect((await uploads()).length).toBe(filesBefore);
  });

  it("answers 'Fill in all required fields' when a required field is missing, in both languages", async () => {
    const { companyName: _, ...rest } = FIELDS;
    const en = await submit(form(rest));
    expect(en.status).toBe(422);
    expect(en.data).toEqual({ message: 'Fill in all required fields', errors: { companyName: ['Fill in all required fields'] } });
    const ar = await submit(form({ ...rest, acceptPrivacy: 'false' }), { 'accept-language': 'ar' });
    expect(ar.data.errors).toEqual({ companyName: ['يرجى تعبئة جميع الحقول المطلوبة'], acceptPrivacy: ['يجب الموافقة على سياسة الخصوصية'] });
  });

  it(`accepts ${JOIN_REQUESTS_PER_ADDRESS} applications an hour from one address, then answers 429 with when to retry`, async () => {
    const from = { 'x-forwarded-for': '10.61.0.1' };
    const apply = (n: number, headers: Record<string, string> = {}) =>
      submit(form({ ...FIELDS, email: `limit${n}@shop.test` }), { ...from, ...headers });
    for (let i = 0; i < JOIN_REQUESTS_PER_ADDRESS; i++) expect((await apply(i)).status).toBe(201);
    const before = await rowCount();
    const res = await ctx().app.request('/api/join-requests', {
      method: 'POST', body: form({ ...FIELDS, email: 'limit-x@shop.test' }), headers: { ...from, 'accept-language': 'ar' },
    });
    expect(res.status).toBe(429);
    const data = await res.json();
    expect(data.retryAfter).toBeGreaterThan(0);
    expect(res.headers.get('retry-after')).toBe(String(data.retryAfter));
    expect(data.message).toBe(`طلبات انضمام كثيرة من هذا العنوان. حاول مرة أخرى بعد ${formatNumber(Math.ceil(data.retryAfter / 60), 'ar')} دقيقة.`);
    expect(await rowCount()).toBe(before);
    // Another address is not affected; the same one may apply again once the hour is over.
    expect((await submit(form({ ...FIELDS, email: 'other@shop.test' }), { 'x-forwarded-for': '10.61.0.2' })).status).toBe(201);
    ctx().clock.advance(data.retryAfter * 1000);
    expect((await apply(99)).status).toBe(201);
  });

  it('acknowledges without quoting anything the applicant wrote (our address must not carry their text)', async () => {
    const lure = 'Your account is locked - verify at https://evil.example/login';
    const res = await submit(form({ ...FIELDS, companyName: lure, fullAddress: 'https://evil.example/a', aboutCompany: 'https://evil.example/b', email: 'victim@shop.test' }));
    expect(res.status).toBe(201);
    const [mail] = ctx().mailer.to('victim@shop.test');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('locked');
    }
    expect(mail.text).toContain('within 24 hours');
  });

  it(`sends at most ${ACKNOWLEDGEMENTS_PER_RECIPIENT} acknowledgements a day to one recipient, whatever the address`, async () => {
    const replies = [];
    for (let i = 0; i < ACKNOWLEDGEMENTS_PER_RECIPIENT + 3; i++) replies.push((await submit(form({ ...FIELDS, email: 'Flooded@shop.test' }))).status);
    expect(replies.every((s) => s === 201)).toBe(true); // every application is kept; only the mail stops
    expect(ctx().mailer.to('flooded@shop.test')).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT);
    ctx().clock.advance(24 * 60 * 60_000);
    expect((await submit(form({ ...FIELDS, email: 'flooded@shop.test' }))).status).toBe(201);
    expect(ctx().mailer.to('flooded@shop.test')).toHaveLength(ACKNOWLEDGEMENTS_PER_RECIPIENT + 1);
  });

  it('accepts an application without attachment', async () => {
    const res = await submit(form({ ...FIELDS, email: 'second@shop.test', companyName: 'Gulf Gadgets' }));
    expect(res.status).toBe(201);
  });

  it('removes the saved file when the database insert fails', async () => {
    const failingDb = { insert: () => { throw new Error('database down'); } } as never;
    const before = (await uploads()).length;
    const attempt = submitJoinRequest(
      { db: failingDb, storage: ctx().storage, mailer: new MemoryMailer(), logger: createLogger('silent') },
      { form: { ...FIELDS, attachment: new File([PDF], 'a.pdf') }, locale: 'en', now: ctx().clock.now() },
    );
    await expect(attempt).rejects.toThrow('database down');
    expect((await uploads()).length).toBe(before);
  });

  it('approval creates the company and a company user who can sign in with the mailed password', async () => {
    const [pending] = await ctx().db.select().from(joinRequests).where(eq(joinRequests.email, 'owner@gulfgadgets.test'));
    const approved = await approveJoinRequest(ctx().db, ctx().mailer, { id: pending.id, publicUrl: 'http://x.test', now: ctx().clock.now(), by: CLI });
    expect(approved.company.slug).toBe('gulf-gadgets');
    expect(approved.userName).toBe('gulf_gadgets');
    const mail = ctx().mailer.to('owner@gulfgadgets.test').at(-1)!;
    expect(mail.text).toContain(approved.password);
    const token = await loginAs(ctx().app, 'gulf_gadgets', approved.password);
    const self = await call(ctx().app, 'GET', '/api/users/self', undefined, { authorization: `Bearer ${token}` });
    expect(self.data).toMatchObject({ roles: ['company'], company: { name: 'Gulf Gadgets', slug: 'gulf-gadgets' } });
    const told = await call(ctx().app, 'GET', '/api/users/notifications', undefined, { authorization: `Bearer ${token}` });
    expect(told.data.data).toEqual([expect.objectContaining({ type: 3, title: 'Welcome to Souqdesk', sender: null, body: expect.stringContaining('\u2068Gulf Gadgets\u2069 is ready') })]);
    await expect(approveJoinRequest(ctx().db, ctx().mailer, { id: pending.id, publicUrl: '', now: ctx().clock.now(), by: CLI })).rejects.toThrow();

    // A second company of the same name gets its own slug and user name.
    const [second] = await ctx().db.select().from(joinRequests).where(eq(joinRequests.email, 'second@shop.test'));
    const other = await approveJoinRequest(ctx().db, ctx().mailer, { id: second.id, publicUrl: '', now: ctx().clock.now(), by: CLI });
    expect([other.company.slug, other.userName]).toEqual(['gulf-gadgets-2', 'gulf_gadgets_2']);

    // A name in Arabic script takes its slug from the e-mail.
    const arabic = await submit(form({ ...FIELDS, companyName: 'شركة النور', email: 'noor@shop.test' }), { 'accept-language': 'ar' });
    const third = await approveJoinRequest(ctx().db, ctx().mailer, { id: arabic.data.id, publicUrl: '', now: ctx().clock.now(), by: CLI });
    expect([third.company.name, third.company.slug, third.userName]).toEqual(['شركة النور', 'noor', 'noor']);
    expect(ctx().mailer.to('noor@shop.test').at(-1)!.subject).toBe('أهلاً بك في سوق ديسك: حساب البائع جاهز');
  });
});
