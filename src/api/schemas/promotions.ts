import { z } from 'zod';
import { Day, Id, IdText, Text } from './common';
import { PRODUCT_IMAGES_MAX } from '../../domain/limits';
import { SETTING_KEYS, type SettingKey } from '../../domain/promotion-settings';

// Part 2 §3 (Offer, Boost / Flash / Refresh / Promo data, Settings keys, Calendar availability) and
// §7 Services and offers. Amounts in fils; days are the seller's calendar days (Asia/Kuwait).

/** GET /api/settings/keys?keys=a,b (none: every key). Unknown keys are refused. */
export const SettingsKeysQuery = z.object({
  keys: Text(1000).refine(
    (v) => v.split(',').every((k) => (SETTING_KEYS as string[]).includes(k)),
    'server.settings-key-unknown',
  ).optional(),
});
export const SettingsKeysReply = z.record(z.string(), z.number().int());
export type SettingsKeysReply = Partial<Record<SettingKey, number>>;

/** `{service}` in /memberships/services/{service}/…: boost 18, flash 19, refresh 2 (§9). */
export const ServiceParams = z.object({ service: z.enum(['18', '19', '2'], { message: 'server.service-type-unknown' }) });
export const ServiceItemParams = ServiceParams.extend({ id: IdText });

/** Most days one booking may run: a year. */
export const MAX_SERVICE_DAYS = 365;
const Days = z.number({ message: 'validation.select-duration' }).int('validation.select-duration')
  .min(1, 'validation.select-duration').max(MAX_SERVICE_DAYS, 'validation.select-duration');

/** Boost data (§3): `inTop` is the days kept in the top 5 (keepTop5), within the boost's days; empty without it. */
export const BoostBody = z.object({
  productId: Id,
  date: Day,
  days: Days,
  inTop: z.array(Day).max(MAX_SERVICE_DAYS).default([]),
});

/** Flash data (§3): one of a percent (1–100) or a fixed amount in fils (0 up to the price). */
export const FlashBody = z.object({
  productId: Id,
  date: Day,
  days: Days,
  percentValue: z.number().int().min(1, 'server.flash-percent-range').max(100, 'server.flash-percent-range').nullish(),
  fixedValue: z.number().int().min(0, 'server.flash-fixed-range').max(Number.MAX_SAFE_INTEGER).nullish(),
}).refine((b) => (b.percentValue == null) !== (b.fixedValue == null), { message: 'server.flash-one-discount', path: ['percentValue'] });

/** Refresh data (§3): the end date is a month after `date`. */
export const RefreshBody = z.object({ productId: Id, date: Day });

/** The body of a service, by its type; routes parse it after reading `{service}`. */
export const SERVICE_BODIES = { 18: BoostBody, 19: FlashBody, 2: RefreshBody } as const;
/** Documented as any of the three. */
export const ServiceBody = z.union([BoostBody, FlashBody, RefreshBody]);
export type BoostBody = z.infer<typeof BoostBody>;
export type FlashBody = z.infer<typeof FlashBody>;
export type RefreshBody = z.infer<typeof RefreshBody>;

/** DELETE /memberships/services/{service}/cart?productId=: the unpaid booking of that product. */
export const ServiceCartDeleteQuery = z.object({ productId: IdText });

/** An offer (§3 Offer) as the company's lists show it; serviceType null is a promo offer. */
export const CompanyOffer = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  serviceType: z.number().int().nullable(),
  name: z.string(),
  percentValue: z.number().int().nullable(),
  fixedValue: z.number().int().nullable(),
  images: z.array(z.object({ url: z.string() })),
  features: z.array(z.object({ title: z.string() })),
  /** First day and the day after the last (instants). */
  fromDate: z.iso.datetime(),
  toDate: z.iso.datetime(),
  inTop: z.array(z.string()),
  status: z.enum(['unpaid', 'paid']),
  /** Paid and running now (expiry from the dates, no job). */
  isActive: z.boolean(),
  amount: z.number().int(),
  /** The cart item to pay while unpaid. */
  itemId: z.number().int().nullable(),
});
export type CompanyOffer = z.infer<typeof CompanyOffer>;
export const CompanyOffersReply = z.object({ data: z.array(CompanyOffer) });

/** GET /offers/unactive?serviceType=&productId=: unpaid offers (204 when none). */
export const UnactiveOffersQuery = z.object({
  serviceType: z.enum(['18', '19', '2', '9'], { message: 'server.service-type-unknown' }).optional(),
  productId: IdText.optional(),
});

/** A range of days for the calendars: at most a year. `serviceType` 19 asks the flash calendar (default: boost's top 5). */
export const CalendarQuery = z.object({ startDate: Day, endDate: Day, serviceType: z.enum(['18', '19'], { message: 'server.service-type-unknown' }).optional() })
  .refine((q) => q.startDate <= q.endDate, { message: 'validation.date-range', path: ['endDate'] })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= 366 * 86_400_000, { message: 'validation.date-range', path: ['endDate'] });

/** GET /offers/calendar: the days whose top-5 places are all booked. */
export const OffersCalendarReply = z.object({ data: z.array(z.object({ date: z.string(), reserved: z.boolean() })) });

/** §9: a promo offer has at most 7 features. */
export const PROMO_FEATURES_MAX = 7;

/**
 * POST /offers/promo, the multipart form's text fields (§3 Promo offer: name, productId, date, days,
 * features, images); `features` is a JSON list of titles. The images are files, read apart.
 */
