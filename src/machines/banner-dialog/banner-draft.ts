// The banner form of part 2 §3 (Banner submission) and its checks of §5 (Banner, email, WhatsApp,
// start date, duration, agreements), pure: the banner dialog's machine keeps a draft and asks these.
import { Temporal } from 'temporal-polyfill';
import type { CompanyBanner } from '../../api/schemas/promotions';
import { imageKindOf } from '../../domain/image-kind';
import type { BannerType, DoubleBannerLayout } from '../../domain/promotion-pricing';

/** The three banner dialogs; the server's type (§9): premium 2, sliding 3, double 4. */
export type BannerKind = 'premium' | 'double' | 'sliding';
export const BANNER_TYPE: Record<BannerKind, BannerType> = { premium: 2, sliding: 3, double: 4 };
export const bannerKindOf = (type: number): BannerKind => (type === 3 ? 'sliding' : type === 4 ? 'double' : 'premium');
export type BannerCreative = 'custom' | 'forsa';
export const BANNER_LAYOUTS: DoubleBannerLayout[] = ['vertical', 'horizontal', 'both'];

/** Most images a banner takes (the server stores them like a product's). */
export const BANNER_IMAGES_MAX = 4;
/** Most days a booking runs (the server's MAX_SERVICE_DAYS). */
export const BANNER_DAYS_MAX = 365;

/** A chosen image; `file` null for one the server already holds (an unpaid banner being edited). */
export type BannerImage = { id: string; name: string; size: number; preview: string; file: File | null };
/** A file as chosen, with its first bytes read by the view (judged by content, as the server does). */
export type ChosenImage = { file: File; preview: string; head?: Uint8Array };

export type BannerDraft = {
  /** Optional: the name the seller's banner cards show. */
  title: string;
  startDate: string;
  /** As typed: whole days, 1–365. */
  duration: string;
  email: string;
  /** The 8 digits after +965. */
  whatsappNumber: string;
  layout: DoubleBannerLayout | null;
  /** Sliding banners only: uploaded (custom) or designed by Forsa from the brief. */
  creative: BannerCreative | null;
  creativeBrief: string;
  /** Sliding banners: the days kept in the top 5 (keepTop5). */
  topDates: string[];
  images: BannerImage[];
  agreedTerms: boolean;
  agreedPrivacy: boolean;
};

/** A day of the booking as the calendar says it: full for this type, and its top 5 full (sliding). */
export type BannerDay = { date: string; reserved: boolean; topReserved: boolean };

/** The form's fields a problem is shown under. */
export type BannerField = 'startDate' | 'duration' | 'email' | 'whatsappNumber' | 'layout' | 'topDates' | 'creative' | 'creativeBrief' | 'images' | 'agreedTerms' | 'agreedPrivacy';
export type BannerProblems = Partial<Record<BannerField, string>>;

const NS = 'services-banners';
export const BANNER_PROBLEM = {
  startDate: `${NS}.select-start-date`,
  startPast: 'server.service-start-past',
  duration: `${NS}.select-duration`,
  email: `${NS}.provide-email`,
  emailInvalid: `${NS}.valid-email-required`,
  whatsapp: `${NS}.provide-whatsapp`,
  whatsappInvalid: `${NS}.whatsapp-8-digits`,
  layout: `${NS}.select-banner-type`,
  daysBooked: `${NS}.days-booked`,
  topBooked: `${NS}.top-days-booked`,
  image: `${NS}.upload-banner-image`,
  bothImages: `${NS}.upload-both-banners`,
  option: `${NS}.select-banner-option`,
  brief: `${NS}.provide-design-details`,
  customDesign: `${NS}.upload-custom-design`,
  terms: `${NS}.agree-terms`,
  privacy: `${NS}.agree-privacy`,
  pngJpgOnly: `${NS}.png-jpg-only`,
  notAnImage: `${NS}.not-an-image`,
  tooMany: `${NS}.too-many-images`,
} as const;

