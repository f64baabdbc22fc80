import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { CartItem } from '../../../src/api/schemas/memberships';
import type { BoostBody, CompanyOffer, FlashBody, RefreshBody } from '../../../src/api/schemas/promotions';
import { periodEnd } from '../../../src/domain/membership-period';
import { boostPrice } from '../../../src/domain/promotion-pricing';
import type { Db } from '../../db';
import { cartItems, offers, products } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError, HttpError, notFound } from '../../http/errors';
import { itemOf } from '../memberships/cart';
import { withdrawCartItem } from '../orders/withdraw';
import { sellerDay } from '../seller-time';
import { bookingRange, daysFrom, today } from './days';
import { eligibleService, useCredit, type EligibleService } from './eligibility';
import { offerRows, PAY_FOR_OFFER } from './offer-rows';
import { readSettings } from './settings';
import { takeSlots, releaseSlots } from './slots';

export type ServiceType = 18 | 19 | 2;
export type ServiceBodyOf = { 18: BoostBody; 19: FlashBody; 2: RefreshBody };
type AnyServiceBody = BoostBody | FlashBody | RefreshBody;

/** The calendars' pools: boosts kept in the top 5, and flash sales running on a day. */
export const POOLS = { boostTop: 'boost-top', flash: 'flash' } as const;
const DAY_MS = 86_400_000;

interface Planned {
  productId: number;
  from: Date;
  to: Date;
  inTopDays: string[];
  percentValue: number | null;
  fixedValue: number | null;
  amount: number;
  slots: { pool: string; days: string[]; capacity: number }[];
}

/** The booking a request asks for, checked against the product and priced by §9 (the client's figures are never read). */
async function plan(tx: Db, companyId: number, type: ServiceType, body: AnyServiceBody, service: EligibleService, now: Date): Promise<Planned> {
  const [product] = await tx.select({ id: products.id, price: products.price }).from(products)
    .where(and(eq(products.id, body.productId), eq(products.companyId, companyId), isNull(products.deletedAt)))
    // Locked: one booking decision per product at a time (the "already in the cart" check below holds).
    .for('update');
  if (!product) throw notFound();
  if (body.date < today(now)) throw fieldError('date', 'server.service-start-past');
  const base = { productId: product.id, inTopDays: [] as string[], percentValue: null, fixedValue: null, slots: [] as Planned['slots'] };
  if (type === 2) {
    // §9: a refresh runs a month from its start.
    const from = bookingRange(body.date, 1).from;
    return { ...base, from, to: periodEnd(from, 'month', 1), amount: service.price };
  }
  const { days } = body as BoostBody | FlashBody;
  const settings = await readSettings(tx);
  const range = bookingRange(body.date, days);
  if (type === 18) {
    const inTop = [...new Set((body as BoostBody).inTop)].sort();
    const within = new Set(daysFrom(body.date, days));
    if (inTop.some((d) => !within.has(d))) throw fieldError('inTop', 'server.in-top-outside');
    // One product never holds two boosts on a day: a paid one, running or to come, keeps its days.
    if (await sameServiceOverlapping(tx, product.id, 18, range, 'paid')) throw new HttpError(409, 'server.boost-dates-overlap');
    return {
      ...base, ...range, inTopDays: inTop, amount: boostPrice(service.price, days, inTop.length, settings),
      slots: [{ pool: POOLS.boostTop, days: inTop, capacity: settings.boostTopSlotsPerDay }],
    };
  }
  const flash = body as FlashBody;
  if (flash.fixedValue != null && flash.fixedValue > Number(product.price)) throw fieldError('fixedValue', 'server.flash-fixed-range');
  // Two flash discounts never stack: the product's paid ones may not share a day with this one (held by the lock above).
  if (await sameServiceOverlapping(tx, product.id, 19, range, 'paid')) throw new HttpError(409, 'server.flash-dates-overlap');
  return {
    ...base, ...range, percentValue: flash.percentValue ?? null, fixedValue: flash.fixedValue ?? null, amount: service.price * days,
    slots: [{ pool: POOLS.flash, days: daysFrom(body.date, days), capacity: settings.flashSlotsPerDay }],
  };
}

/** The places an offer holds, read back from it (so a removal gives back exactly what was taken). */
export function slotsOf(offer: typeof offers.$inferSelect): { pool: string; days: string[] }[] {
  if (offer.serviceType === 18) return [{ pool: POOLS.boostTop, days: offer.inTopDays }];
  if (offer.serviceType === 19) return [{ pool: POOLS.flash, days: daysFrom(sellerDay(offer.fromDate), Math.round((offer.toDate.getTime() - offer.fromDate.getTime()) / DAY_MS)) }];
  return [];
}

/** A boost or flash sale of the product in `status` sharing any instant with `range` (ranges are [from, to): ending the day before is no overlap). */
async function sameServiceOverlapping(tx: Db, productId: number, type: 18 | 19, range: { from: Date; to: Date }, status: 'paid' | 'unpaid'): Promise<boolean> {
  const [row] = await tx.select({ id: offers.id }).from(offers)
    .where(and(eq(offers.productId, productId), eq(offers.serviceType, type), eq(offers.status, status), lt(offers.fromDate, range.to), gt(offers.toDate, range.from)))
    .limit(1);
  return row !== undefined;
}

async function unpaidOf(tx: Db, companyId: number, type: ServiceType, productId: number) {
  const [row] = await tx.select().from(offers)
    .where(and(eq(offers.companyId, companyId), eq(offers.productId, productId), eq(offers.serviceType, type), eq(offers.status, 'unpaid')));
  return row;
}

