// Memberships and plans as the server sends them (seed: Basic, Business, Premium), for the membership models and tests.
import type { MembershipPeriod } from '../../api/memberships';
import type { Membership, MembershipPlan } from '../../api/schemas/memberships';

export const periods: MembershipPeriod[] = [
  { tab: 0, periodUnit: 'month', periodCount: 1 },
  { tab: 1, periodUnit: 'month', periodCount: 3 },
  { tab: 2, periodUnit: 'year', periodCount: 1 },
];

export const businessPlan: MembershipPlan = {
  id: 2, name: 'Business', nameAr: 'الأعمال', description: 'Boosts, flash discounts and refreshes.', descriptionAr: 'ترويج وخصومات.',
  types: [
    { id: 4, price: 25_000, periodUnit: 'month', periodCount: 1 },
    { id: 5, price: 70_000, periodUnit: 'month', periodCount: 3 },
    { id: 6, price: 250_000, periodUnit: 'year', periodCount: 1 },
  ],
  services: [{ type: 18, price: 2_500, remainingValue: 5 }, { type: 19, price: 1_500, remainingValue: 3 }, { type: 2, price: 500, remainingValue: 10 }],
};

export const plans: MembershipPlan[] = [businessPlan];

/** fresh's unpaid Business membership, 3 months, waiting in the cart. */
export const unpaidBusiness: Membership = {
  id: 31, planId: 2, name: 'Business', nameAr: 'الأعمال', description: businessPlan.description, descriptionAr: businessPlan.descriptionAr,
  status: 'unpaid', startDate: null, endDate: null, type: businessPlan.types[1], services: businessPlan.services,
};

/** rival's Business month, ending in two days. */
export const activeBusiness: Membership = {
  ...unpaidBusiness, id: 30, status: 'active', startDate: '2026-10-25T09:00:00.000Z', endDate: '2026-11-25T09:00:00.000Z', type: businessPlan.types[0],
};
