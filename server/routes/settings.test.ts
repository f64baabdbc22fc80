import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/domain/promotion-settings';
import { settings } from '../db/schema';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

// Part 2 §7 GET /settings/keys: the seeded prices and capacities, a changed value, and refusals.
forEachDatabase('settings keys', (ctx) => {
  it('answers every seeded key, or the asked ones; a value changed in the table is what it answers', async () => {
    const headers = bearer(await loginAs(ctx().app, 'demo'));
    const all = await call(ctx().app, 'GET', '/api/settings/keys', undefined, headers);
    expect(all.status).toBe(200);
    expect(all.data).toEqual(DEFAULT_SETTINGS);
    expect(all.data).toMatchObject({ inTop: 1_000, promo: 3_000, premiumBannerPrice: 10_000, boostTopSlotsPerDay: 5 });
    await ctx().db.update(settings).set({ value: 1_500 }).where(eq(settings.key, 'inTop'));
    const some = await call(ctx().app, 'GET', '/api/settings/keys?keys=inTop,creativeByForsa', undefined, headers);
    expect(some.data).toEqual({ inTop: 1_500, creativeByForsa: 5_000 });
    await ctx().db.update(settings).set({ value: 1_000 }).where(eq(settings.key, 'inTop'));
  });
  it('refuses an unknown key (422) and a caller not signed in (401)', async () => {
    const headers = bearer(await loginAs(ctx().app, 'demo'));
    expect((await call(ctx().app, 'GET', '/api/settings/keys?keys=inTop,nope', undefined, headers)).status).toBe(422);
    expect((await call(ctx().app, 'GET', '/api/settings/keys')).status).toBe(401);
  });
});
