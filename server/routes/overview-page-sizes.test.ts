import { expect, it } from 'vitest';
import { requests } from '../db/schema';
import { addBuyer, addProduct, forEachActivityDatabase } from '../test/activity';
import { bearer, call } from '../test/harness';

// The overview (part 1 §9) asks the products and requests lists for its own page sizes: 6 requests fetched,
// 7–8 products; the contract allows those beside the tables' 20, 30 and 50, and nothing else.
forEachActivityDatabase('overview page sizes', (ctx) => {
  it('the products and requests lists answer 6, 7 and 8 rows a page, with a cursor to the rest; other sizes are refused', async () => {
    const { db, app, companyIds, ids, tokens } = ctx();
    const made: number[] = [];
    for (let i = 0; i < 9; i++) made.push(await addProduct(db, { companyId: companyIds.demo, sellerId: ids.sara, name: `Page size ${i}`, createdAt: new Date(Date.UTC(2026, 1, 1, 9, i)) }));
    const buyers = await Promise.all(Array.from({ length: 9 }, (_, i) => addBuyer(db, `pagesizebuyer${i}`)));
    await db.insert(requests).values(buyers.map((senderId, i) => ({
      companyId: companyIds.demo, num: 700_000 + i, type: 'sale' as const, status: 1 as const, senderId, receiverProductId: made[i], createdAt: new Date(Date.UTC(2026, 1, 2, 9, i)),
    })));
    const owner = bearer(tokens.demo);
    for (const size of [6, 7, 8]) {
      const products = await call(app, 'GET', `/api/products/${ids.demo}/sellers?perPage=${size}`, undefined, owner);
      expect(products.status, `products ${size}`).toBe(200);
      expect([products.data.data.length, typeof products.data.nextCursor]).toEqual([size, 'string']);
      const list = await call(app, 'GET', `/api/requests?perPage=${size}`, undefined, owner);
      expect(list.status, `requests ${size}`).toBe(200);
      expect([list.data.data.length, typeof list.data.nextCursor]).toEqual([size, 'string']);
    }
    for (const size of [5, 9, 10]) {
      expect((await call(app, 'GET', `/api/products/${ids.demo}/sellers?perPage=${size}`, undefined, owner)).status).toBe(422);
      expect((await call(app, 'GET', `/api/requests?perPage=${size}`, undefined, owner)).status).toBe(422);
    }
  });
});
