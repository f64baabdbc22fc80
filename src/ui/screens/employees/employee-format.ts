// Dates of the employees table in the locale ("05 Mar, 2026" / "٠٥ مارس ٢٠٢٦"), formatters cached.
import { intlLocale } from '../../../domain/intl-locale';

const dates = new Map<string, Intl.DateTimeFormat>();
const dateTimes = new Map<string, Intl.DateTimeFormat>();

const cached = (map: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions) => {
  let format = map.get(locale);
  if (!format) map.set(locale, (format = new Intl.DateTimeFormat(intlLocale(locale), { timeZone: 'Asia/Kuwait', ...options })));
  return format;
};

/** Spec date format DD MMM, YYYY, as the locale writes it. */
export const formatDate = (iso: string, locale: string) => cached(dates, locale, { day: '2-digit', month: 'short', year: 'numeric' }).format(new Date(iso));
/** The full date and time, for a tooltip. */
export const formatDateTime = (iso: string, locale: string) => cached(dateTimes, locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
