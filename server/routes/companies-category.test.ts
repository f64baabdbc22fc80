// POST /companies/self's category (part 2 §3 Company categoryId): one of the catalogue's top-level
// categories, read back as category.id; anything else refused with §5's text in the caller's language.
import { beforeAll, expect, it } from 'vitest';
import arValidation from '../../src/locales/ar/validation.json';
import type { Db } from '../db';
import { categories } from '../db/schema';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

const PDF = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
type Node = { id: number; children: Node[] };

/** Two top-level categories, the second with a subcategory (what the API's tree then gives). */
async function seedCategories(db: Db) {
  const [cars, phones] = await db.insert(categories).values([
    { name: 'Cars', nameAr: 'سيارات', slug: 'co-cars', path: ['co-cars'] },
    { name: 'Phones', nameAr: 'هواتف', slug: 'co-phones', path: ['co-phones'] },
  ]).returning({ id: categories.id });
  await db.insert(categories).values({ parentId: phones.id, name: 'Android', nameAr: 'أندرويد', slug: 'co-android', path: ['co-phones', 'co-android'] });
  return [cars.id, phones.id];
}

forEachDatabase('company category', (ctx) => {
  let token = '';
  let documents: Record<string, string> = {};
  let roots: Node[] = [];
  beforeAll(async () => {
    token = await loginAs(ctx().app, 'demo', undefined, '10.72.0.1');
    const urls: string[] = [];
    for (const fileType of ['trade_license', 'commercial_register', 'responsible_person_id']) {
      const body = new FormData();
      body.set('fileType', fileType);
      body.set('file', new File([PDF], 'doc.pdf', { type: 'application/pdf' }));
      const res = await ctx().app.request('/api/companies/self/add-file', { method: 'POST', body, headers: bearer(token) });
      expect(res.status).toBe(201);
      urls.push(((await res.json()) as { fileUrl: string }).fileUrl);
    }
    documents = { tradeLicense: urls[0], commercialRegister: urls[1], responsiblePersonID: urls[2] };
    await seedCategories(ctx().db);
    roots = (await call(ctx().app, 'GET', '/api/categories', undefined, bearer(token))).data.data as Node[];
  });
  const save = (categoryId: unknown, lang = 'en') => call(ctx().app, 'POST', '/api/companies/self', {
    _method: 'PUT', company: { name: 'Demo Trading', address: 'Salmiya', phone: '55551234', categoryId, documents },
  }, { ...bearer(token), 'accept-language': lang });
  const read = () => call(ctx().app, 'GET', '/api/companies/self', undefined, bearer(token));

  it('saves a top-level category and reads it back; none clears it', async () => {
    const root = roots[roots.length - 1];
    expect((await save(root.id)).status).toBe(200);
    expect((await read()).data.category).toEqual({ id: root.id });
    expect((await save(null)).status).toBe(200);
    expect((await read()).data.category).toBeNull();
  });

  it('refuses a subcategory or an unknown one, in the caller\'s language, and keeps the category it had', async () => {
    const root = roots[0];
    expect((await save(root.id)).status).toBe(200);
    const child = roots.find((r) => r.children.length > 0)!.children[0];
    const sub = await save(child.id);
    expect(sub.status).toBe(422);
    expect(sub.data.errors.categoryId).toEqual(['Choose one of the categories']);
    const unknown = await save(987_654, 'ar');
    expect(unknown.status).toBe(422);
    expect(unknown.data.errors.categoryId).toEqual([arValidation['category-invalid']]);
    expect((await read()).data.category).toEqual({ id: root.id });
  });

  it('refuses a category that is not an id by the shared contract, never a 500', async () => {
    for (const bad of ['x', -1, 1.5, '12abc', {}]) {
      const res = await save(bad);
      expect(res.status).toBe(422);
      expect(Object.keys(res.data.errors)).toContain('company.categoryId');
    }
  });
});
