import { afterAll, beforeAll, describe } from 'vitest';
import { seedCatalog } from '../db/seed-catalog';
import { createTestContext, drivers, loginAs, type TestContext } from './harness';

export interface CatalogContext extends TestContext {
  tokens: Record<'demo' | 'sara' | 'omar' | 'rival' | 'buyer1', string>;
  ids: Record<'demo' | 'sara' | 'omar' | 'rival' | 'buyer1', number>;
  demoCompanyId: number;
}

/** Like forEachDatabase, with the catalogue seeded (fewer products than the demo) and everyone signed in. */
export function forEachCatalogDatabase(title: string, suite: (ctx: () => CatalogContext) => void, demoProducts = 120) {
  describe.each(drivers())(`${title} [%s]`, (driver) => {
    let ctx: CatalogContext;
    beforeAll(async () => {
      const base = await createTestContext(driver);
      await seedCatalog(base.db, { storage: base.storage, now: base.clock.now(), demoProducts, rivalProducts: 5 });
      const names = ['demo', 'sara', 'omar', 'rival', 'buyer1'] as const;
      const tokens = {} as CatalogContext['tokens'];
      const ids = {} as CatalogContext['ids'];
      let demoCompanyId = 0;
      for (const name of names) {
        tokens[name] = await loginAs(base.app, name);
        const self = await base.app.request('/api/users/self', { headers: { authorization: `Bearer ${tokens[name]}` } });
        const user = (await self.json()) as { id: number; sellerId: number | null };
        ids[name] = user.id;
        if (name === 'demo') demoCompanyId = user.sellerId!;
      }
      ctx = Object.assign(base, { tokens, ids, demoCompanyId });
    });
    afterAll(async () => {
      await ctx?.dispose();
    });
    suite(() => ctx);
  });
}