export const PromoForm = z.object({
  name: Text(200).trim().min(1, 'validation.required'),
  productId: IdText,
  date: Day,
  days: z.string().regex(/^[1-9]\d{0,2}$/, 'validation.select-duration').refine((v) => Number(v) <= MAX_SERVICE_DAYS, 'validation.select-duration'),
  features: Text(10_000).transform((v, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      parsed = undefined;
    }
    const titles = z.array(Text(200).trim().min(1, 'validation.required')).min(1, 'validation.required').max(PROMO_FEATURES_MAX, 'server.promo-features-max').safeParse(parsed);
    if (!titles.success) {
      ctx.addIssue({ code: 'custom', message: titles.error.issues[0]?.message ?? 'validation.required' });
      return z.NEVER;
    }
    return titles.data;
  }),
});

/**
 * PUT /offers/promo/{id}'s optional `keptImages`: a JSON list of the offer's own image addresses to keep,
 * in order, beside any new files (without it, no new files keep every image and new ones replace them).
 */
export const KeptImages = Text(20_000).transform((v, ctx) => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(v);
  } catch {
    parsed = undefined;
  }
  const urls = z.array(Text(2_000)).max(PRODUCT_IMAGES_MAX, 'wizard.max-files').safeParse(parsed);
  if (!urls.success) {
    ctx.addIssue({ code: 'custom', message: urls.error.issues[0]?.message ?? 'server.promo-image-unknown' });
    return z.NEVER;
  }
  return urls.data;
});

/**
 * POST /banners, the multipart form's text fields (§3 Banner submission, §5 Banner): type 2 premium,
 * 3 sliding, 4 double; `daysList` a JSON list of `{date, inTop}` marking a sliding banner's top-5 days.
 * The images are files, read apart (at least one, two for a double banner on both sides, none when
 * Forsa designs it from `content`).
 */
export const BannerForm = z.object({
  type: z.enum(['2', '3', '4'], { message: 'server.banner-type-unknown' }),
  title: Text(200).trim().optional(),
  startDate: Day,
  days: z.string().regex(/^[1-9]\d{0,2}$/, 'validation.select-duration').refine((v) => Number(v) <= MAX_SERVICE_DAYS, 'validation.select-duration'),
  email: Text(254).trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'server.banner-email'),
  whatsappNumber: Text(20).trim().regex(/^(\+965)?\d{8}$/, 'server.banner-whatsapp'),
  Creative: z.enum(['custom', 'forsa'], { message: 'server.banner-option' }).default('custom'),
  content: Text(5000).trim().default(''),
  bannerType: z.enum(['vertical', 'horizontal', 'both'], { message: 'server.banner-layout' }).optional(),
  daysList: Text(50_000).optional().transform((v, ctx) => {
    if (v === undefined || v === '') return [] as { date: string; inTop: boolean }[];
    let parsed: unknown;
    try {
      parsed = JSON.parse(v);
    } catch {
      parsed = undefined;
    }
    const list = z.array(z.object({ date: Day, inTop: z.boolean() })).max(MAX_SERVICE_DAYS).safeParse(parsed);
    if (!list.success) {
      ctx.addIssue({ code: 'custom', message: 'validation.date-invalid' });
      return z.NEVER;
    }
    return list.data;
  }),
});

/** A banner as the company's list shows it (§3 Banner). */
export const CompanyBanner = z.object({
  id: z.number().int(),
  type: z.number().int(),
  title: z.string(),
  date: z.string(),
  days: z.number().int(),
  dayslist: z.array(z.object({ date: z.string(), inTop: z.boolean() })),
  email: z.string(),
  phone: z.string(),
  Creative: z.enum(['custom', 'forsa']),
  content: z.string(),
  layout: z.enum(['vertical', 'horizontal', 'both']).nullable(),
  primaryImage: z.object({ url: z.string() }).nullable(),
  images: z.array(z.object({ url: z.string() })),
  status: z.enum(['unpaid', 'paid']),
  isActive: z.boolean(),
  amount: z.number().int(),
  itemId: z.number().int().nullable(),
  dateAdded: z.iso.datetime(),
  expireAt: z.iso.datetime(),
});
export type CompanyBanner = z.infer<typeof CompanyBanner>;
export const CompanyBannersReply = z.object({ data: z.array(CompanyBanner) });
export const BannerUnpaidQuery = z.object({ type: z.enum(['2', '3', '4'], { message: 'server.banner-type-unknown' }).optional() });
export const BannerUnpaidReply = z.object({ data: CompanyBanner });

/** GET /banners/calendar: per booked day of the type, the banners not kept in the top and whether the day is full. */
export const BannerCalendarQuery = z.object({
  startDate: Day, endDate: Day, type: z.enum(['2', '3', '4'], { message: 'server.banner-type-unknown' }).default('3'),
  /** The caller's own unpaid banner being edited: its days count as free (it may keep them). */
  except: IdText.optional(),
})
  .refine((q) => q.startDate <= q.endDate && Date.parse(q.endDate) - Date.parse(q.startDate) <= 366 * 86_400_000, { message: 'validation.date-range', path: ['endDate'] });
export const BannerCalendarReply = z.object({
  data: z.array(z.object({ date: z.string(), nonInTopCount: z.number().int(), reserved: z.boolean(), inTopReserved: z.boolean() })),
});
