// The requests table's filters (part 1 §2 Requests) and how they become the list query.
import type { RequestListQuery, RequestType } from '../../api/schemas/requests';
import { TABLE_PAGE_SIZE } from '../../domain/limits';

export type TypeFilter = 'all' | RequestType;
import type { PageSize } from '../../domain/limits';
export type { PageSize };

export type RequestFilters = {
  /** Searched in the receiver's name (applied once typing settles). */
  receiverName: string;
  /** One Kuwait calendar day, YYYY-MM-DD; '' = any day. */
  date: string;
  type: TypeFilter;
  /** The top-bar search (?q= in the URL): product name or request number. */
  q: string;
  perPage: PageSize;
};

/** Whose requests: the company's incoming ones (/requests) or the signed-in user's sent ones (/profile/requests). */
export type RequestSource = 'incoming' | 'sent';

/** What the list machine is given as its filters: the chosen filters plus which list. */
export type RequestQuery = RequestFilters & { source: RequestSource };

export const defaultFilters = (q = ''): RequestFilters => ({ receiverName: '', date: '', type: 'all', q, perPage: TABLE_PAGE_SIZE as PageSize });

/** Whether any filter of the bar (not the search, not the page size) is set: the reset button shows then. */
export const hasBarFilters = (f: RequestFilters) => f.receiverName.trim() !== '' || f.date !== '' || f.type !== 'all';

/** The server query of one page; empty filters are left out. */
export function toListQuery(filters: RequestFilters, cursor: string | null): RequestListQuery {
  return {
    receiverName: filters.receiverName.trim() || undefined,
    date: filters.date || undefined,
    type: filters.type === 'all' ? undefined : filters.type,
    q: filters.q.trim() || undefined,
    perPage: String(filters.perPage),
    cursor: cursor ?? undefined,
  };
}
