// The requests screens' filters in the URL: ?receiverName=sara&date=2026-03-01&type=sale&perPage=50
// (names as the requests endpoint takes them), with the top bar's ?q=; ?requestId= is the route's own.
import { isDay, oneOf, readPageSize, readSearch, readSearchText, writePageSize, type FiltersCodec } from '../list/list.url';
import type { RequestFilters, TypeFilter } from './request-list.filters';

const TYPES: TypeFilter[] = ['all', 'sale', 'bartering'];

function readDay(params: URLSearchParams): string {
  const day = params.get('date') ?? '';
  return isDay(day) ? day : '';
}

export const requestFiltersCodec: FiltersCodec<RequestFilters> = {
  read: (params) => ({
    receiverName: readSearchText(params, 'receiverName'),
    date: readDay(params),
    type: oneOf(params, 'type', TYPES, 'all'),
    q: readSearch(params),
    perPage: readPageSize(params),
  }),
  write: (f) => ({
    receiverName: f.receiverName.trim() || null,
    date: f.date || null,
    type: f.type === 'all' ? null : f.type,
    perPage: writePageSize(f.perPage),
  }),
};