export const emptyDraft = (kind: BannerKind): BannerDraft => ({
  title: '', startDate: '', duration: '', email: '', whatsappNumber: '', layout: null,
  creative: kind === 'sliding' ? null : 'custom', creativeBrief: '', topDates: [], images: [], agreedTerms: false, agreedPrivacy: false,
});

/** The duration as a number of days, or null when it is not 1–365 whole days. */
export function daysOf(draft: Pick<BannerDraft, 'duration'>): number | null {
  if (!/^\d{1,3}$/.test(draft.duration.trim())) return null;
  const days = Number(draft.duration.trim());
  return days >= 1 && days <= BANNER_DAYS_MAX ? days : null;
}

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** The booking's days, first to last, or [] while the start or the duration is missing. */
export function bookedDays(draft: Pick<BannerDraft, 'startDate' | 'duration'>): string[] {
  const days = daysOf(draft);
  if (!days || !isDay(draft.startDate)) return [];
  const start = Temporal.PlainDate.from(draft.startDate);
  return Array.from({ length: days }, (_, i) => start.add({ days: i }).toString());
}

/** The calendar's answer laid over the booking's days (days it does not list are free). */
export function daysOfBooking(draft: Pick<BannerDraft, 'startDate' | 'duration'>, calendar: { date: string; reserved: boolean; inTopReserved: boolean }[]): BannerDay[] {
  const byDate = new Map(calendar.map((d) => [d.date, d]));
  return bookedDays(draft).map((date) => ({ date, reserved: byDate.get(date)?.reserved ?? false, topReserved: byDate.get(date)?.inTopReserved ?? false }));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WHATSAPP = /^\d{8}$/;

/** Step 1 (dates, contact, the double banner's layout, the sliding banner's top days). */
export function detailsProblems(draft: BannerDraft, kind: BannerKind, today: string, days: BannerDay[]): BannerProblems {
  const p: BannerProblems = {};
  if (!isDay(draft.startDate)) p.startDate = BANNER_PROBLEM.startDate;
  else if (draft.startDate < today) p.startDate = BANNER_PROBLEM.startPast;
  if (daysOf(draft) === null) p.duration = BANNER_PROBLEM.duration;
  else if (days.some((d) => d.reserved)) p.duration = BANNER_PROBLEM.daysBooked;
  if (draft.email.trim() === '') p.email = BANNER_PROBLEM.email;
  else if (!EMAIL.test(draft.email.trim())) p.email = BANNER_PROBLEM.emailInvalid;
  if (draft.whatsappNumber.trim() === '') p.whatsappNumber = BANNER_PROBLEM.whatsapp;
  else if (!WHATSAPP.test(draft.whatsappNumber.trim())) p.whatsappNumber = BANNER_PROBLEM.whatsappInvalid;
  if (kind === 'double' && !draft.layout) p.layout = BANNER_PROBLEM.layout;
  if (kind === 'sliding' && draft.topDates.some((date) => days.find((d) => d.date === date)?.topReserved)) p.topDates = BANNER_PROBLEM.topBooked;
  return p;
}

/** Step 2 (the design): images, or for a sliding banner the option and the brief or upload. */
export function designProblems(draft: BannerDraft, kind: BannerKind): BannerProblems {
  if (kind === 'sliding') {
    if (!draft.creative) return { creative: BANNER_PROBLEM.option };
    if (draft.creative === 'forsa') return draft.creativeBrief.trim() === '' ? { creativeBrief: BANNER_PROBLEM.brief } : {};
    return draft.images.length === 0 ? { images: BANNER_PROBLEM.customDesign } : {};
  }
  if (draft.images.length === 0) return { images: BANNER_PROBLEM.image };
  if (kind === 'double' && draft.layout === 'both' && draft.images.length < 2) return { images: BANNER_PROBLEM.bothImages };
  return {};
}

/** Step 3 (review): both agreements. */
export function reviewProblems(draft: BannerDraft): BannerProblems {
  const p: BannerProblems = {};
  if (!draft.agreedTerms) p.agreedTerms = BANNER_PROBLEM.terms;
  if (!draft.agreedPrivacy) p.agreedPrivacy = BANNER_PROBLEM.privacy;
  return p;
}

export const hasNoProblem = (p: BannerProblems) => Object.keys(p).length === 0;

/** The dropped top days once the booking's days change. */
export const keepTopWithin = (draft: BannerDraft): string[] => {
  const within = new Set(bookedDays(draft));
  return draft.topDates.filter((d) => within.has(d));
};

/**
 * The images kept from a choice: PNG/JPEG by their first bytes (a renamed text file is refused), up
 * to BANNER_IMAGES_MAX. Choosing new files while editing replaces the banner's stored images, as the
 * server does when files are sent.
 */
export function acceptImages(current: BannerImage[], chosen: ChosenImage[], newId: (i: number) => string): { images: BannerImage[]; problem: string | null } {
  let problem: string | null = null;
  const kept: BannerImage[] = [];
  for (const [i, { file, preview, head }] of chosen.entries()) {
    const named = /\.(png|jpe?g)$/i.test(file.name) || ['image/png', 'image/jpeg'].includes(file.type);
    if (!named) { problem ??= BANNER_PROBLEM.pngJpgOnly; continue; }
    if (head && !imageKindOf(head)) { problem ??= BANNER_PROBLEM.notAnImage; continue; }
    kept.push({ id: newId(i), name: file.name, size: file.size, preview, file });
  }
  const base = kept.length > 0 ? current.filter((img) => img.file !== null) : current;
  const room = BANNER_IMAGES_MAX - base.length;
  if (kept.length > room) problem ??= BANNER_PROBLEM.tooMany;
  return { images: [...base, ...kept.slice(0, Math.max(0, room))], problem };
}

/** The query values of §2 a dialog is restored from (openDialog=…-banner&step=…). */
export type BannerRestore = Partial<Pick<BannerDraft, 'title' | 'startDate' | 'duration' | 'email' | 'whatsappNumber' | 'layout' | 'creative' | 'creativeBrief' | 'topDates'>> & {
  step?: number;
  /** Back from /payment: the unpaid banner the draft is of, edited in the review. */
  bannerId?: number;
};

const list = (value: string): string[] => {
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.filter((d): d is string => typeof d === 'string');
  } catch { /* a comma list */ }
  return value.split(',');
};

