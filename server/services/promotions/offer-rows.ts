import { and, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { CompanyOffer } from '../../../src/api/schemas/promotions';
import type { Db } from '../../db';
import { cartItems, offers, products, type PaymentForType } from '../../db/schema';

/** Part 2 §3 paymentForType of each offer kind: boostAd 3, adRefresh 4, flashSale 5; promo offers 9 (§9 "9 promo entry"). */
export const PAY_FOR_OFFER = { 18: 3, 2: 4, 19: 5, promo: 9 } as const satisfies Record<string, PaymentForType>;
const OFFER_PAYMENTS: PaymentForType[] = [3, 4, 5, 9];

/** The company's offers matching `where`, newest first, with the cart item to pay while unpaid. */
export async function offerRows(db: Db, companyId: number, where: SQL | undefined, now: Date, limit = 500): Promise<CompanyOffer[]> {
  const rows = await db.select({ offer: offers, productName: products.name, itemId: cartItems.id }).from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .leftJoin(cartItems, and(eq(cartItems.subjectId, offers.id), inArray(cartItems.paymentForType, OFFER_PAYMENTS), eq(cartItems.status, 'unpaid')))
    .where(and(eq(offers.companyId, companyId), ne(offers.status, 'removed'), where))
    .orderBy(desc(offers.id)).limit(limit);
  return rows.map(({ offer: o, productName, itemId }) => ({
    id: o.id, productId: o.productId, productName, serviceType: o.serviceType, name: o.name,
    percentValue: o.percentValue, fixedValue: o.fixedValue === null ? null : Number(o.fixedValue),
    images: o.images, features: o.features, fromDate: o.fromDate.toISOString(), toDate: o.toDate.toISOString(),
    inTop: o.inTopDays, status: o.status === 'unpaid' ? 'unpaid' : 'paid',
    // Expiry is read from the dates: nothing has to run at the end date.
    isActive: o.status === 'paid' && o.isActive && o.fromDate <= now && o.toDate > now,
    amount: o.amountFils, itemId: itemId ?? null,
  }));
}
