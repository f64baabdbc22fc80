// The employees table's filters (status, page size, the top-bar search) and their server query.
import type { EmployeeListQuery } from '../../api/schemas/employees';
import { TABLE_PAGE_SIZE } from '../../domain/limits';

export type EmployeeStatus = NonNullable<EmployeeListQuery['status']>;
import type { PageSize } from '../../domain/limits';
export type { PageSize };
export const EMPLOYEE_STATUSES: EmployeeStatus[] = ['active', 'deleted', 'all'];

export type EmployeeFilters = {
  /** Active by default, as the server's. */
  status: EmployeeStatus;
  /** The top-bar search (?q= in the URL). */
  q: string;
  perPage: PageSize;
};

export const defaultFilters = (q = ''): EmployeeFilters => ({ status: 'active', q, perPage: TABLE_PAGE_SIZE as PageSize });

/** Whether the bar's own filter is set (not the search, not the page size): the reset button shows then. */
export const hasBarFilters = (f: EmployeeFilters) => f.status !== 'active';

/** One page's server query; an empty search is left out. */
export function toListQuery(filters: EmployeeFilters, cursor: string | null): EmployeeListQuery {
  return { q: filters.q.trim() || undefined, status: filters.status, perPage: String(filters.perPage), cursor: cursor ?? undefined };
}

/** The export honours what the table shows: the same search and status, no paging. */
export const toExportQuery = (filters: EmployeeFilters): Pick<EmployeeListQuery, 'q' | 'status'> => ({ q: filters.q.trim() || undefined, status: filters.status });
