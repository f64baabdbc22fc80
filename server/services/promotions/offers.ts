import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { CompanyOffer } from '../../../src/api/schemas/promotions';
import type { Db } from '../../db';
import { offers } from '../../db/schema';
import { POOLS } from './book-service';
import { offerRows } from './offer-rows';
import { readSettings } from './settings';
import { slotsBetween } from './slots';

/** §7 GET /offers/users: the company's boosts, flash sales, refreshes and promo offers, paid and unpaid. */
export const companyOffers = (db: Db, companyId: number, now: Date) => offerRows(db, companyId, undefined, now);

/** §7 GET /offers/unactive: unpaid offers, of one service type (9: promo offers) and product when given. */
export function unpaidOffers(db: Db, companyId: number, filter: { serviceType?: number; productId?: number }, now: Date): Promise<CompanyOffer[]> {
  const where: SQL[] = [eq(offers.status, 'unpaid')];
  if (filter.serviceType !== undefined) where.push(filter.serviceType === 9 ? isNull(offers.serviceType) : eq(offers.serviceType, filter.serviceType));
  if (filter.productId !== undefined) where.push(eq(offers.productId, filter.productId));
  return offerRows(db, companyId, and(...where), now);
}

/**
 * §7 GET /offers/calendar: the days of [start, end] whose boost places are all taken (top 5 by
 * default; flash sales with serviceType 19), so the calendar can grey them out.
 */
export async function offersCalendar(db: Db, start: string, end: string, serviceType: 18 | 19): Promise<{ date: string; reserved: boolean }[]> {
  const settings = await readSettings(db);
  const [pool, capacity] = serviceType === 19 ? [POOLS.flash, settings.flashSlotsPerDay] : [POOLS.boostTop, settings.boostTopSlotsPerDay];
  const taken = await slotsBetween(db, pool, start, end);
  return taken.filter((s) => s.used >= capacity).map((s) => ({ date: s.day, reserved: true }));
}

