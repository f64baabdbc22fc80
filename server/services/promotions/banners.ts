import { and, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { CartItem } from '../../../src/api/schemas/memberships';
import { BannerForm, type CompanyBanner } from '../../../src/api/schemas/promotions';
import { bannerPrice, type BannerType } from '../../../src/domain/promotion-pricing';
import type { PromotionSettings } from '../../../src/domain/promotion-settings';
import type { Db } from '../../db';
import { banners, cartItems, type RefundReason } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError, HttpError, notFound } from '../../http/errors';
import type { Storage } from '../../storage/storage';
import { itemOf } from '../memberships/cart';
import { withdrawCartItem } from '../orders/withdraw';
import { readProductImages, storeProductImages, type ImageUpload } from '../products/images';
import { bookingRange, daysFrom, today } from './days';
import { eligibleService, useCredit } from './eligibility';
import { readSettings } from './settings';
import { releaseSlots, slotsBetween, takeSlots, withinCapacity } from './slots';

/** Part 2 §3 paymentForType: banner 1. */
const PAY_FOR_BANNER = 1;
export const bannerPool = (type: BannerType) => `banner-${type}`;
export const SLIDING_TOP_POOL = 'banner-sliding-top';
const capacityOf = (type: BannerType, s: PromotionSettings) =>
  type === 2 ? s.premiumBannerSlotsPerDay : type === 3 ? s.slidingBannerSlotsPerDay : s.doubleBannerSlotsPerDay;

/** The places a banner holds: each of its days in its type's pool, and a sliding banner's top days. */
function slotsOf(b: { type: BannerType; startDay: string; days: number; inTopDays: string[] }, s?: PromotionSettings) {
  return [
    { pool: bannerPool(b.type), days: daysFrom(b.startDay, b.days), capacity: s ? capacityOf(b.type, s) : 0 },
    { pool: SLIDING_TOP_POOL, days: b.type === 3 ? b.inTopDays : [], capacity: s?.slidingTopSlotsPerDay ?? 0 },
  ];
}

interface BannerRequest {
  f: ReturnType<typeof BannerForm.parse>;
  type: BannerType;
  days: number;
  forsa: boolean;
  inTopDays: string[];
  uploads: ImageUpload[];
}

/** The form checked as §5 says (fields first, then the images); `keepImages` lets an update send none. */
async function readBannerForm(form: Record<string, unknown>, now: Date, keepImages: number | null): Promise<BannerRequest> {
  const f = BannerForm.parse({ ...form, images: undefined });
  const type = Number(f.type) as BannerType;
  const days = Number(f.days);
  if (f.startDate < today(now)) throw fieldError('startDate', 'server.service-start-past');
  const forsa = type === 3 && f.Creative === 'forsa';
  if (forsa && f.content === '') throw fieldError('content', 'server.banner-design-details');
  if (type === 4 && !f.bannerType) throw fieldError('bannerType', 'server.banner-layout');
  const within = new Set(daysFrom(f.startDate, days));
  const inTopDays = type === 3 ? [...new Set(f.daysList.filter((d) => d.inTop).map((d) => d.date))].sort() : [];
  if (inTopDays.some((d) => !within.has(d))) throw fieldError('daysList', 'server.in-top-outside');
  const hasFiles = (Array.isArray(form.images) ? form.images : [form.images]).some((x) => x instanceof File);
  if (!forsa && !hasFiles && !keepImages) throw fieldError('images', 'server.banner-image-required');
  const uploads: ImageUpload[] = hasFiles ? await readProductImages(form.images) : [];
  const count = hasFiles ? uploads.length : keepImages ?? 0;
  if (type === 4 && f.bannerType === 'both' && count < 2) throw fieldError('images', 'server.banner-both-images');
  return { f, type, days, forsa, inTopDays, uploads };
}

const priceOf = (r: BannerRequest, settings: PromotionSettings) =>
  bannerPrice({ type: r.type, days: r.days, layout: r.type === 4 ? r.f.bannerType : undefined, creativeByForsa: r.forsa, inTopDates: r.inTopDays.length }, settings);

const rowValues = (r: BannerRequest) => ({
  type: r.type, title: r.f.title ?? '', startDay: r.f.startDate, days: r.days, email: r.f.email, whatsapp: r.f.whatsappNumber,
  creativeByForsa: r.forsa, content: r.f.content, layout: r.type === 4 ? r.f.bannerType ?? null : null, inTopDays: r.inTopDays,
});

/**
 * §7 POST /banners: a banner (membership with service 20 only, §2) checked as §5 says, its days booked
 * (refused when taken), priced by §9 and put in the cart. Fields first, then images, then the database.
 */
