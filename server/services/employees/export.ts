import type { EmployeeListQuery, EmployeeRow } from '../../../src/api/schemas/employees';
import type { Locale } from '../../../src/api/schemas/common';
import type { Db } from '../../db';
import { dataExports } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { HttpError } from '../../http/errors';
import { t } from '../../i18n/t';
import { SELLER_TIME_ZONE, sellerMonth } from '../seller-time';
import { employeeFilters, employeeRows } from './list';

const EXPORT_MAX_ROWS = 10_000;
const BOM = '\uFEFF';

const COLUMNS: [key: string, value: (r: EmployeeRow, locale: Locale) => string | number | null][] = [
  ['id', (r) => r.id],
  ['name', (r) => r.fullName],
  ['user-name', (r) => r.userName],
  ['email', (r) => r.email],
  ['phone', (r) => r.phone],
  ['joined', (r) => sellerDateTime(r.createdAt)],
  ['last-entry', (r) => sellerDateTime(r.lastEntry)],
  ['sales', (r) => r.sales],
  ['trade-in', (r) => r.tradeIn],
  ['products', (r) => r.productsCount],
  ['type', (r, locale) => t(locale, `server.employees-csv-role-${r.roles[0]}`)],
  ['communications', (r) => r.communications],
  ['response-time', (r) => r.avgResponseTimeSeconds],
  ['status', (r, locale) => t(locale, r.deletedAt ? 'server.employees-csv-deleted' : 'server.employees-csv-active')],
];

/** Kuwait wall-clock time, 'YYYY-MM-DD HH:mm', which Excel reads as a date in either language. */
function sellerDateTime(iso: string | null): string {
  if (!iso) return '';
  return new Intl.DateTimeFormat('sv-SE', { timeZone: SELLER_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
}

/** RFC 4180 quoting; a cell starting like a formula is prefixed so a spreadsheet shows it as text. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * GET /api/employees/export: the table with its metrics as CSV (UTF-8 with a BOM so Excel shows
 * Arabic), same filters, headers in the caller's language. Once a calendar month (Asia/Kuwait)
 * per company: the month is claimed atomically (unique index) after the file is built, so a
 * failed export does not use up the month and two racing exports give one file and one 429.
 */
export async function exportEmployees(db: Db, caller: SessionUser, query: EmployeeListQuery, locale: Locale, now: Date): Promise<string> {
  const rows = await employeeRows(db, caller, employeeFilters(caller.companyId!, { ...query, status: query.status ?? 'active' }), EXPORT_MAX_ROWS);
  const lines = [
    COLUMNS.map(([key]) => cell(t(locale, `server.employees-csv-${key}`))).join(','),
    ...rows.map((r) => COLUMNS.map(([, value]) => cell(value(r, locale))).join(',')),
  ];
  const claimed = await db.insert(dataExports)
    .values({ companyId: caller.companyId!, kind: 'employees', period: sellerMonth(now), createdBy: caller.id, createdAt: now })
    .onConflictDoNothing().returning({ id: dataExports.id });
  if (claimed.length === 0) throw new HttpError(429, 'server.export-once-a-month');
  return BOM + lines.join('\r\n') + '\r\n';
}
