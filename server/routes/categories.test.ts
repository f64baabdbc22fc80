import { expect, it } from 'vitest';
import type { CategoryNode } from '../../src/api/schemas/categories';
import { OPTION_PAGE_SIZE } from '../../src/domain/limits';
import { forEachCatalogDatabase } from '../test/catalog';
import { bearer, call } from '../test/harness';

const depth = (nodes: CategoryNode[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depth(n.children))) : 0);
const find = (nodes: CategoryNode[], slug: string): CategoryNode | undefined =>
  nodes.find((n) => n.slug === slug) ?? nodes.map((n) => find(n.children, slug)).find(Boolean);

forEachCatalogDatabase('categories and attributes', (ctx) => {
  const get = (url: string, who: 'demo' | 'buyer1' = 'demo') => call(ctx().app, 'GET', url, undefined, bearer(ctx().tokens[who]));

  it('gives the tree in both languages with subcategory counts and thumbnails', async () => {
    const { status, data } = await get('/api/categories');
    expect(status).toBe(200);
    expect(depth(data.data)).toBeGreaterThanOrEqual(3);
    const vehicles = find(data.data, 'vehicles')!;
    expect(vehicles).toMatchObject({ name: 'Vehicles', nameAr: 'مركبات', type: 'used' });
    expect(vehicles.childrenCount).toBe(vehicles.children.length);
    expect(vehicles.image?.thumbnailUrl).toMatch(/^\/uploads\/products\/.+-thumb\.webp$/);
    expect(find(data.data, 'suvs')).toMatchObject({ childrenCount: 0, children: [] });
    expect((await call(ctx().app, 'GET', '/api/categories')).status).toBe(401);
  });

  it('lists the attributes of a leaf; together they use all 7 types', async () => {
    const tree = (await get('/api/categories')).data.data as CategoryNode[];
    const leaves: CategoryNode[] = [];
    const collect = (nodes: CategoryNode[]) => nodes.forEach((n) => (n.children.length ? collect(n.children) : leaves.push(n)));
    collect(tree);
    const types = new Set<number>();
    for (const leaf of leaves) {
      const res = await get(`/api/categories/${leaf.id}/attributes`);
      expect(res.status).toBe(200);
      res.data.data.forEach((a: { type: number }) => types.add(a.type));
    }
    expect([...types].sort()).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const suvs = (await get(`/api/categories/${find(tree, 'suvs')!.id}/attributes`)).data.data;
    expect(suvs.find((a: { name: string }) => a.name === 'Brand')).toMatchObject({ nameAr: 'الماركة', type: 3 });
    expect(suvs.find((a: { name: string }) => a.name === 'Brand').optionsCount).toBeGreaterThan(OPTION_PAGE_SIZE * 2);
    expect((await get('/api/categories/999999/attributes')).status).toBe(404);
  });

  it('pages attribute options 15 at a time and searches them in English and Arabic', async () => {
    const tree = (await get('/api/categories')).data.data as CategoryNode[];
    const brand = (await get(`/api/categories/${find(tree, 'suvs')!.id}/attributes`)).data.data.find((a: { name: string }) => a.name === 'Brand');
    const seen: number[] = [];
    let page: number | null = 1;
    while (page) {
      const res = await get(`/api/attributes/${brand.id}/options?page=${page}`);
      expect(res.status).toBe(200);
      expect(res.data.data.length).toBeLessThanOrEqual(OPTION_PAGE_SIZE);
      if (res.data.nextPage) expect(res.data.data).toHaveLength(OPTION_PAGE_SIZE);
      seen.push(...res.data.data.map((o: { id: number }) => o.id));
      page = res.data.nextPage;
    }
    expect(seen.length).toBe(brand.optionsCount);
    expect(new Set(seen).size).toBe(seen.length);
    expect((await get(`/api/attributes/${brand.id}/options?q=toy`)).data).toEqual({ data: [expect.objectContaining({ option: 'Toyota', optionAr: 'تويوتا' })], nextPage: null });
    expect((await get(`/api/attributes/${brand.id}/options?q=${encodeURIComponent('نيسان')}`)).data.data[0].option).toBe('Nissan');
    expect((await get(`/api/attributes/${brand.id}/options?page=99`)).data).toEqual({ data: [], nextPage: null });
    expect((await get(`/api/attributes/${brand.id}/options?page=x`)).status).toBe(422);
    expect((await get('/api/attributes/999999/options')).status).toBe(404);
  });

  it('serves product images from storage with a long cache, and nothing private', async () => {
    const res = await ctx().app.request('/uploads/products/seed-suvs.jpg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('cache-control')).toContain('max-age=31536000');
    const thumb = await ctx().app.request('/uploads/products/seed-suvs-thumb.webp');
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    await ctx().storage.put('join-requests/secret.pdf', new TextEncoder().encode('%PDF-1.4'));
    expect((await ctx().app.request('/uploads/join-requests/secret.pdf')).status).toBe(404);
    expect((await ctx().app.request('/uploads/products/../join-requests/secret.pdf')).status).toBe(404);
  });
}, 20);
