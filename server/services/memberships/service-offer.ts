import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db';
import { membershipCredits, membershipPlanServices, memberships, type MembershipServiceType } from '../../db/schema';
import { notFound } from '../../http/errors';

/**
 * Part 2 §7 memberships/services/show: a service's price and the credits left. A company whose
 * membership is current gets its plan's price and its credits; without one, or when the plan does
 * not include the service, there is nothing to offer (404: the services screen hides the card).
 */
export async function serviceOffer(db: Db, companyId: number, type: number, now: Date): Promise<{ price: number; remainingValue: number }> {
  const [row] = await db.select({ price: membershipPlanServices.priceFils, remaining: membershipCredits.remaining })
    .from(memberships)
    .innerJoin(membershipPlanServices, and(eq(membershipPlanServices.planId, memberships.planId), eq(membershipPlanServices.type, type as MembershipServiceType)))
    .leftJoin(membershipCredits, and(eq(membershipCredits.membershipId, memberships.id), eq(membershipCredits.type, type as MembershipServiceType)))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.status, 'active'), gt(memberships.endAt, now)))
    .orderBy(desc(memberships.id)).limit(1);
  if (!row) throw notFound();
  return { price: row.price, remainingValue: row.remaining ?? 0 };
}
