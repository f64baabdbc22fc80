// Part 2 §4 Flash and §5: what the flash sale dialog asks, in both readings of the spec, and what
// each step needs. Pure (no actors), so the machine, its model and the view share one rule.
import { Temporal } from 'temporal-polyfill';
import type { CompanyOffer, FlashBody } from '../../api/schemas/promotions';
import { MAX_SERVICE_DAYS } from '../../api/schemas/promotions';
import { flashPrice } from '../../domain/promotion-pricing';
import { kwdToFils } from '../../domain/money';

/**
 * The spec's two readings (§4 "Both readings are reported"). 'four-steps': 1 product, 2 discount
 * (percent chosen from 10–50, §9 options), 3 dates, whose next is submit-and-pay (the booking goes
 * to the cart), 4 review of the booking at the server's amount, then pay. 'three-steps': 1 product,
 * 2 discount and dates (percent typed, 1–100, §5), 3 review, submit then payment.
 */
export type FlashReading = 'four-steps' | 'three-steps';
export const FLASH_READINGS: readonly FlashReading[] = ['four-steps', 'three-steps'];

export type DiscountType = 'percent' | 'fixed';

/** §9 percent options (the four-step reading offers these); the other reading takes any whole 1–100 (§5). */
export const PERCENT_CHOICES = [10, 20, 30, 40, 50] as const;
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 100;

export type FlashDraft = {
  discountType: DiscountType;
  /** Whole percent; null until chosen or typed (or not a number). */
  percent: number | null;
  /** The fixed amount as typed, KWD with up to 3 decimals. */
  fixedText: string;
  /** First day of the sale, 'YYYY-MM-DD' (seller's calendar). */
  startDate: string;
  /** How many days, as typed. */
  durationText: string;
};

export const emptyDraft = (): FlashDraft => ({ discountType: 'percent', percent: null, fixedText: '', startDate: '', durationText: '' });

export const FLASH_MESSAGES = {
  product: 'services-flash.select-product',
  percentRange: 'services-flash.percent-range',
  percentChoice: 'services-flash.percent-choice',
  fixedRequired: 'services-flash.fixed-required',
  fixedRange: 'services-flash.fixed-range',
  startDate: 'services-flash.select-start-date',
  startPast: 'services-flash.start-past',
  duration: 'services-flash.select-duration',
  fullDays: 'services-flash.full-days',
} as const;

/** The fixed amount typed, in fils; null when it is not an amount. */
export function fixedFils(text: string): number | null {
  try {
    return kwdToFils(text);
  } catch {
    return null;
  }
}

export function durationDays(text: string): number | null {
  return /^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** The days the sale runs, first to last. */
export function saleDays(startDate: string, days: number): string[] {
  const first = Temporal.PlainDate.from(startDate);
  return Array.from({ length: days }, (_, i) => first.add({ days: i }).toString());
}

/** What is wrong with the discount (an i18n key), or null. */
export function discountProblem(draft: FlashDraft, reading: FlashReading, price: number): string | null {
  if (draft.discountType === 'percent') {
    if (reading === 'four-steps') return draft.percent !== null && (PERCENT_CHOICES as readonly number[]).includes(draft.percent) ? null : FLASH_MESSAGES.percentChoice;
    return draft.percent !== null && Number.isInteger(draft.percent) && draft.percent >= PERCENT_MIN && draft.percent <= PERCENT_MAX ? null : FLASH_MESSAGES.percentRange;
  }
  if (draft.fixedText.trim() === '') return FLASH_MESSAGES.fixedRequired;
  const fils = fixedFils(draft.fixedText);
  // §5 "fixed 0 up to the product price": a sale takes something off, so more than 0.
  return fils !== null && fils > 0 && fils <= price ? null : FLASH_MESSAGES.fixedRange;
}

/** What is wrong with the dates (an i18n key), or null: a start today or later, 1–365 days, none of them full. */
export function datesProblem(draft: FlashDraft, today: string, fullDays: readonly string[]): string | null {
  if (!draft.startDate) return FLASH_MESSAGES.startDate;
  if (draft.startDate < today) return FLASH_MESSAGES.startPast;
  const days = durationDays(draft.durationText);
  if (days === null || days < 1 || days > MAX_SERVICE_DAYS) return FLASH_MESSAGES.duration;
  const full = new Set(fullDays);
  return saleDays(draft.startDate, days).some((d) => full.has(d)) ? FLASH_MESSAGES.fullDays : null;
}

/** The full days the chosen dates run into (the view names them). */
export function fullDaysChosen(draft: FlashDraft, fullDays: readonly string[]): string[] {
  const days = durationDays(draft.durationText);
  if (!draft.startDate || days === null || days < 1 || days > MAX_SERVICE_DAYS) return [];
  const full = new Set(fullDays);
  return saleDays(draft.startDate, days).filter((d) => full.has(d));
}

/** What the server is sent: one of percent or fixed amount (fils), never a price. */
export function flashBody(draft: FlashDraft, productId: number): FlashBody {
  const days = durationDays(draft.durationText) ?? 0;
  return draft.discountType === 'percent'
    ? { productId, date: draft.startDate, days, percentValue: draft.percent ?? 0, fixedValue: null }
    : { productId, date: draft.startDate, days, percentValue: null, fixedValue: fixedFils(draft.fixedText) ?? 0 };
}

/** The product's price during the sale (§9), or null while the discount is not valid. */
export function salePrice(draft: FlashDraft, reading: FlashReading, price: number): number | null {
  if (discountProblem(draft, reading, price)) return null;
  return draft.discountType === 'percent' ? flashPrice(price, { percentValue: draft.percent! }) : flashPrice(price, { fixedValue: fixedFils(draft.fixedText)! });
}

/** The steps' names in the view, per reading. */
export const FLASH_STEPS: Record<FlashReading, readonly string[]> = {
  'four-steps': ['step-product', 'step-discount', 'step-dates', 'step-review'],
  'three-steps': ['step-product', 'step-details', 'step-review'],
};

const DAY_MS = 86_400_000;
/** An unpaid sale's values as the dialog's draft (Kuwait is +03:00 all year). */
export function draftOf(offer: CompanyOffer): Partial<FlashDraft> {
  const startDate = new Date(Date.parse(offer.fromDate) + 3 * 3_600_000).toISOString().slice(0, 10);
  const days = Math.round((Date.parse(offer.toDate) - Date.parse(offer.fromDate)) / DAY_MS);
  const discount: Partial<FlashDraft> = offer.percentValue !== null
    ? { discountType: 'percent', percent: offer.percentValue }
    : { discountType: 'fixed', fixedText: ((offer.fixedValue ?? 0) / 1000).toFixed(3) };
  return { ...discount, startDate, durationText: String(days) };
}
