import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { cartItems, membershipCredits, membershipPlanServices, membershipPlanTypes, memberships, type RefundReason } from '../../db/schema';
import { PAY_FOR } from './cart';
import { periodEnd } from '../../../src/domain/membership-period';

type CartItemRow = typeof cartItems.$inferSelect;

/**
 * Delivers a paid membership item, inside the transaction that marked its order paid (the caller
 * guarantees once). A subscription replaces the current plan from now on, with the new plan's
 * credits; a renewal extends the current membership by its own period from its end (or from now
 * when it has lapsed) and adds a period's credits.
 */
export async function fulfilMembership(tx: Db, item: CartItemRow, now: Date): Promise<RefundReason | null> {
  const [membership] = await tx.select().from(memberships).where(and(eq(memberships.id, item.subjectId), eq(memberships.companyId, item.companyId))).for('update');
  // A subscription removed unpaid, or a renewal of a membership no longer current, is not delivered: its payment is refunded.
  if (!membership || membership.status !== (item.paymentForType === PAY_FOR.subscription ? 'unpaid' : 'active')) return 'removed';
  const [type] = await tx.select().from(membershipPlanTypes).where(eq(membershipPlanTypes.id, membership.planTypeId));
  const services = await tx.select().from(membershipPlanServices).where(eq(membershipPlanServices.planId, membership.planId));
  if (item.paymentForType === PAY_FOR.subscription) {
    await tx.update(memberships).set({ status: 'replaced' })
      .where(and(eq(memberships.companyId, item.companyId), eq(memberships.status, 'active'), ne(memberships.id, membership.id)));
    await tx.update(memberships).set({ status: 'active', startAt: now, endAt: periodEnd(now, type.periodUnit, type.periodCount) })
      .where(eq(memberships.id, membership.id));
  } else {
    const from = membership.endAt && membership.endAt > now ? membership.endAt : now;
    await tx.update(memberships).set({ endAt: periodEnd(from, type.periodUnit, type.periodCount), startAt: membership.startAt ?? now })
      .where(eq(memberships.id, membership.id));
  }
  for (const s of services) {
    await tx.insert(membershipCredits).values({ membershipId: membership.id, type: s.type, remaining: s.credits })
      .onConflictDoUpdate({ target: [membershipCredits.membershipId, membershipCredits.type], set: { remaining: sql`${membershipCredits.remaining} + ${s.credits}` } });
  }
  return null;
}
