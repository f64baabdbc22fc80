import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { forEachDatabase } from '../test/harness';
import { seedMarkers, users } from './schema';
import { seed } from './seed';

forEachDatabase('seed markers', (ctx) => {
  it('marks a finished step and skips it on the next start; without the marker it adds back what is missing', async () => {
    const { db } = ctx();
    expect((await db.select().from(seedMarkers)).map((m) => m.name)).toEqual(['accounts@2', 'memberships@1', 'settings@1', 'admin@1']);
    await db.delete(users).where(eq(users.userName, 'buyer1'));
    await seed(db);
    expect(await db.select().from(users).where(eq(users.userName, 'buyer1'))).toEqual([]);
    await db.execute(sql`delete from seed_markers`);
    await seed(db);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.userName, 'buyer1'))).toHaveLength(1);
    expect((await db.select().from(seedMarkers)).map((m) => m.name)).toEqual(['accounts@2', 'memberships@1', 'settings@1', 'admin@1']);
  });
});