const offerValues = (user: SessionUser, type: ServiceType, p: Planned) => ({
  companyId: user.companyId!, productId: p.productId, serviceType: type, fromDate: p.from, toDate: p.to, inTopDays: p.inTopDays,
  percentValue: p.percentValue, fixedValue: p.fixedValue, addedBy: user.id,
});

/**
 * §7 POST /memberships/services/{service}/cart: books the dates (refused when taken) and puts the
 * unpaid booking in the cart at the server's price. One unpaid booking per product and service.
 */
export async function addServiceToCart(db: Db, user: SessionUser, type: ServiceType, body: AnyServiceBody, now: Date): Promise<CartItem> {
  const service = await eligibleService(db, user.companyId!, type, now);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const planned = await plan(tx, user.companyId!, type, body, service, now);
    if (await unpaidOf(tx, user.companyId!, type, planned.productId)) throw new HttpError(409, 'server.service-already-in-cart');
    for (const s of planned.slots) await takeSlots(tx, s.pool, s.days, s.capacity);
    const [offer] = await tx.insert(offers).values({ ...offerValues(user, type, planned), status: 'unpaid', isActive: false, amountFils: planned.amount }).returning();
    const [item] = await tx.insert(cartItems)
      .values({ companyId: user.companyId!, addedBy: user.id, paymentForType: PAY_FOR_OFFER[type], subjectId: offer.id, amountFils: planned.amount }).returning();
    return itemOf(item);
  });
}

/** §7 PUT /memberships/services/{service}/cart/{id}: changes an unpaid booking (its places given back, the new ones taken, repriced). */
export async function updateServiceInCart(db: Db, user: SessionUser, type: ServiceType, offerId: number, body: AnyServiceBody, now: Date): Promise<CartItem> {
  const service = await eligibleService(db, user.companyId!, type, now);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [old] = await tx.select().from(offers)
      .where(and(eq(offers.id, offerId), eq(offers.companyId, user.companyId!), eq(offers.serviceType, type), eq(offers.status, 'unpaid'))).for('update');
    if (!old) throw notFound();
    const planned = await plan(tx, user.companyId!, type, body, service, now);
    if (planned.productId !== old.productId && await unpaidOf(tx, user.companyId!, type, planned.productId)) throw new HttpError(409, 'server.service-already-in-cart');
    for (const s of slotsOf(old)) await releaseSlots(tx, s.pool, s.days);
    for (const s of planned.slots) await takeSlots(tx, s.pool, s.days, s.capacity);
    await tx.update(offers).set({ ...offerValues(user, type, planned), amountFils: planned.amount }).where(eq(offers.id, old.id));
    const [item] = await tx.update(cartItems).set({ amountFils: planned.amount })
      .where(and(eq(cartItems.subjectId, old.id), eq(cartItems.paymentForType, PAY_FOR_OFFER[type]), eq(cartItems.status, 'unpaid'))).returning();
    if (!item) throw notFound();
    return itemOf(item);
  });
}

/**
 * §7 DELETE via productId on the service cart: the unpaid booking goes, with its cart item and its
 * places; a payment open for it is cancelled first (a late Success is refunded, never delivered).
 */
export async function removeServiceFromCart(db: Db, companyId: number, type: ServiceType, productId: number): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const unpaid = and(eq(offers.companyId, companyId), eq(offers.productId, productId), eq(offers.serviceType, type), eq(offers.status, 'unpaid'));
    const [found] = await tx.select({ id: offers.id }).from(offers).where(unpaid);
    if (!found) throw notFound();
    await withdrawCartItem(tx, companyId, PAY_FOR_OFFER[type], found.id);
    const [removed] = await tx.update(offers).set({ status: 'removed' }).where(and(eq(offers.id, found.id), unpaid)).returning();
    if (!removed) throw notFound();
    for (const s of slotsOf(removed)) await releaseSlots(tx, s.pool, s.days);
  });
}

/**
 * §7 POST /memberships/services/{service}/direct: a booking paid with one of the membership's
 * credits (remainingValue > 0), so free and without payment; delivered at once.
 */
export async function addServiceDirect(db: Db, user: SessionUser, type: ServiceType, body: AnyServiceBody, now: Date): Promise<CompanyOffer> {
  const service = await eligibleService(db, user.companyId!, type, now);
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const planned = await plan(tx, user.companyId!, type, body, service, now);
    // A boost or flash sale paid with a credit next to an unpaid one on the same days would double up once that one is paid.
    if (type !== 2 && await sameServiceOverlapping(tx, planned.productId, type, planned, 'unpaid')) throw new HttpError(409, 'server.service-already-in-cart');
    if (!(await useCredit(tx, service.membershipId, type))) throw new HttpError(409, 'server.service-no-credits');
    for (const s of planned.slots) await takeSlots(tx, s.pool, s.days, s.capacity);
    const [offer] = await tx.insert(offers).values({ ...offerValues(user, type, planned), status: 'paid', isActive: true, amountFils: 0 }).returning();
    await deliverOffer(tx, offer, now);
    return offer.id;
  });
  const [row] = await offerRows(db, user.companyId!, eq(offers.id, id), now, 1);
  return row;
}

/** What a paid offer does beyond becoming active: a refresh puts its product at the top of the marketplace's order now. */
export async function deliverOffer(tx: Db, offer: typeof offers.$inferSelect, now: Date): Promise<void> {
  if (offer.serviceType === 2) await tx.update(products).set({ refreshedAt: now }).where(eq(products.id, offer.productId));
}
