import { and, eq, isNull, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { forEachCatalogDatabase, type CatalogContext } from '../test/catalog';
import { bearer, call } from '../test/harness';

type Who = keyof CatalogContext['tokens'];

/** Part 1 §6 for one product at a time; each case gets its own product, since deleting is one of the acts. */
forEachCatalogDatabase('product role matrix', (ctx) => {
  const taken = new Set<number>();
  /** A fresh live product whose first seller is `seller`. */
  const productOf = async (seller: 'demo' | 'sara' | 'omar') => {
    const rows = await ctx().db.select({ id: products.id, slug: products.slug, categoryId: products.categoryId, price: products.price })
      .from(products).where(and(eq(products.firstSellerId, ctx().ids[seller]), isNull(products.deletedAt), eq(products.isActive, true)));
    const row = rows.find((r) => !taken.has(r.id))!;
    taken.add(row.id);
    return row;
  };
  const view = (who: Who, slug: string) => call(ctx().app, 'GET', `/api/products/${slug}`, undefined, bearer(ctx().tokens[who]));
  const edit = (who: Who, p: { id: number; categoryId: number | null }) => call(ctx().app, 'PUT', `/api/products/${p.id}`,
    { name: `Edited by ${who}`, categoryId: p.categoryId, price: 12_345, status: 'unavailable' }, bearer(ctx().tokens[who]));
  const remove = (who: Who, id: number) => call(ctx().app, 'DELETE', `/api/products/${id}`, undefined, bearer(ctx().tokens[who]));

  // [caller, first seller of the product, expected view / edit / delete]
  const matrix: [string, Who, 'demo' | 'sara' | 'omar', number, number, number][] = [
    ['company, any product of its own', 'demo', 'sara', 200, 200, 204],
    ['company, its own listing', 'demo', 'demo', 200, 200, 204],
    ['employee, own product', 'sara', 'sara', 200, 200, 204],
    ['employee, a colleague\'s product', 'sara', 'omar', 200, 403, 403],
    ['employee, the company\'s product', 'omar', 'demo', 200, 403, 403],
    ['other company', 'rival', 'sara', 404, 404, 404],
    // A buyer reads an active product read-only (a chat's product card leads to its page).
    ['buyer', 'buyer1', 'omar', 200, 404, 404],
  ];

  describe.each(matrix)('%s', (_title, who, seller, viewStatus, editStatus, deleteStatus) => {
    it(`view ${viewStatus}, edit ${editStatus}, delete ${deleteStatus}`, async () => {
      const p = await productOf(seller);
      const seen = await view(who, p.slug);
      expect(seen.status).toBe(viewStatus);
      if (viewStatus === 200) {
        expect(seen.data.canEdit).toBe(editStatus === 200);
        expect(seen.data.canDelete).toBe(deleteStatus === 204);
      } else expect(seen.data).toEqual({ message: 'Resource not found.' });

      const edited = await edit(who, p);
      expect(edited.status).toBe(editStatus);
      const [after] = await ctx().db.select().from(products).where(eq(products.id, p.id));
      if (editStatus === 200) {
        expect(edited.data).toMatchObject({ id: p.id, name: `Edited by ${who}`, price: 12_345, status: 'unavailable', isActive: false, canEdit: true });
        expect(after.isActive).toBe(false);
      } else expect(after.price).toBe(p.price);

      const removed = await remove(who, p.id);
      expect(removed.status).toBe(deleteStatus);
      const [gone] = await ctx().db.select({ deletedAt: products.deletedAt }).from(products).where(eq(products.id, p.id));
      expect(gone.deletedAt !== null).toBe(deleteStatus === 204);
    });
  });

  it('hides a soft-deleted product from the list and by slug; deleting it again is 404', async () => {
    const p = await productOf('demo');
    expect((await call(ctx().app, 'POST', `/api/products/${p.id}`, { _method: 'DELETE' }, bearer(ctx().tokens.demo))).status).toBe(204);
    expect((await view('demo', p.slug)).status).toBe(404);
    expect((await remove('demo', p.id)).status).toBe(404);
    expect((await edit('demo', p)).status).toBe(404);
    let cursor: string | null = null;
    const ids: number[] = [];
    do {
      const res = await call(ctx().app, 'GET', `/api/products/${ctx().demoCompanyId}/sellers?perPage=50${cursor ? `&cursor=${cursor}` : ''}`, undefined, bearer(ctx().tokens.demo));
      ids.push(...res.data.data.map((r: { id: number }) => r.id));
      cursor = res.data.nextCursor;
    } while (cursor);
    expect(ids).not.toContain(p.id);
  });

  it('shows a buyer an active product without edit or delete, and an inactive one not at all', async () => {
    const p = await productOf('demo');
    const seen = await view('buyer1', p.slug);
    expect(seen.status).toBe(200);
    expect(seen.data).toMatchObject({ id: p.id, slug: p.slug, isActive: true, canEdit: false, canDelete: false });
    await ctx().db.update(products).set({ isActive: false }).where(eq(products.id, p.id));
    expect((await view('buyer1', p.slug)).status).toBe(404);
    expect((await view('demo', p.slug)).status).toBe(200);
  });

  it('never trusts a product id of another company, even for its company user', async () => {
    const [theirs] = await ctx().db.select({ id: products.id, slug: products.slug, categoryId: products.categoryId })
      .from(products).where(ne(products.companyId, ctx().demoCompanyId)).limit(1);
    expect((await view('demo', theirs.slug)).status).toBe(404);
    expect((await edit('demo', theirs)).status).toBe(404);
    expect((await remove('demo', theirs.id)).status).toBe(404);
    expect((await view('rival', theirs.slug)).status).toBe(200);
  });
});
