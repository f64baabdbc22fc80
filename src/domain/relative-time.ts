// "3 days ago" / "منذ ٣ أيام" for the products table's date added (Intl, no library).
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
];

const formatters = new Map<string, Intl.RelativeTimeFormat>();

/** The largest whole unit between `iso` and `now`; under a minute reads "now". */
export function formatRelativeTime(iso: string, now: number, locale: string): string {
  let rtf = formatters.get(locale);
  if (!rtf) formatters.set(locale, (rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  const diff = Date.parse(iso) - now;
  for (const [unit, ms] of UNITS) {
    if (Math.abs(diff) >= ms) return rtf.format(Math.trunc(diff / ms), unit);
  }
  return rtf.format(0, 'second');
}

/** The full date and time, for a tooltip next to the relative one. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
export function formatDateTime(iso: string, locale: string): string {
  let dtf = dateTimeFormats.get(locale);
  if (!dtf) dateTimeFormats.set(locale, (dtf = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' })));
  return dtf.format(new Date(iso));
}
