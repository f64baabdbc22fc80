import { asc } from 'drizzle-orm';
import type { MembershipPlan, MembershipPlanType, MembershipService } from '../../../src/api/schemas/memberships';
import type { Db } from '../../db';
import { membershipPlans, membershipPlanServices, membershipPlanTypes } from '../../db/schema';

/** Part 2 §9: tab 0 = 1 month, 1 = 3 months, 2 = 1 year. */
export const PLAN_PERIODS = [
  { tab: 0, periodUnit: 'month', periodCount: 1 },
  { tab: 1, periodUnit: 'month', periodCount: 3 },
  { tab: 2, periodUnit: 'year', periodCount: 1 },
] as const;

/** Every plan with its period prices and services, in the catalogue's order (three small tables, read whole). */
export async function listPlans(db: Db): Promise<MembershipPlan[]> {
  const [plans, types, services] = await Promise.all([
    db.select().from(membershipPlans).orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id)),
    db.select().from(membershipPlanTypes).orderBy(asc(membershipPlanTypes.id)),
    db.select().from(membershipPlanServices),
  ]);
  return plans.map((p) => ({
    id: p.id, name: p.nameEn, nameAr: p.nameAr, description: p.descriptionEn, descriptionAr: p.descriptionAr,
    types: types.filter((t) => t.planId === p.id).map(planTypeOf),
    services: services.filter((s) => s.planId === p.id).map((s): MembershipService => ({ type: s.type, price: s.priceFils, remainingValue: s.credits })),
  }));
}

export const planTypeOf = (t: typeof membershipPlanTypes.$inferSelect): MembershipPlanType => ({
  id: t.id, price: t.priceFils, periodUnit: t.periodUnit, periodCount: t.periodCount,
});
