import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addProduct, forEachActivityDatabase } from '../test/activity';
import { conversations, messages, notifications, products, requests } from './schema';
import { seedActivity } from './seed-activity';

forEachActivityDatabase('demo activity seed', (ctx) => {
  it('gives the demo company requests of both kinds and all statuses, consistent products, notifications and chats; once', async () => {
    const { db, companyIds, ids } = ctx();
    const sellers = [ids.demo, ids.sara, ids.omar];
    for (let i = 0; i < 45; i++) {
      await addProduct(db, { companyId: companyIds.demo, sellerId: sellers[i % 3], sellType: (['sell', 'barter', 'sell/barter'] as const)[i % 3] });
    }
    const now = new Date('2026-03-01T09:00:00Z');
    await seedActivity(db, { now });
    await seedActivity(db, { now });
    const mix = await db.select({ type: requests.type, status: requests.status, n: sql<number>`count(*)::int` }).from(requests)
      .where(eq(requests.companyId, companyIds.demo)).groupBy(requests.type, requests.status);
    const total = mix.reduce((s, m) => s + Number(m.n), 0);
    expect(total).toBe(36);
    expect(new Set(mix.map((m) => m.type))).toEqual(new Set(['sale', 'bartering']));
    expect(new Set(mix.map((m) => m.status))).toEqual(new Set([1, 2, 3]));
    const accepted = await db.select({ status: products.status }).from(requests).innerJoin(products, eq(products.id, requests.receiverProductId))
      .where(eq(requests.status, 2));
    expect(accepted.every((p) => p.status === 'reserved')).toBe(true);
    const decided = mix.filter((m) => m.status !== 1).reduce((s, m) => s + Number(m.n), 0);
    expect(await db.$count(notifications)).toBe(decided);
    expect(await db.$count(conversations)).toBeGreaterThan(5);
    expect(await db.$count(messages)).toBeGreaterThan(await db.$count(conversations));
    const barters = await db.select({ sp: requests.senderProductId }).from(requests).where(eq(requests.type, 'bartering'));
    expect(barters.every((b) => b.sp !== null)).toBe(true);
  });
});
