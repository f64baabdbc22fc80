// A file size in B, KB or MB (part 1 §5; 1 KB = 1024 bytes), whole in the page's language: English keeps the
// spec's B/KB/MB, Arabic has its digits and its own unit names from Intl ("٨٫٤ KB" kept
// the Latin unit).
import { intlLocale } from '../../domain/intl-locale';
import { numberFormat } from '../../domain/intl-formats';

const UNITS = [
  { below: 1024, divisor: 1, en: 'B', intl: 'byte' },
  { below: 1024 * 1024, divisor: 1024, en: 'KB', intl: 'kilobyte' },
  { below: Infinity, divisor: 1024 * 1024, en: 'MB', intl: 'megabyte' },
] as const;

export function formatFileSize(bytes: number, locale: string): string {
  const unit = UNITS.find((u) => bytes < u.below)!;
  const value = bytes / unit.divisor;
  if (locale === 'en') return `${numberFormat(intlLocale(locale), { maximumFractionDigits: 1 }).format(value)} ${unit.en}`;
  return numberFormat(intlLocale(locale), { style: 'unit', unit: unit.intl, unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);
}
