import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Membership, MembershipRenewal, MembershipSelfReply, MembershipService } from '../../../src/api/schemas/memberships';
import type { Db } from '../../db';
import { cartItems, membershipCredits, membershipPlans, membershipPlanServices, membershipPlanTypes, memberships } from '../../db/schema';
import { PAY_FOR } from './cart';
import { renewalPeriod } from './item-details';
import { planTypeOf } from './plans';

/** The company's current (or last) paid membership and the unpaid one in its cart. */
export async function membershipSelf(db: Db, companyId: number, now: Date): Promise<MembershipSelfReply> {
  const rows = await db.select().from(memberships)
    .where(and(eq(memberships.companyId, companyId), inArray(memberships.status, ['active', 'unpaid'])))
    .orderBy(desc(memberships.id));
  const paid = rows.find((m) => m.status === 'active');
  const unpaid = rows.find((m) => m.status === 'unpaid');
  const items = await db.select().from(cartItems).where(and(eq(cartItems.companyId, companyId), eq(cartItems.status, 'unpaid'),
    inArray(cartItems.paymentForType, [PAY_FOR.subscription, PAY_FOR.renewal])));
  const itemFor = (m: typeof memberships.$inferSelect, type: number) => items.find((i) => i.subjectId === m.id && i.paymentForType === type);
  return {
    membership: paid ? await describe(db, paid, now) : null,
    unpaid: unpaid ? await describe(db, unpaid, now) : null,
    renewal: paid ? await renewalOf(db, paid, itemFor(paid, PAY_FOR.renewal), now) : null,
    unpaidItemId: unpaid ? itemFor(unpaid, PAY_FOR.subscription)?.id ?? null : null,
  };
}

/**
 * What renewing the current membership costs and the end it then has; with a renewal
 * already in the cart, that item (its amount, and the end counted as paying it now would give).
 */
async function renewalOf(db: Db, m: typeof memberships.$inferSelect, item: typeof cartItems.$inferSelect | undefined, now: Date): Promise<MembershipRenewal> {
  const [type] = await db.select().from(membershipPlanTypes).where(eq(membershipPlanTypes.id, m.planTypeId));
  return { amount: item?.amountFils ?? type.priceFils, endDate: renewalPeriod(m, type, now).to.toISOString(), itemId: item?.id ?? null };
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