/** §2's query (bannerType, adStartDate, duration, selectedDates, email, whatsappNumber, creativeBrief, isCreativeSelected, step). */
export function restoreFromQuery(query: URLSearchParams): BannerRestore {
  const r: BannerRestore = {};
  const get = (key: string) => query.get(key)?.trim() || null;
  const title = get('title');
  if (title) r.title = title.slice(0, 200);
  const layout = get('bannerType');
  if (layout && (BANNER_LAYOUTS as string[]).includes(layout)) r.layout = layout as DoubleBannerLayout;
  const start = get('adStartDate');
  if (start && isDay(start)) r.startDate = start;
  const duration = get('duration');
  if (duration) r.duration = duration.slice(0, 3);
  const dates = get('selectedDates');
  if (dates) r.topDates = list(dates).map((d) => d.trim()).filter(isDay);
  const email = get('email');
  if (email) r.email = email.slice(0, 254);
  const phone = get('whatsappNumber');
  if (phone) r.whatsappNumber = phone.replace(/^\+965/, '').slice(0, 8);
  const brief = get('creativeBrief');
  if (brief) r.creativeBrief = brief.slice(0, 5000);
  const creative = get('isCreativeSelected');
  if (creative === 'true' || creative === 'forsa') r.creative = 'forsa';
  else if (creative === 'false' || creative === 'custom') r.creative = 'custom';
  const step = Number(get('step'));
  if (Number.isInteger(step) && step >= 1 && step <= 3) r.step = step;
  const bannerId = get('bannerId');
  if (bannerId && /^\d{1,9}$/.test(bannerId) && Number(bannerId) > 0) r.bannerId = Number(bannerId);
  return r;
}

