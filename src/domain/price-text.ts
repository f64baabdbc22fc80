// The price field holds KWD as typed text: digits and one dot, at most three decimals (fils).
import { kwdToFils, PRICE_MAX_FILS } from './money';

/** Arabic-Indic digits count as digits: an Arabic keyboard types them. */
const toLatinDigits = (text: string) => text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/٫/g, '.');

/** What the field keeps of what was typed or pasted. */
export function cleanPriceText(typed: string): string {
  const kept = toLatinDigits(typed).replace(/[^\d.]/g, '');
  const dot = kept.indexOf('.');
  if (dot < 0) return kept;
  const whole = kept.slice(0, dot);
  const fraction = kept.slice(dot + 1).replace(/\./g, '').slice(0, 3);
  return `${whole || '0'}.${fraction}`;
}

/** The price in fils, or the i18n key saying what is wrong with it. */
export function priceOf(text: string): { fils: number } | { problem: string } {
  const trimmed = text.replace(/\.$/, '');
  if (!trimmed) return { problem: 'server.product-price-required' };
  const fils = kwdToFils(trimmed);
  if (fils <= 0) return { problem: 'server.product-price-positive' };
  if (fils > PRICE_MAX_FILS) return { problem: 'server.product-price-too-high' };
  return { fils };
}

/** Fils as the field shows them: no needless trailing zeros (12.500 → 12.5, 12.000 → 12). */
export function priceText(fils: number): string {
  return (fils / 1000).toFixed(3).replace(/\.?0+$/, '');
}
