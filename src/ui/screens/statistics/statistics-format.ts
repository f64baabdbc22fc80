// How the statistics screen writes its points, months and amounts: Intl for the active language (Arabic
// digits and month names in Arabic), on the Kuwait calendar's plain days and months (no time zone).
import { intlLocale } from '../../../domain/intl-locale';
import { dateTimeFormat, numberFormat } from '../../../domain/intl-formats';
import { formatDay } from '../../../domain/dates';
import { formatNumber } from '../../../domain/numbers';
import { FILS_PER_KWD } from '../../../domain/money';

/** A plain month or day at UTC midnight, formatted in UTC: the calendar date itself, whatever the zone. */
const utc = (point: string) => new Date(`${point.length === 7 ? `${point}-01` : point}T00:00:00Z`);

/** 'November 2026' / 'نوفمبر ٢٠٢٦'. */
export const monthName = (month: string, locale: string) =>
  dateTimeFormat(intlLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(utc(month));

/** 'Dec 2025 – Nov 2026': the twelve months of the year view. */
export const monthRange = (first: string, last: string, locale: string) =>
  dateTimeFormat(intlLocale(locale), { month: 'short', year: 'numeric', timeZone: 'UTC' }).formatRange(utc(first), utc(last));

/** A chart's axis label of a point: the day of the month ('7', '٧'), or the month's short name ('Nov'). */
export const axisLabel = (point: string, locale: string) =>
  point.length === 7
    ? dateTimeFormat(intlLocale(locale), { month: 'short', timeZone: 'UTC' }).format(utc(point))
    : formatNumber(Number(point.slice(8)), locale);

/** A point in full, for tables and the legend: '05 Nov, 2026' or 'November 2026'. */
export const pointName = (point: string, locale: string) => (point.length === 7 ? monthName(point, locale) : formatDay(point, locale));

/** An axis amount in KWD, short ('1.2K' / '١٫٢ ألف'). */
export const axisKwd = (fils: number, locale: string) =>
  numberFormat(intlLocale(locale), { notation: 'compact', maximumFractionDigits: 1 }).format(fils / FILS_PER_KWD);

/** A count on an axis or in a table, grouped ('1,234'). */
export const count = (value: number, locale: string) => formatNumber(value, locale, { grouping: true });

/** A share given in percent (12.5 → '12.5%', '١٢٫٥٪'). */
export const percent = (value: number, locale: string) =>
  numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
