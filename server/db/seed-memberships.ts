import { eq, inArray } from 'drizzle-orm';
import type { Db } from './index';
import {
  cartItems, companies, membershipCredits, membershipPlans, membershipPlanServices, membershipPlanTypes, memberships, users,
  type MembershipServiceType,
} from './schema';
import { periodEnd, periodStart } from '../../src/domain/membership-period';
import { PLAN_PRICES, SERVICE_PRICES as P } from './seed/price-list';

const DAY = 86_400_000;

/** The plans on sale: prices for 1 month, 3 months and 1 year; per service its price and the credits a period brings. */
const PLANS = [
  {
    slug: 'basic', nameEn: 'Basic', nameAr: 'الأساسية', sortOrder: 1,
    descriptionEn: 'Refresh your ads and boost a few of them each month.', descriptionAr: 'حدّث إعلاناتك وروّج لبعضها كل شهر.',
    prices: PLAN_PRICES.basic,
    services: [[18, P[18], 2], [2, P[2], 5]],
  },
  {
    slug: 'business', nameEn: 'Business', nameAr: 'الأعمال', sortOrder: 2,
    descriptionEn: 'Boosts, flash discounts and refreshes for a growing shop.', descriptionAr: 'ترويج وخصومات سريعة وتحديثات لمتجر ينمو.',
    prices: PLAN_PRICES.business,
    services: [[18, P[18], 5], [19, P[19], 3], [2, P[2], 10]],
  },
  {
    slug: 'premium', nameEn: 'Premium', nameAr: 'المميزة', sortOrder: 3,
    descriptionEn: 'Every service, with banners for brand awareness.', descriptionAr: 'كل الخدمات، مع البانرات للتعريف بعلامتك.',
    prices: PLAN_PRICES.premium,
    services: [[18, P[18], 10], [19, P[19], 5], [2, P[2], 20], [20, P[20], 2]],
  },
] as const;

const PERIODS = [['month', 1], ['month', 3], ['year', 1]] as const;

/**
 * Rival's month: it ends exactly two days after `now` (the card's "Ends in 2 days" at any hour) and
 * starts a calendar month before that end. Its end is kept as it is, not recomputed from the start:
 * a month from 31 October ends on 30 November, a day short when the end was 1 December.
 */
export function expiringMonth(now: Date): { start: Date; end: Date } {
  const end = new Date(now.getTime() + 2 * DAY);
  return { start: periodStart(end, 'month', 1), end };
}

/**
 * The plans, and a membership for each demo company: demo has Premium for a year with credits partly
 * used; rival has Business for a month, expiring in two days (the "expiring soon" flag); fresh has
 * an unpaid Business membership waiting in its cart.
 */
export async function seedMemberships(db: Db, now: Date): Promise<void> {
  for (const plan of PLANS) {
    const { prices, services, ...row } = plan;
    const [inserted] = await db.insert(membershipPlans).values(row).onConflictDoNothing({ target: membershipPlans.slug }).returning({ id: membershipPlans.id });
    if (!inserted) continue;
    await db.insert(membershipPlanTypes).values(PERIODS.map(([periodUnit, periodCount], i) => ({ planId: inserted.id, priceFils: prices[i], periodUnit, periodCount })));
    await db.insert(membershipPlanServices).values(services.map(([type, priceFils, credits]) => ({ planId: inserted.id, type: type as MembershipServiceType, priceFils, credits })));
  }
  const planIds = new Map((await db.select({ id: membershipPlans.id, slug: membershipPlans.slug }).from(membershipPlans)).map((p) => [p.slug, p.id]));
  const owners = await db.select({ companyId: users.companyId, userId: users.id, slug: companies.slug }).from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(inArray(users.userName, ['demo', 'rival', 'fresh']));
  const ownerOf = (slug: string) => owners.find((o) => o.slug === slug);
  const taken = new Set((await db.select({ companyId: memberships.companyId }).from(memberships)).map((m) => m.companyId));

  const give = async (slug: string, planSlug: string, period: number, start: Date | null, used: Partial<Record<MembershipServiceType, number>> = {}, end?: Date) => {
    const owner = ownerOf(slug);
    if (!owner?.companyId || taken.has(owner.companyId)) return;
    const planId = planIds.get(planSlug)!;
    const types = await db.select().from(membershipPlanTypes).where(eq(membershipPlanTypes.planId, planId));
    const [unit, count] = PERIODS[period];
    const type = types.find((t) => t.periodUnit === unit && t.periodCount === count)!;
    const [m] = await db.insert(memberships).values({
      companyId: owner.companyId, planId, planTypeId: type.id, status: start ? 'active' : 'unpaid',
      startAt: start, endAt: start ? (end ?? periodEnd(start, unit, count)) : null,
    }).returning();
    if (!start) {
      await db.insert(cartItems).values({ companyId: owner.companyId, addedBy: owner.userId, paymentForType: 2, subjectId: m.id, amountFils: type.priceFils });
      return;
    }
    const services = await db.select().from(membershipPlanServices).where(eq(membershipPlanServices.planId, planId));
    await db.insert(membershipCredits).values(services.map((s) => ({ membershipId: m.id, type: s.type, remaining: Math.max(0, s.credits - (used[s.type] ?? 0)) })));
  };
  await give('demo', 'premium', 2, new Date(now.getTime() - 200 * DAY), { 18: 3, 2: 6 });
  const rival = expiringMonth(now);
  await give('rival', 'business', 0, rival.start, {}, rival.end);
  await give('fresh', 'business', 1, null);
}
