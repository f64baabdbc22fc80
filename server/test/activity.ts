import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Db } from '../db';
import { companies, products, productSellers, users, type SellType } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { createTestContext, drivers, loginAs, type TestContext } from './harness';

type Name = 'demo' | 'sara' | 'omar' | 'rival' | 'buyer1';
export interface ActivityContext extends TestContext {
  tokens: Record<Name, string>;
  ids: Record<Name, number>;
  companyIds: { demo: number; rival: number };
}

/**
 * Like forEachDatabase with the demo accounts signed in, but no catalogue: requests and employees
 * suites add the few products they need with `addProduct`, which keeps them fast.
 */
export function forEachActivityDatabase(title: string, suite: (ctx: () => ActivityContext) => void) {
  describe.each(drivers())(`${title} [%s]`, (driver) => {
    let ctx: ActivityContext;
    beforeAll(async () => {
      const base = await createTestContext(driver);
      const names: Name[] = ['demo', 'sara', 'omar', 'rival', 'buyer1'];
      const tokens = {} as ActivityContext['tokens'];
      const ids = {} as ActivityContext['ids'];
      for (const name of names) {
        tokens[name] = await loginAs(base.app, name);
        const [u] = await base.db.select({ id: users.id }).from(users).where(eq(users.userName, name));
        ids[name] = u.id;
      }
      const companyIds = Object.fromEntries(await Promise.all((['demo', 'rival'] as const).map(async (slug) => {
        const [c] = await base.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
        return [slug, c.id];
      }))) as ActivityContext['companyIds'];
      ctx = Object.assign(base, { tokens, ids, companyIds });
    });
    afterAll(async () => {
      await ctx?.dispose();
    });
    suite(() => ctx);
  });
}

let serial = 0;

/** A bare product (no category, no images) of `companyId` posted by `sellerId`. */
export async function addProduct(db: Db, input: { companyId: number; sellerId: number; name?: string; sellType?: SellType; price?: number; createdAt?: Date }): Promise<number> {
  const n = ++serial;
  const createdAt = input.createdAt ?? new Date('2026-02-01T09:00:00Z');
  const [p] = await db.insert(products).values({
    companyId: input.companyId, firstSellerId: input.sellerId, name: input.name ?? `Test product ${n}`, price: input.price ?? 25_000,
    sellType: input.sellType ?? 'sell/barter', slug: `test-${input.companyId}-${n}-${Date.now().toString(36)}`,
    num: sql`(select coalesce(max(${products.num}), 0) + 1 from ${products} where ${products.companyId} = ${input.companyId})`,
    createdAt, updatedAt: createdAt,
  }).returning({ id: products.id });
  await db.insert(productSellers).values({ productId: p.id, userId: input.sellerId, position: 0 });
  return p.id;
}

/** Another buyer (role user), with the demo password. */
export async function addBuyer(db: Db, userName: string, fullName = userName): Promise<number> {
  const [u] = await db.insert(users).values({
    userName, fullName, email: `${userName}@buyers.test`, roles: ['user'], passwordHash: await hashPassword('Demo@12345'),
  }).returning({ id: users.id });
  return u.id;
}
