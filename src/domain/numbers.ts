// One digit system per locale: every number the app shows goes through the locale's Intl formatter
// (Arabic gets Arabic-Indic digits, as formatKwd and the dates already do).
import { intlLocale } from './intl-locale';
import { numberFormat } from './intl-formats';

/** A count, a step, a number: in the locale's digits. Grouped (1,234) only when asked; ids and years are not amounts. */
export function formatNumber(value: number, locale: string, { grouping = false }: { grouping?: boolean } = {}): string {
  return numberFormat(intlLocale(locale), { useGrouping: grouping, maximumFractionDigits: 3 }).format(value);
}

/** Latin digits of a text we built (a countdown '3:19', a date '2026-11-23') in the locale's digits. */
export function localDigits(text: string, locale: string): string {
  return text.replace(/[0-9]/g, (digit) => formatNumber(Number(digit), locale));
}

/** A share as a percentage in the locale ('150%', '١٥٠٪'). */
export function formatPercent(share: number, locale: string): string {
  return numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(share);
}
