import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import type { PeriodUnit } from '../../../src/domain/membership-period';
import { at, createdAt, id } from './columns';

/** Part 2 §9: boost 18, flash discount 19, refresh 2, banners 20. */
export type MembershipServiceType = 18 | 19 | 2 | 20;
export type { PeriodUnit };
/** `unpaid` until its order is paid, `replaced` by a newer plan, `removed` from the cart unpaid; expired is not stored: an active membership past its end date is expired. */
export type MembershipStatus = 'unpaid' | 'active' | 'replaced' | 'removed';

/** A plan a company can subscribe to (part 2 §3 Membership: id, name, description). */
export const membershipPlans = pgTable('membership_plans', {
  id: id(),
  slug: text('slug').notNull().unique(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** A plan's price for a period (the plan's "types": 1 month, 3 months, 1 year). */
export const membershipPlanTypes = pgTable(
  'membership_plan_types',
  {
    id: id(),
    planId: integer('plan_id').notNull().references(() => membershipPlans.id),
    priceFils: integer('price_fils').notNull(),
    periodUnit: text('period_unit').$type<PeriodUnit>().notNull(),
    periodCount: smallint('period_count').notNull(),
  },
  (t) => [uniqueIndex('membership_plan_types_period_key').on(t.planId, t.periodUnit, t.periodCount)],
);

/** A service a plan includes: its price when bought beyond the credits, and the credits a period brings. */
export const membershipPlanServices = pgTable(
  'membership_plan_services',
  {
    planId: integer('plan_id').notNull().references(() => membershipPlans.id),
    type: smallint('type').$type<MembershipServiceType>().notNull(),
    priceFils: integer('price_fils').notNull(),
    credits: integer('credits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planId, t.type] })],
);

/** A company's membership of a plan for one period. */
export const memberships = pgTable(
  'memberships',
  {
    id: id(),
    companyId: integer('company_id').notNull().references(() => companies.id),
    planId: integer('plan_id').notNull().references(() => membershipPlans.id),
    planTypeId: integer('plan_type_id').notNull().references(() => membershipPlanTypes.id),
    status: text('status').$type<MembershipStatus>().notNull(),
    /** Set when paid: the period runs from startAt to endAt (extended by each renewal). */
    startAt: at('start_at'),
    endAt: at('end_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('memberships_company_idx').on(t.companyId, t.status),
    // One unpaid membership and one current membership a company: a double click cannot make two.
    uniqueIndex('memberships_one_unpaid_key').on(t.companyId).where(sql`${t.status} = 'unpaid'`),
    uniqueIndex('memberships_one_active_key').on(t.companyId).where(sql`${t.status} = 'active'`),
  ],
);

/** Credits left of each service in a membership (part 2 §3 services: remainingValue). */
export const membershipCredits = pgTable(
  'membership_credits',
  {
    membershipId: integer('membership_id').notNull().references(() => memberships.id),
    type: smallint('type').$type<MembershipServiceType>().notNull(),
    remaining: integer('remaining').notNull(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.type] })],
);
