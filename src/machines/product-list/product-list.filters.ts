// The products table's filters (part 1 §2 Products) and how they become the list query.
import type { ProductListQuery } from '../../api/schemas/products';
import { TABLE_PAGE_SIZE } from '../../domain/limits';

export type ActiveFilter = 'all' | 'active' | 'inactive';
import type { PageSize } from '../../domain/limits';
export type { PageSize };

export type ProductFilters = {
  /** Category slug path from the root; [] = every category. */
  path: string[];
  /** First-seller ids; [] = everyone. */
  usersIds: number[];
  status: ActiveFilter;
  /** The top-bar search (?q= in the URL). */
  q: string;
  perPage: PageSize;
};

/** What the list machine is given as its filters: the chosen filters plus whose products. */
export type ProductQuery = ProductFilters & { sellerId: number };

export const defaultFilters = (q = ''): ProductFilters => ({ path: [], usersIds: [], status: 'all', q, perPage: TABLE_PAGE_SIZE as PageSize });

/** Whether any filter of the bar (not the search, not the page size) is set: the reset button shows then. */
export const hasBarFilters = (f: ProductFilters) => f.path.length > 0 || f.usersIds.length > 0 || f.status !== 'all';

/** The server query of one page; empty filters are left out. */
export function toListQuery(filters: ProductFilters, cursor: string | null): ProductListQuery {
  return {
    path: filters.path.length ? filters.path.join(',') : undefined,
    usersIds: filters.usersIds.length ? filters.usersIds.join(',') : undefined,
    isActive: filters.status === 'all' ? undefined : filters.status === 'active' ? 'true' : 'false',
    q: filters.q.trim() || undefined,
    perPage: String(filters.perPage),
    cursor: cursor ?? undefined,
  };
}