export async function createBanner(deps: { db: Db; storage: Storage }, user: SessionUser, form: Record<string, unknown>, now: Date): Promise<CartItem> {
  return bookBanner(deps, user, form, now, async (tx, bannerId, amount) => {
    const [item] = await tx.insert(cartItems)
      .values({ companyId: user.companyId!, addedBy: user.id, paymentForType: PAY_FOR_BANNER, subjectId: bannerId, amountFils: amount }).returning();
    return itemOf(item);
  });
}

/**
 * POST /banners/direct: the same banner paid with one of the membership's banner credits
 * (remainingValue > 0, as §4 says of refresh): free, no cart item, shown for its days. The credit is
 * taken by one conditional UPDATE in the booking's transaction, so a credit pays one banner only.
 */
export async function createBannerDirect(deps: { db: Db; storage: Storage }, user: SessionUser, form: Record<string, unknown>, now: Date): Promise<CompanyBanner> {
  const id = await bookBanner(deps, user, form, now, async (tx, bannerId, _amount, membershipId) => {
    if (!(await useCredit(tx, membershipId, 20))) throw new HttpError(409, 'server.service-no-credits');
    await tx.update(banners).set({ status: 'paid', paidAt: now, amountFils: 0 }).where(eq(banners.id, bannerId));
    return bannerId;
  });
  const [row] = await bannerRows(deps.db, user.companyId!, eq(banners.id, id), now);
  return row;
}

/** Checks the form, stores its images and books the banner's days, unpaid; `settle` then pays it or puts it in the cart, in the same transaction. */
async function bookBanner<T>(
  deps: { db: Db; storage: Storage }, user: SessionUser, form: Record<string, unknown>, now: Date,
  settle: (tx: Db, bannerId: number, amount: number, membershipId: number) => Promise<T>,
): Promise<T> {
  const r = await readBannerForm(form, now, null);
  const service = await eligibleService(deps.db, user.companyId!, 20, now);
  const stored = await storeProductImages(deps.storage, r.uploads);
  try {
    return await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const settings = await readSettings(tx);
      const amount = priceOf(r, settings);
      for (const s of slotsOf({ type: r.type, startDay: r.f.startDate, days: r.days, inTopDays: r.inTopDays }, settings)) await takeSlots(tx, s.pool, s.days, s.capacity);
      const [banner] = await tx.insert(banners).values({
        ...rowValues(r), companyId: user.companyId!, addedBy: user.id, images: stored.images.map((i) => ({ url: i.url })), amountFils: amount,
      }).returning({ id: banners.id });
      return await settle(tx, banner.id, amount, service.membershipId);
    });
  } catch (error) {
    await stored.remove();
    throw error;
  }
}

/**
 * §7 POST /banners/{id} with _method PUT: the unpaid-banner warning's edit. Its days are given back
 * and the new ones taken in one transaction, repriced; without new images the old ones stay.
 */
export async function updateBanner(deps: { db: Db; storage: Storage }, user: SessionUser, id: number, form: Record<string, unknown>, now: Date): Promise<CartItem> {
  const [current] = await deps.db.select().from(banners)
    .where(and(eq(banners.id, id), eq(banners.companyId, user.companyId!), eq(banners.status, 'unpaid')));
  if (!current) throw notFound();
  const r = await readBannerForm(form, now, current.images.length);
  await eligibleService(deps.db, user.companyId!, 20, now);
  const stored = await storeProductImages(deps.storage, r.uploads);
  try {
    return await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [old] = await tx.select().from(banners).where(and(eq(banners.id, id), eq(banners.status, 'unpaid'))).for('update');
      if (!old) throw notFound();
      const settings = await readSettings(tx);
      const amount = priceOf(r, settings);
      for (const s of slotsOf(old)) await releaseSlots(tx, s.pool, s.days);
      for (const s of slotsOf({ type: r.type, startDay: r.f.startDate, days: r.days, inTopDays: r.inTopDays }, settings)) await takeSlots(tx, s.pool, s.days, s.capacity);
      await tx.update(banners).set({
        ...rowValues(r), amountFils: amount, ...(r.uploads.length > 0 && { images: stored.images.map((i) => ({ url: i.url })) }),
      }).where(eq(banners.id, id));
      const [item] = await tx.update(cartItems).set({ amountFils: amount })
        .where(and(eq(cartItems.subjectId, id), eq(cartItems.paymentForType, PAY_FOR_BANNER), eq(cartItems.status, 'unpaid'))).returning();
      if (!item) throw notFound();
      return itemOf(item);
    });
  } catch (error) {
    await stored.remove();
    throw error;
  }
}

/**
 * §7 POST /banners/{id} with _method DELETE: an unpaid banner goes, with its cart item and its days;
 * a payment open for it is cancelled first (a late Success is refunded, never delivered).
 */
