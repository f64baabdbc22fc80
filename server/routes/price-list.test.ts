import { expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/domain/promotion-settings';
import { PLAN_PRICES, SERVICE_PRICES } from '../db/seed/price-list';
import { bearer, call, forEachDatabase, loginAs } from '../test/harness';

// The price list as literals (fils), so that a change to either place prices live — the settings the seed
// writes (src/domain/promotion-settings.ts) or the plans and services (server/db/seed/price-list.ts) —
// fails here first. Part 2 §9 gives one figure, inTop's "extra 1 KWD per day", and the plan periods;
// the other figures are the catalogue chosen in server/README.md.
const SETTINGS_PRICES = {
  premiumBannerPrice: 10_000, doubleBannerPrice: 8_000, slidingBannerPrice: 6_000,
  verticalBannerPrice: 2_000, horizontalBannerPrice: 2_000, keepTop5slidingPrice: 1_000,
  creativeByForsa: 5_000, inTop: 1_000, promo: 3_000,
};
/** Per plan: [1 month, 3 months, 1 year] and its services as [type, price]. */
const PLANS = {
  Basic: { periods: [15_000, 40_000, 150_000], services: [[2, 500], [18, 2_500]] },
  Business: { periods: [25_000, 70_000, 250_000], services: [[2, 500], [18, 2_500], [19, 1_500]] },
  Premium: { periods: [45_000, 125_000, 450_000], services: [[2, 500], [18, 2_500], [19, 1_500], [20, 10_000]] },
};

it("states the spec's own numbers: inTop 1 KWD a selected day; plans priced for 1 month, 3 months, 1 year", () => {
  expect(DEFAULT_SETTINGS.inTop).toBe(1_000);
  expect(Object.values(PLAN_PRICES).every((p) => p.length === 3)).toBe(true);
});

it('holds the price list where the seed reads it', () => {
  expect(DEFAULT_SETTINGS).toMatchObject(SETTINGS_PRICES);
  expect(SERVICE_PRICES).toEqual({ 18: 2_500, 19: 1_500, 2: 500, 20: 10_000 });
  expect(PLAN_PRICES).toEqual({ basic: PLANS.Basic.periods, business: PLANS.Business.periods, premium: PLANS.Premium.periods });
});

// What the server answers is what it charges from: the same literals, read back from its tables.
forEachDatabase('price list', (ctx) => {
  it('answers the settings prices, the plans with their period and service prices, and a service price alone', async () => {
    const headers = bearer(await loginAs(ctx().app, 'demo'));
    const keys = await call(ctx().app, 'GET', '/api/settings/keys', undefined, headers);
    expect(keys.data).toMatchObject(SETTINGS_PRICES);
    const plans = await call(ctx().app, 'GET', '/api/memberships?company=1', undefined, headers);
    const served = Object.fromEntries(plans.data.data.map((p: { name: string; types: { price: number }[]; services: { type: number; price: number }[] }) => [p.name, {
      periods: p.types.map((t) => t.price),
      services: p.services.map((s) => [s.type, s.price]).sort(([a], [b]) => a - b),
    }]));
    expect(served).toEqual(PLANS);
    const flash = await call(ctx().app, 'GET', '/api/memberships/services/show?type=19', undefined, headers);
    expect(flash.data.price).toBe(1_500);
  });
});
