import { and, asc, eq, gt, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { EmployeeListQuery, EmployeeListReply, EmployeeRow } from '../../../src/api/schemas/employees';
import { TABLE_PAGE_SIZE } from '../../../src/domain/limits';
import type { Db } from '../../db';
import { users } from '../../db/schema';
import type { SessionUser } from '../../http/context';
import { fieldError } from '../../http/errors';
import { IdCursor } from '../../../src/api/schemas/common';
import { metricsFor } from './metrics';

const likePattern = (q: string) => `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The filters of the table (and of its export): status (active by default) and the top-bar search. */
export function employeeFilters(companyId: number, query: EmployeeListQuery): SQL {
  const status = query.status ?? 'active';
  const q = query.q?.trim();
  return and(
    eq(users.companyId, companyId),
    status === 'active' ? isNull(users.deletedAt) : status === 'deleted' ? isNotNull(users.deletedAt) : undefined,
    q ? or(ilike(users.fullName, likePattern(q)), ilike(users.userName, likePattern(q)), ilike(users.email, likePattern(q)), ilike(users.phone, likePattern(q))) : undefined,
  )!;
}

/** Members matching `where`, oldest first (the company account leads), with their metrics. */
export async function employeeRows(db: Db, caller: SessionUser, where: SQL, limit: number): Promise<EmployeeRow[]> {
  const members = await db.select().from(users).where(where).orderBy(asc(users.id)).limit(limit);
  const metrics = await metricsFor(db, caller.companyId!, members.map((m) => m.id));
  return members.map((m) => ({
    id: m.id, fullName: m.fullName, userName: m.userName, email: m.email, phone: m.phone,
    image: m.imageUrl ? { url: m.imageUrl } : null,
    createdAt: m.createdAt.toISOString(), lastEntry: m.lastEntryAt?.toISOString() ?? null, deletedAt: m.deletedAt?.toISOString() ?? null,
    ...metrics.get(m.id)!,
    roles: m.roles, isSelf: m.id === caller.id,
  }));
}

/** GET /api/employees: keyset pages on id (members are few; the cursor is the last id). */
export async function listEmployees(db: Db, caller: SessionUser, query: EmployeeListQuery): Promise<EmployeeListReply> {
  const perPage = query.perPage ? Number(query.perPage) : TABLE_PAGE_SIZE;
  if (query.cursor !== undefined && !IdCursor.safeParse(query.cursor).success) throw fieldError('cursor', 'validation.cursor-invalid');
  const after = query.cursor ? gt(users.id, Number(query.cursor)) : undefined;
  const rows = await employeeRows(db, caller, and(employeeFilters(caller.companyId!, query), after)!, perPage + 1);
  const data = rows.slice(0, perPage);
  return { data, nextCursor: rows.length > perPage ? String(data.at(-1)!.id) : null };
}
