import { count, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../test/harness';
import type { Db } from './index';
import { follows, userLikes, users } from './schema';
import { seedFollows } from './seed-follows';

const countWhere = async (db: Db, table: typeof follows | typeof userLikes, column: PgColumn, id: number) =>
  (await db.select({ n: count() }).from(table).where(eq(column, id)))[0].n;

forEachDatabase('seed follows', (ctx) => {
  it('gives the demo accounts followers, following and likes, once (the catalogue buyers absent here are skipped)', async () => {
    const { db } = ctx();
    const idOf = async (userName: string) => (await db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0].id;
    const [demo, rival, fresh, buyer1] = await Promise.all(['demo', 'rival', 'fresh', 'buyer1'].map(idOf));
    await seedFollows(db, { now: new Date('2026-11-20T09:00:00Z') });
    await seedFollows(db, { now: new Date('2026-11-21T09:00:00Z') });
    // Without the catalogue's buyer2–5: demo ← buyer1, sara, omar, rival; rival ← buyer1, demo.
    expect(await countWhere(db, follows, follows.followedId, demo)).toBe(4);
    expect(await countWhere(db, follows, follows.followerId, demo)).toBe(2);
    expect(await countWhere(db, follows, follows.followedId, rival)).toBe(2);
    expect(await countWhere(db, follows, follows.followerId, fresh)).toBe(0);
    expect(await countWhere(db, follows, follows.followedId, buyer1)).toBe(1);
    expect(await countWhere(db, userLikes, userLikes.userId, demo)).toBe(1);
    expect(await countWhere(db, userLikes, userLikes.userId, rival)).toBe(1);
  });
});
