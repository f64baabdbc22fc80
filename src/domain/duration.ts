// Average response time (part 1 §2 Employees): a number with its unit — days, hours, minutes or
// seconds — formatted by Intl in the locale's digits ("1.5 hours", "١٫٥ ساعة").
import { intlLocale } from './intl-locale';

export type DurationUnit = 'days' | 'hours' | 'minutes' | 'seconds';
export type Duration = { value: number; unit: DurationUnit };

const UNITS: Array<[DurationUnit, number]> = [
  ['days', 86_400],
  ['hours', 3_600],
  ['minutes', 60],
  ['seconds', 1],
];

/** Intl's unit identifiers are singular. */
const INTL_UNIT: Record<DurationUnit, string> = { days: 'day', hours: 'hour', minutes: 'minute', seconds: 'second' };

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The largest unit in which the duration is at least 1 (after rounding to one decimal, so 3,599 s
 * reads "1 hour", not "60 minutes"). Under a second (or negative) is 0 seconds.
 */
export function durationOf(seconds: number): Duration {
  const s = Math.max(0, seconds);
  for (const [unit, size] of UNITS) {
    const value = round1(s / size);
    if (value >= 1) return { value, unit };
  }
  return { value: 0, unit: 'seconds' };
}

const formats = new Map<string, Intl.NumberFormat>();

/** "2 days", "1.5 hours", "٤٥ دقيقة": the number and its unit in the app locale. */
export function formatDuration(seconds: number, locale: string): string {
  const { value, unit } = durationOf(seconds);
  const key = `${locale}:${unit}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: INTL_UNIT[unit], unitDisplay: 'long', maximumFractionDigits: 1 });
    formats.set(key, format);
  }
  return format.format(value);
}
