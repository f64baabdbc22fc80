import { sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../http/context';
import { forbidden } from '../../http/errors';

/**
 * Whose figures the caller reads (part 1 §6): the company user all of its company's, an
 * employee those of the products it posted (first seller, as the requests list and the employees'
 * metrics count them). Anyone else has no dashboard: 403. Another company's rows are never in scope,
 * since the company is always the caller's own.
 */
export interface StatisticsScope {
  kind: 'company' | 'employee';
  companyId: number;
  userId: number;
}

export function statisticsScope(user: SessionUser): StatisticsScope {
  const role = user.roles[0];
  if (user.companyId === null || (role !== 'company' && role !== 'employee')) throw forbidden();
  return { kind: role, companyId: user.companyId, userId: user.id };
}

/** The condition on a products row aliased `p`. */
export const productsOf = (scope: StatisticsScope): SQL => scope.kind === 'company'
  ? sql`p.company_id = ${scope.companyId}`
  : sql`p.company_id = ${scope.companyId} and p.first_seller_id = ${scope.userId}`;

/** Rows of a raw query on either driver (pg gives `{ rows }`, PGlite's drizzle the same; kept defensive). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
