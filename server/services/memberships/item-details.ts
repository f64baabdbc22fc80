import { and, eq } from 'drizzle-orm';
import type { CartItemDetails } from '../../../src/api/schemas/memberships';
import { periodEnd } from '../../../src/domain/membership-period';
import type { Db } from '../../db';
import { banners, cartItems, membershipPlans, membershipPlanTypes, memberships, offers, products } from '../../db/schema';
import { bookingRange } from '../promotions/days';
import { itemOf, PAY_FOR } from './cart';

const BANNER_KINDS = { 2: 'premium', 3: 'sliding', 4: 'double' } as const;
/** Part 2 §3 paymentForType of the offers: boost 3, refresh 4, flash 5, promo 9. */
const OFFER_KINDS = { 3: 'boost', 4: 'refresh', 5: 'flash', 9: 'promo' } as const;

/**
 * What the company's cart item `itemId` pays for: the payment page and the success page
 * show its kind, subject, days and amount. Null when it is not the company's.
 */
export async function cartItemDetails(db: Db, companyId: number, itemId: number, now: Date): Promise<CartItemDetails | null> {
  const [item] = await db.select().from(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.companyId, companyId)));
  if (!item) return null;
  const base = { ...itemOf(item), status: item.status };
  const t = item.paymentForType;
  if (t === 1) {
    const [b] = await db.select().from(banners).where(and(eq(banners.id, item.subjectId), eq(banners.companyId, companyId)));
    if (!b) return null;
    const { from, to } = bookingRange(b.startDay, b.days);
    return { ...base, kind: BANNER_KINDS[b.type], subject: b.title, subjectAr: null, from: from.toISOString(), to: to.toISOString() };
  }
  if (t === 3 || t === 4 || t === 5 || t === 9) {
    const [o] = await db.select({ name: products.name, from: offers.fromDate, to: offers.toDate }).from(offers)
      .innerJoin(products, eq(products.id, offers.productId))
      .where(and(eq(offers.id, item.subjectId), eq(offers.companyId, companyId)));
    if (!o) return null;
    return { ...base, kind: OFFER_KINDS[t], subject: o.name, subjectAr: null, from: o.from.toISOString(), to: o.to.toISOString() };
  }
  if (t === PAY_FOR.subscription || t === PAY_FOR.renewal) {
    const [m] = await db.select({ m: memberships, plan: membershipPlans, type: membershipPlanTypes }).from(memberships)
      .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
      .innerJoin(membershipPlanTypes, eq(membershipPlanTypes.id, memberships.planTypeId))
      .where(and(eq(memberships.id, item.subjectId), eq(memberships.companyId, companyId)));
    if (!m) return null;
    const subject = { subject: m.plan.nameEn, subjectAr: m.plan.nameAr };
    if (t === PAY_FOR.subscription) {
      // Paid: the period it runs; unpaid: from now, as paying it now would start it.
      const from = item.status === 'paid' && m.m.startAt ? m.m.startAt : now;
      const to = item.status === 'paid' && m.m.endAt ? m.m.endAt : periodEnd(from, m.type.periodUnit, m.type.periodCount);
      return { ...base, kind: 'subscription', ...subject, from: from.toISOString(), to: to.toISOString() };
    }
    if (item.status === 'paid') return { ...base, kind: 'renewal', ...subject, from: null, to: m.m.endAt?.toISOString() ?? null };
    const { from, to } = renewalPeriod(m.m, m.type, now);
    return { ...base, kind: 'renewal', ...subject, from: from.toISOString(), to: to.toISOString() };
  }
  return null;
}

/** A renewal extends the membership by its own period from its end, or from now when it has lapsed (as fulfilMembership does). */
export function renewalPeriod(
  m: { endAt: Date | null }, type: { periodUnit: 'month' | 'year'; periodCount: number }, now: Date,
): { from: Date; to: Date } {
  const from = m.endAt && m.endAt > now ? m.endAt : now;
  return { from, to: periodEnd(from, type.periodUnit, type.periodCount) };
}
