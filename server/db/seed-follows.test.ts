import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../test/harness';
import { followersCount, followingCount } from '../services/account/follows';
import { likesOf } from '../services/account/profile';
import { users } from './schema';
import { seedFollows } from './seed-follows';

forEachDatabase('seed follows', (ctx) => {
  it('gives the demo accounts followers, following and likes, once (the catalogue buyers absent here are skipped)', async () => {
    const { db } = ctx();
    const idOf = async (userName: string) => (await db.select({ id: users.id }).from(users).where(eq(users.userName, userName)))[0].id;
    const [demo, rival, fresh, buyer1] = await Promise.all(['demo', 'rival', 'fresh', 'buyer1'].map(idOf));
    await seedFollows(db, { now: new Date('2026-11-20T09:00:00Z') });
    await seedFollows(db, { now: new Date('2026-11-21T09:00:00Z') });
    // Without the catalogue's buyer2–5: demo ← buyer1, sara, omar, rival; rival ← buyer1, demo.
    expect(await followersCount(db, demo)).toBe(4);
    expect(await followingCount(db, demo)).toBe(2);
    expect(await followersCount(db, rival)).toBe(2);
    expect(await followingCount(db, fresh)).toBe(0);
    expect(await followersCount(db, buyer1)).toBe(1);
    expect(await likesOf(db, demo)).toBe(1);
    expect(await likesOf(db, rival)).toBe(1);
  });
});
