// Dates and labels as the product dialogs show them, for the active locale.
import type { ProductDetails } from '../../../../api/schemas/products';

const tag = (locale: string) => (locale === 'ar' ? 'ar-KW' : 'en-GB');

/** DD MMM, YYYY (part 1 §9), e.g. "05 Mar, 2026"; Arabic month names in Arabic. */
export function formatDayMonthYear(iso: string, locale: string): string {
  // en-US: its short months are the spec's three letters ("Sep"; en-GB writes "Sept").
  const parts = new Intl.DateTimeFormat(locale === 'ar' ? 'ar-KW' : 'en-US', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kuwait' })
    .formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')}${locale === 'ar' ? '،' : ','} ${part('year')}`;
}

export function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(tag(locale)).format(value);
}

/** The i18n key of a sell type (`sell/barter` cannot be a key as it is). */
export const sellTypeKey = (sellType: ProductDetails['sellType']) => `sell-type-${sellType.replace('/', '-')}` as const;

/** A category name in the seller's language. */
export const localName = (item: { name: string; nameAr: string }, locale: string) => (locale === 'ar' && item.nameAr ? item.nameAr : item.name);
