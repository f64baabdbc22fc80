import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { membershipCredits, membershipPlanServices, memberships, type MembershipServiceType } from '../../db/schema';
import { HttpError } from '../../http/errors';

export interface EligibleService {
  membershipId: number;
  /** The plan's price of the service in fils (per day for boost and flash, per refresh). */
  price: number;
  remaining: number;
}

/**
 * Part 2 §2 eligibility: boost 18, flash 19, refresh 2 and banners 20 only when the company's
 * current membership includes them; anything else is refused here, whatever the client showed.
 */
export async function eligibleService(db: Db, companyId: number, type: MembershipServiceType, now: Date): Promise<EligibleService> {
  const [row] = await db.select({ membershipId: memberships.id, price: membershipPlanServices.priceFils, remaining: membershipCredits.remaining })
    .from(memberships)
    .innerJoin(membershipPlanServices, and(eq(membershipPlanServices.planId, memberships.planId), eq(membershipPlanServices.type, type)))
    .leftJoin(membershipCredits, and(eq(membershipCredits.membershipId, memberships.id), eq(membershipCredits.type, type)))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.status, 'active'), gt(memberships.endAt, now)))
    .orderBy(desc(memberships.id)).limit(1);
  if (!row) throw new HttpError(403, 'server.service-not-in-membership');
  return { membershipId: row.membershipId, price: row.price, remaining: row.remaining ?? 0 };
}

/** Uses one credit of the service (one conditional UPDATE: two requests for the last credit get one). */
export async function useCredit(tx: Db, membershipId: number, type: MembershipServiceType): Promise<boolean> {
  const used = await tx.update(membershipCredits).set({ remaining: sql`${membershipCredits.remaining} - 1` })
    .where(and(eq(membershipCredits.membershipId, membershipId), eq(membershipCredits.type, type), gt(membershipCredits.remaining, 0)))
    .returning({ remaining: membershipCredits.remaining });
  return used.length === 1;
}
