// Dates and labels as the product dialogs show them, for the active locale.
import type { ProductDetails } from '../../../../api/schemas/products';

/** The spec's one date format, DD MMM, YYYY (src/domain/dates.ts). */
export { formatDayMonthYear } from '../../../../domain/dates';

/** Numbers without grouping: a Year attribute reads 2017, not 2,017 (counts that grow large ask for grouping). */
export { formatNumber } from '../../../../domain/numbers';

/** The i18n key of a sell type (`sell/barter` cannot be a key as it is). */
export const sellTypeKey = (sellType: ProductDetails['sellType']) => `sell-type-${sellType.replace('/', '-')}` as const;

/** A category name in the seller's language. */
export const localName = (item: { name: string; nameAr: string }, locale: string) => (locale === 'ar' && item.nameAr ? item.nameAr : item.name);
