// A list screen's filters in the route's query: read once to start the machine, read again whenever
// the query changes (the top bar's ?q=, a link, Back/Forward), and written when the seller picks one.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { filtersFromSearch, searchWithFilters, type FiltersCodec } from '../../machines/list/list.url';

export function useFiltersInUrl<F>(codec: FiltersCodec<F>) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const latest = useRef(navigate);
  latest.current = navigate;
  /** The machine's input: the filters of the URL the screen opened with. */
  const [initial] = useState(() => filtersFromSearch(codec, search));
  /** The URL's filters now (a new object only when the query changes). */
  const inUrl = useMemo(() => filtersFromSearch(codec, search), [codec, search]);
  /**
   * Replaces the entry rather than pushing one: Back leaves the list instead of undoing each filter
   * (the top bar's search does the same), and the entry Back returns to holds the last filters.
   */
  const publish = useCallback((filters: F) => {
    latest.current(`${window.location.pathname}${searchWithFilters(codec, window.location.search, filters)}`, { replace: true });
  }, [codec]);
  return { initial, inUrl, publish };
}
