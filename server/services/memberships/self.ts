import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Membership, MembershipSelfReply, MembershipService } from '../../../src/api/schemas/memberships';
import type { Db } from '../../db';
import { membershipCredits, membershipPlans, membershipPlanServices, membershipPlanTypes, memberships } from '../../db/schema';
import { planTypeOf } from './plans';

/** The company's current (or last) paid membership and the unpaid one in its cart. */
export async function membershipSelf(db: Db, companyId: number, now: Date): Promise<MembershipSelfReply> {
  const rows = await db.select().from(memberships)
    .where(and(eq(memberships.companyId, companyId), inArray(memberships.status, ['active', 'unpaid'])))
    .orderBy(desc(memberships.id));
  const paid = rows.find((m) => m.status === 'active');
  const unpaid = rows.find((m) => m.status === 'unpaid');
  return {
    membership: paid ? await describe(db, paid, now) : null,
    unpaid: unpaid ? await describe(db, unpaid, now) : null,
  };
}

/** A membership as the API shows it: an active one past its end date reads as expired. */
export async function describe(db: Db, m: typeof memberships.$inferSelect, now: Date): Promise<Membership> {
  const [[plan], [type], planServices, credits] = await Promise.all([
    db.select().from(membershipPlans).where(eq(membershipPlans.id, m.planId)),
    db.select().from(membershipPlanTypes).where(eq(membershipPlanTypes.id, m.planTypeId)),
    db.select().from(membershipPlanServices).where(eq(membershipPlanServices.planId, m.planId)),
    db.select().from(membershipCredits).where(eq(membershipCredits.membershipId, m.id)),
  ]);
  const status = m.status === 'unpaid' ? 'unpaid' : m.endAt && m.endAt.getTime() > now.getTime() ? 'active' : 'expired';
  return {
    id: m.id, planId: plan.id, name: plan.nameEn, nameAr: plan.nameAr, description: plan.descriptionEn, descriptionAr: plan.descriptionAr,
    status, startDate: m.startAt?.toISOString() ?? null, endDate: m.endAt?.toISOString() ?? null,
    type: planTypeOf(type),
    services: planServices.map((s): MembershipService => ({
      type: s.type, price: s.priceFils,
      // An unpaid membership shows what a period brings; a paid one what is left.
      remainingValue: m.status === 'unpaid' ? s.credits : credits.find((c) => c.type === s.type)?.remaining ?? 0,
    })),
  };
}