/** A draft from a restore (the form's fields only; files cannot come back through a link). */
export function draftFromRestore(kind: BannerKind, restore: BannerRestore): BannerDraft {
  const draft = emptyDraft(kind);
  return {
    ...draft,
    title: restore.title ?? '',
    startDate: restore.startDate ?? '',
    duration: restore.duration ?? '',
    email: restore.email ?? '',
    whatsappNumber: restore.whatsappNumber ?? '',
    layout: kind === 'double' ? restore.layout ?? null : null,
    creative: kind === 'sliding' ? restore.creative ?? null : 'custom',
    creativeBrief: kind === 'sliding' ? restore.creativeBrief ?? '' : '',
    topDates: kind === 'sliding' ? keepTopWithin({ ...draft, startDate: restore.startDate ?? '', duration: restore.duration ?? '', topDates: restore.topDates ?? [] }) : [],
  };
}

/** The unpaid banner's values, for the warning's edit (its images stay on the server until new ones are chosen). */
export function draftFromBanner(banner: CompanyBanner): BannerDraft {
  const kind = bannerKindOf(banner.type);
  return {
    ...emptyDraft(kind),
    title: banner.title,
    startDate: banner.date,
    duration: String(banner.days),
    email: banner.email,
    whatsappNumber: banner.phone.replace(/^\+965/, ''),
    layout: kind === 'double' ? banner.layout : null,
    creative: kind === 'sliding' ? banner.Creative : 'custom',
    creativeBrief: banner.Creative === 'forsa' ? banner.content : '',
    topDates: kind === 'sliding' ? banner.dayslist.filter((d) => d.inTop).map((d) => d.date) : [],
    images: banner.images.map((img, i) => ({ id: `stored-${i}`, name: img.url.split('/').pop() ?? img.url, size: 0, preview: img.url, file: null })),
  };
}

/** The multipart form POST /banners takes (§3 Banner submission); no price is sent. */
export function bannerFormData(kind: BannerKind, draft: BannerDraft): FormData {
  const form = new FormData();
  const forsa = kind === 'sliding' && draft.creative === 'forsa';
  form.set('type', String(BANNER_TYPE[kind]));
  if (draft.title.trim()) form.set('title', draft.title.trim());
  form.set('startDate', draft.startDate);
  form.set('days', String(daysOf(draft) ?? ''));
  form.set('email', draft.email.trim());
  form.set('whatsappNumber', `+965${draft.whatsappNumber.trim()}`);
  form.set('Creative', forsa ? 'forsa' : 'custom');
  form.set('content', forsa ? draft.creativeBrief.trim() : '');
  if (kind === 'double' && draft.layout) form.set('bannerType', draft.layout);
  const top = new Set(kind === 'sliding' ? draft.topDates : []);
  form.set('daysList', JSON.stringify(bookedDays(draft).map((date) => ({ date, inTop: top.has(date) }))));
  if (!forsa) for (const img of draft.images) if (img.file) form.append('images', img.file, img.file.name);
  return form;
}

/** Ids for new images: the lowest numbers no image holds (a chosen image's id says nothing of its history). */
export const freeImageIds = (images: BannerImage[]) => {
  const taken = new Set(images.map((i) => i.id));
  const free: string[] = [];
  for (let n = 1; free.length < BANNER_IMAGES_MAX + 20; n += 1) if (!taken.has(`image-${n}`)) free.push(`image-${n}`);
  return (i: number) => free[i] ?? `image-x${i}`;
};
