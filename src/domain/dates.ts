// The spec's date format (part 1 §9: DD MMM, YYYY), one for every screen.
import { dateTimeFormat } from './intl-formats';

function dateParts(date: Date, locale: string, timeZone: string) {
  // en-US: its short months are the spec's three letters ("Sep"; en-GB writes "Sept").
  const parts = dateTimeFormat(locale === 'ar' ? 'ar-KW' : 'en-US', { day: '2-digit', month: 'short', year: 'numeric', timeZone })
    .formatToParts(date);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
}

function dayMonthYear(date: Date, locale: string, timeZone: string): string {
  const part = dateParts(date, locale, timeZone);
  return `${part('day')} ${part('month')}${locale === 'ar' ? '،' : ','} ${part('year')}`;
}

/** DD MMM (part 1 §9) of an instant, in Kuwait time, e.g. "05 Mar". */
export function formatDayMonth(iso: string, locale: string): string {
  const part = dateParts(new Date(iso), locale, 'Asia/Kuwait');
  return `${part('day')} ${part('month')}`;
}

/** DD MMM, YYYY (part 1 §9) of an instant, in Kuwait time, e.g. "05 Mar, 2026"; Arabic month names in Arabic. */
export const formatDayMonthYear = (iso: string, locale: string) => dayMonthYear(new Date(iso), locale, 'Asia/Kuwait');

/** The same for a calendar day ('2026-03-05', no time zone), as the date filter holds it. */
export const formatDay = (day: string, locale: string) => dayMonthYear(new Date(`${day}T00:00:00Z`), locale, 'UTC');
