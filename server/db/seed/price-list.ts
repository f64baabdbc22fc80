// The plans' and services' prices (fils), the one place they are written: the seed puts them in
// membership_plan_types and membership_plan_services, the server prices every cart item from those
// tables, and the client shows what the server sends. Part 2 gives the formulas (§9) but no figures
// for these; server/routes/price-list.test.ts states them as literals.
import type { MembershipServiceType } from '../schema';

/** Each service's price in every plan that includes it: a boost or a flash sale a day, a refresh, a banner. */
export const SERVICE_PRICES = { 18: 2_500, 19: 1_500, 2: 500, 20: 10_000 } as const satisfies Record<MembershipServiceType, number>;

/** Each plan's price for 1 month, 3 months and 1 year (part 2 §9's tabs 0, 1, 2). */
export const PLAN_PRICES = {
  basic: [15_000, 40_000, 150_000],
  business: [25_000, 70_000, 250_000],
  premium: [45_000, 125_000, 450_000],
} as const;