export async function deleteBanner(db: Db, companyId: number, id: number): Promise<void> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await withdrawCartItem(tx, companyId, PAY_FOR_BANNER, id);
    const [removed] = await tx.update(banners).set({ status: 'removed' })
      .where(and(eq(banners.id, id), eq(banners.companyId, companyId), eq(banners.status, 'unpaid'))).returning();
    if (!removed) throw notFound();
    for (const s of slotsOf(removed)) await releaseSlots(tx, s.pool, s.days);
  });
}

/** The company's banners matching `where`, newest first; active from the dates (no job ends them). */
export async function bannerRows(db: Db, companyId: number, where: SQL | undefined, now: Date): Promise<CompanyBanner[]> {
  const rows = await db.select({ b: banners, itemId: cartItems.id }).from(banners)
    .leftJoin(cartItems, and(eq(cartItems.subjectId, banners.id), eq(cartItems.paymentForType, PAY_FOR_BANNER), eq(cartItems.status, 'unpaid')))
    .where(and(eq(banners.companyId, companyId), ne(banners.status, 'removed'), where)).orderBy(desc(banners.id)).limit(500);
  return rows.map(({ b, itemId }) => {
    const { from, to } = bookingRange(b.startDay, b.days);
    return {
      id: b.id, type: b.type, title: b.title, date: b.startDay, days: b.days,
      dayslist: daysFrom(b.startDay, b.days).map((date) => ({ date, inTop: b.inTopDays.includes(date) })),
      email: b.email, phone: b.whatsapp, Creative: b.creativeByForsa ? 'forsa' : 'custom', content: b.content, layout: b.layout,
      primaryImage: b.images[0] ?? null, images: b.images, status: b.status === 'unpaid' ? 'unpaid' : 'paid',
      isActive: b.status === 'paid' && from <= now && to > now, amount: b.amountFils, itemId: itemId ?? null,
      dateAdded: b.createdAt.toISOString(), expireAt: to.toISOString(),
    };
  });
}

export const unpaidBanner = async (db: Db, companyId: number, type: number | undefined, now: Date) =>
  (await bannerRows(db, companyId, and(eq(banners.status, 'unpaid'), type === undefined ? undefined : eq(banners.type, type as BannerType)), now))[0];

/**
 * §7 GET /banners/calendar: per booked day of the type, banners not in the top, and whether the day (or its top) is full.
 * `except`: the company's own unpaid banner being edited; its places count as free, since the edit gives them back.
 */
export async function bannerCalendar(db: Db, type: BannerType, start: string, end: string, except?: { companyId: number; id: number }) {
  const settings = await readSettings(db);
  const [all, top, own] = await Promise.all([
    slotsBetween(db, bannerPool(type), start, end), type === 3 ? slotsBetween(db, SLIDING_TOP_POOL, start, end) : [], ownUnpaid(db, type, except),
  ]);
  const ownDays = new Set(own ? daysFrom(own.startDay, own.days) : []);
  const ownTop = new Set(own?.type === 3 ? own.inTopDays : []);
  const topOf = new Map(top.map((s) => [s.day, s.used - (ownTop.has(s.day) ? 1 : 0)]));
  return all.map((s) => {
    const used = s.used - (ownDays.has(s.day) ? 1 : 0);
    return {
      date: s.day, nonInTopCount: used - (topOf.get(s.day) ?? 0),
      reserved: used >= capacityOf(type, settings), inTopReserved: type === 3 && (topOf.get(s.day) ?? 0) >= settings.slidingTopSlotsPerDay,
    };
  });
}

async function ownUnpaid(db: Db, type: BannerType, except: { companyId: number; id: number } | undefined) {
  if (!except) return undefined;
  const [own] = await db.select().from(banners)
    .where(and(eq(banners.id, except.id), eq(banners.companyId, except.companyId), eq(banners.status, 'unpaid'), eq(banners.type, type)));
  return own;
}

/**
 * FULFILMENTS 1: a paid banner is shown for its days (active read from them). Only one still unpaid,
 * and only while its days are within their capacity (checked again, rows locked); otherwise the reason
 * its payment is refunded.
 */
export async function fulfilBanner(tx: Db, item: typeof cartItems.$inferSelect, now: Date): Promise<RefundReason | null> {
  const [held] = await tx.select().from(banners).where(and(eq(banners.id, item.subjectId), eq(banners.companyId, item.companyId))).for('update');
  if (!held || held.status !== 'unpaid') return 'removed';
  const settings = await readSettings(tx);
  for (const s of slotsOf(held, settings)) {
    if (await withinCapacity(tx, s.pool, s.days, s.capacity)) continue;
    // Withdrawn with its places: left in the cart, each new payment of it would be refunded again.
    await tx.update(banners).set({ status: 'removed' }).where(eq(banners.id, held.id));
    for (const taken of slotsOf(held)) await releaseSlots(tx, taken.pool, taken.days);
    return 'unavailable';
  }
  await tx.update(banners).set({ status: 'paid', paidAt: now }).where(eq(banners.id, held.id));
  return null;
}
