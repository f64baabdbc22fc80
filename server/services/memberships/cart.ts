import { and, desc, eq } from 'drizzle-orm';
import type { CartItem, MembershipCartBody } from '../../../src/api/schemas/memberships';
import type { Db } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { cartItems, membershipPlanTypes, memberships, type PaymentForType } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { HttpError, notFound } from '../../http/errors';
import { withdrawCartItem } from '../orders/withdraw';

/** Part 2 §3: a subscription is paid as type 2; §9: a renewal as type 6. */
export const PAY_FOR = { subscription: 2, renewal: 6 } as const satisfies Record<string, PaymentForType>;

/**
 * Adds a membership to the company's cart, priced from the plan's own table. `{ type: 24 }` makes an
 * unpaid membership of the chosen period (one at a time: a second is refused, the client then offers
 * to remove it or pay it); `{ type: 6, productId: 4 }` renews the current membership for its period.
 */
export async function addMembershipToCart(db: Db, user: SessionUser, body: MembershipCartBody): Promise<CartItem> {
  const companyId = user.companyId!;
  try {
    return await db.transaction(async (tx) => {
      if (body.type === 24) {
        const [type] = await tx.select().from(membershipPlanTypes).where(eq(membershipPlanTypes.id, Number(body.planTypeId)));
        if (!type) throw new HttpError(404, 'server.membership-plan-unknown');
        const [membership] = await tx.insert(memberships)
          .values({ companyId, planId: type.planId, planTypeId: type.id, status: 'unpaid' }).returning();
        return addItem(tx as unknown as Db, user, PAY_FOR.subscription, membership.id, type.priceFils);
      }
      const [current] = await tx.select({ id: memberships.id, price: membershipPlanTypes.priceFils }).from(memberships)
        .innerJoin(membershipPlanTypes, eq(membershipPlanTypes.id, memberships.planTypeId))
        .where(and(eq(memberships.companyId, companyId), eq(memberships.status, 'active')));
      if (!current) throw new HttpError(404, 'server.membership-none');
      // A second Renew (another click, another tab) gets the renewal already waiting, not a 409.
      const [waiting] = await tx.select().from(cartItems).where(and(eq(cartItems.companyId, companyId), eq(cartItems.paymentForType, PAY_FOR.renewal),
        eq(cartItems.subjectId, current.id), eq(cartItems.status, 'unpaid')));
      if (waiting) return itemOf(waiting);
      return addItem(tx as unknown as Db, user, PAY_FOR.renewal, current.id, current.price);
    });
  } catch (error) {
    // The partial unique indexes: one unpaid membership a company, one unpaid cart item a subject.
    if (isUniqueViolation(error)) throw new HttpError(409, 'server.membership-already-in-cart');
    throw error;
  }
}

async function addItem(db: Db, user: SessionUser, paymentForType: PaymentForType, subjectId: number, amountFils: number): Promise<CartItem> {
  const [item] = await db.insert(cartItems)
    .values({ companyId: user.companyId!, addedBy: user.id, paymentForType, subjectId, amountFils }).returning();
  return itemOf(item);
}

export const itemOf = (item: typeof cartItems.$inferSelect): CartItem => ({
  itemId: item.id, paymentForType: item.paymentForType, subjectId: item.subjectId, amount: item.amountFils, createdAt: item.createdAt.toISOString(),
});

/** What the company has yet to pay, newest first. */
export async function cartOf(db: Db, companyId: number): Promise<CartItem[]> {
  const items = await db.select().from(cartItems)
    .where(and(eq(cartItems.companyId, companyId), eq(cartItems.status, 'unpaid')))
    .orderBy(desc(cartItems.id));
  return items.map(itemOf);
}

/**
 * Removes an unpaid membership and its cart item (§4: an unpaid membership can be deleted); a paid one
 * is not the cart's. A payment open for it is cancelled first (a late Success is refunded).
 */
export async function removeUnpaidMembership(db: Db, companyId: number, membershipId: number): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await withdrawCartItem(tx, companyId, PAY_FOR.subscription, membershipId);
    const [removed] = await tx.update(memberships).set({ status: 'removed' })
      .where(and(eq(memberships.id, membershipId), eq(memberships.companyId, companyId), eq(memberships.status, 'unpaid')))
      .returning({ id: memberships.id });
    if (!removed) throw notFound();
  });
}
