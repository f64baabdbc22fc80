// Dates of the employees table in the locale ("05 Mar, 2026" / "٠٥ مارس، ٢٠٢٦"), as every screen writes them.
import { formatDayMonthYear } from '../../../domain/dates';
import { intlLocale } from '../../../domain/intl-locale';

const dateTimes = new Map<string, Intl.DateTimeFormat>();

const cached = (map: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions) => {
  let format = map.get(locale);
  if (!format) map.set(locale, (format = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'Asia/Kuwait', ...options })));
  return format;
};

/** Spec date format DD MMM, YYYY (employees wrote 'Nov 23, 2026' while the rest wrote '23 Nov, 2026'). */
export const formatDate = formatDayMonthYear;
/** The full date and time, for a tooltip. */
export const formatDateTime = (iso: string, locale: string) => cached(dateTimes, locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
