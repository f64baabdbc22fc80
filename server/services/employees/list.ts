import { and, asc, eq, gt, ilike, isNotNull, isNull, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { EmployeeListQuery, EmployeeListReply, EmployeeRow } from '../../../src/api/schemas/employees';
import { TABLE_PAGE_SIZE } from '../../../src/domain/limits';
import type { Db } from '../../db';
import { preparedOnce } from '../../db/prepared';
import { users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError } from '../../http/errors';
import { IdCursor } from '../../../src/api/schemas/common';
import { metricColumns } from './metrics';

const likePattern = (q: string) => `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
const p = sql.placeholder;

type Status = 'active' | 'deleted' | 'all';
const statusFilter = (status: Status) =>
  status === 'active' ? isNull(users.deletedAt) : status === 'deleted' ? isNotNull(users.deletedAt) : undefined;
const searchFilter = (pattern: string | Placeholder) =>
  or(ilike(users.fullName, pattern), ilike(users.userName, pattern), ilike(users.email, pattern), ilike(users.phone, pattern));

/** The filters of the table (and of its export): status (active by default) and the top-bar search. */
export function employeeFilters(companyId: number, query: EmployeeListQuery): SQL {
  const q = query.q?.trim();
  return and(eq(users.companyId, companyId), statusFilter(query.status ?? 'active'), q ? searchFilter(likePattern(q)) : undefined)!;
}

/** Members matching `where`, oldest first (the company account leads), with their metrics; no password hash. */
const rowsQuery = (db: Db, companyId: number | Placeholder, where: SQL, limit: number | Placeholder) => db
  .select({
    id: users.id, fullName: users.fullName, userName: users.userName, email: users.email, phone: users.phone,
    imageUrl: users.imageUrl, createdAt: users.createdAt, lastEntryAt: users.lastEntryAt, deletedAt: users.deletedAt,
    roles: users.roles, ...metricColumns(companyId),
  })
  .from(users).where(where).orderBy(asc(users.id)).limit(limit);
type Selected = Awaited<ReturnType<typeof rowsQuery>>[number];

const toRow = (m: Selected, caller: SessionUser): EmployeeRow => ({
  id: m.id, fullName: m.fullName, userName: m.userName, email: m.email, phone: m.phone,
  image: m.imageUrl ? { url: m.imageUrl } : null,
  createdAt: m.createdAt.toISOString(), lastEntry: m.lastEntryAt?.toISOString() ?? null, deletedAt: m.deletedAt?.toISOString() ?? null,
  sales: m.sales, tradeIn: m.tradeIn, productsCount: m.productsCount, communications: m.communications,
  avgResponseTimeSeconds: m.avgResponseTimeSeconds, responseRate: m.responseRate,
  roles: m.roles, isSelf: m.id === caller.id,
});

/** Members matching `where` (already scoped to the caller's company), oldest first, with their metrics. */
export async function employeeRows(db: Db, caller: SessionUser, where: SQL, limit: number): Promise<EmployeeRow[]> {
  return (await rowsQuery(db, caller.companyId!, where, limit)).map((m) => toRow(m, caller));
}

/** GET /api/employees: keyset pages on id (members are few; the cursor is the last id). One prepared statement per filter shape. */
export async function listEmployees(db: Db, caller: SessionUser, query: EmployeeListQuery): Promise<EmployeeListReply> {
  const perPage = query.perPage ? Number(query.perPage) : TABLE_PAGE_SIZE;
  if (query.cursor !== undefined && !IdCursor.safeParse(query.cursor).success) throw fieldError('cursor', 'validation.cursor-invalid');
  const status: Status = query.status ?? 'active';
  const q = query.q?.trim();
  const after = Boolean(query.cursor);
  const prepared = preparedOnce(db, `employees_page_${status}_${+Boolean(q)}${+after}`, (name) => rowsQuery(db, p('companyId'), and(
    eq(users.companyId, p('companyId')), statusFilter(status), q ? searchFilter(p('pattern')) : undefined,
    after ? gt(users.id, p('afterId')) : undefined,
  )!, p('limit')).prepare(name));
  const found = await prepared.execute({
    companyId: caller.companyId, limit: perPage + 1, pattern: q ? likePattern(q) : undefined, afterId: after ? Number(query.cursor) : undefined,
  });
  const data = found.slice(0, perPage).map((m) => toRow(m, caller));
  return { data, nextCursor: found.length > perPage ? String(data.at(-1)!.id) : null };
}
