// What the plans dialog shows for the chosen period tab: each plan's price for that period and what it includes.
import type { MembershipPeriod } from '../../../api/memberships';
import type { MembershipPlan, MembershipService } from '../../../api/schemas/memberships';

export type PlanCard = {
  planId: number;
  name: string;
  description: string;
  /** The plan's price for the period (fils) and the id Subscribe sends; null when the plan is not sold for it. */
  price: number | null;
  planTypeId: number | null;
  services: MembershipService[];
};

export type PlansView = { periods: MembershipPeriod[]; tab: number; period: MembershipPeriod | null; cards: PlanCard[] };

export function plansView(context: { plans: MembershipPlan[]; periods: MembershipPeriod[]; tab: number }, locale: string): PlansView {
  const period = context.periods.find((p) => p.tab === context.tab) ?? null;
  const cards = context.plans.map((plan): PlanCard => {
    const type = period ? plan.types.find((t) => t.periodUnit === period.periodUnit && t.periodCount === period.periodCount) : undefined;
    return {
      planId: plan.id,
      name: locale === 'ar' ? plan.nameAr : plan.name,
      description: locale === 'ar' ? plan.descriptionAr : plan.description,
      price: type?.price ?? null,
      planTypeId: type?.id ?? null,
      services: plan.services,
    };
  });
  return { periods: context.periods, tab: context.tab, period, cards };
}
