import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { COMPANY_DOCUMENT_MAX_BYTES } from '../../src/api/schemas/companies';
import arValidation from '../../src/locales/ar/validation.json';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

const AR_REQUIRED = arValidation['fill-all-required-fields'];
const AR_PHONE = arValidation['phone-invalid'];
const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

forEachDatabase('company profile and documents', (ctx) => {
  const tokens: Record<string, string> = {};
  let png: Uint8Array;
  beforeAll(async () => {
    for (const [i, name] of ['demo', 'sara', 'rival', 'buyer1', 'fresh'].entries()) tokens[name] = await loginAs(ctx().app, name, undefined, `10.71.0.${i + 1}`);
    png = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).png().toBuffer());
  });
  const as = (who: string, lang = 'en') => ({ ...bearer(tokens[who]), 'accept-language': lang });

  const upload = async (who: string, fileType: string, bytes: Uint8Array | string, name = 'doc.pdf', type = 'application/pdf') => {
    const body = new FormData();
    body.set('fileType', fileType);
    body.set('file', new File([bytes as BlobPart], name, { type }));
    const res = await ctx().app.request('/api/companies/self/add-file', { method: 'POST', body, headers: as(who) });
    return { status: res.status, data: await res.json() };
  };
  const threeDocuments = async (who: string) => {
    const [a, b, c] = [await upload(who, 'trade_license', PDF), await upload(who, 'commercial_register', png, 'register.png', 'image/png'), await upload(who, 'responsible_person_id', PDF, 'id.pdf')];
    for (const r of [a, b, c]) expect(r.status).toBe(201);
    return { tradeLicense: a.data.fileUrl, commercialRegister: b.data.fileUrl, responsiblePersonID: c.data.fileUrl };
  };
  const form = (documents: Record<string, string>, extra: Record<string, unknown> = {}) => ({
    name: 'Demo Trading Co.', address: 'Block 4, Salmiya', phone: '+965 5555 1234', latitude: '29.3375', longitude: '48.0758',
    establishAt: '2019-03-01', socialMedia: { website: 'demo.example', instagram: 'https://instagram.com/demo', linkedin: '', facebook: '' }, documents, ...extra,
  });
  const save = (who: string, company: unknown, lang = 'en') => call(ctx().app, 'POST', '/api/companies/self', { _method: 'PUT', company }, as(who, lang));

  it('lets every user of the company read it, only the company user edit it, and nobody else in', async () => {
    const owner = await call(ctx().app, 'GET', '/api/companies/self', undefined, as('demo'));
    expect(owner.status).toBe(200);
    expect(owner.data).toMatchObject({ name: expect.any(String), canEdit: true, documents: { tradeLicense: null, commercialRegister: null, responsiblePersonID: null } });
    const employee = await call(ctx().app, 'GET', '/api/companies/self', undefined, as('sara'));
    expect(employee.status).toBe(200);
    expect(employee.data).toMatchObject({ id: owner.data.id, canEdit: false });
    expect((await call(ctx().app, 'GET', '/api/companies/self', undefined, as('buyer1'))).status).toBe(403);
    expect((await call(ctx().app, 'GET', '/api/companies/self')).status).toBe(401);
  });

  it('refuses an empty form with the required-field texts in the caller\'s language', async () => {
    const en = await save('demo', { name: ' ', address: '', phone: '', documents: {} });
    expect(en.status).toBe(422);
    for (const f of ['name', 'address', 'phone', 'documents.tradeLicense', 'documents.commercialRegister', 'documents.responsiblePersonID']) {
      expect(en.data.errors[`company.${f}`]).toEqual(['Fill in all required fields']);
    }
    const ar = await save('demo', { name: '', address: 'x', phone: '123', documents: {} }, 'ar');
    expect(ar.status).toBe(422);
    expect(ar.data.errors['company.name']).toEqual([AR_REQUIRED]);
    expect(ar.data.errors['company.phone']).toEqual([AR_PHONE]);
    const bad = await save('demo', form({ tradeLicense: 'x', commercialRegister: 'x', responsiblePersonID: 'x' }, { latitude: '95', longitude: '', socialMedia: { website: 'not a link' } }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.data.errors).sort()).toEqual(['documents.commercialRegister', 'documents.responsiblePersonID', 'documents.tradeLicense', 'latitude', 'longitude', 'socialMedia.website'].map((f) => `company.${f}`).sort());
  });

  it('saves the company with its three documents; links get https:// and the phone its 8 digits', async () => {
    const documents = await threeDocuments('demo');
    const res = await save('demo', form(documents));
    expect(res.status).toBe(200);
    expect(res.data.message).toBe('Company details saved');
    const read = await call(ctx().app, 'GET', '/api/companies/self', undefined, as('sara'));
    expect(read.data).toMatchObject({
      name: 'Demo Trading Co.', phone: '55551234', latitude: '29.3375', longitude: '48.0758', establishAt: '2019-03-01',
      website: 'https://demo.example', instagram: 'https://instagram.com/demo', linkedin: '',
      documents: {
        tradeLicense: { fileName: 'doc.pdf', fileUrl: documents.tradeLicense, mime: 'application/pdf' },
        commercialRegister: { fileName: 'register.png', fileUrl: documents.commercialRegister, mime: 'image/png' },
        responsiblePersonID: { fileName: 'id.pdf', fileUrl: documents.responsiblePersonID, mime: 'application/pdf' },
      },
    });
    // The top bar's company name comes from the session: it follows the rename at once.
    expect((await call(ctx().app, 'GET', '/api/users/self', undefined, as('sara'))).data.company.name).toBe('Demo Trading Co.');
    // A document of the wrong type is refused.
    const swapped = await save('demo', form({ ...documents, tradeLicense: documents.commercialRegister }));
    expect(swapped.status).toBe(422);
    expect(swapped.data.errors['documents.tradeLicense']).toEqual(['Upload this document']);
  });

  it('checks uploads by content and size, and only the company user uploads', async () => {
    const fake = await upload('demo', 'trade_license', 'MZ\x90 this is not a pdf', 'licence.pdf');
    expect(fake).toEqual({ status: 422, data: { message: 'Only PDF, PNG or JPEG files are allowed', errors: { file: ['Only PDF, PNG or JPEG files are allowed'] } } });
    const brokenPng = await upload('demo', 'trade_license', new Uint8Array([...png.subarray(0, 16)]), 'x.png', 'image/png');
    expect(brokenPng.status).toBe(422);
    expect((await upload('demo', 'passport', PDF)).data.errors.fileType).toBeDefined();
    const over = new Uint8Array(COMPANY_DOCUMENT_MAX_BYTES + 1);
    over.set(Buffer.from('%PDF-'));
    expect((await upload('demo', 'trade_license', over)).data.errors.file).toEqual(['The file is too large (10 MB at most)']);
    const huge = new Uint8Array(COMPANY_DOCUMENT_MAX_BYTES + 256 * 1024);
    huge.set(Buffer.from('%PDF-'));
    expect((await upload('demo', 'trade_license', huge)).status).toBe(413);
    expect((await upload('sara', 'trade_license', PDF)).status).toBe(403);
    expect((await upload('buyer1', 'trade_license', PDF)).status).toBe(403);
  });

  it('keeps each company\'s documents to its own users; an employee cannot edit the company', async () => {
    const documents = await threeDocuments('demo');
    const own = await ctx().app.request(documents.tradeLicense, { headers: as('sara') });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(await own.text()).toBe(PDF);
    expect((await ctx().app.request(documents.tradeLicense, { headers: as('rival') })).status).toBe(404);
    expect((await ctx().app.request(documents.tradeLicense, { headers: as('buyer1') })).status).toBe(404);
    expect((await ctx().app.request(documents.tradeLicense)).status).toBe(401);
    // Another company cannot make them its own.
    const stolen = await save('rival', form(documents));
    expect(stolen.status).toBe(422);
    expect(stolen.data.errors['documents.tradeLicense']).toEqual(['Upload this document']);
    expect((await save('sara', form(documents))).status).toBe(403);
    const me = await call(ctx().app, 'GET', '/api/users/self', undefined, as('demo'));
    expect((await call(ctx().app, 'POST', '/api/companies/self', { _method: 'PUT', user: { id: me.data.id + 1 }, company: form(documents) }, as('demo'))).status).toBe(403);
  });
});
