// A drawer item hovered or focused asks for its screen's first data before the click: the very
// requests (same query) the screen's machine makes on arrival with no filters in its address, kept
// briefly by src/api/prefetch.ts for that machine to take. Only the seller's list and services screens.
import { prefetchMembershipSelf } from '../api/memberships';
import { prefetchProductPage } from '../api/products';
import { prefetchCompanyServices } from '../api/promotions';
import { prefetchRequestPage } from '../api/requests';
import { filtersFromSearch } from './list/list.url';
import { toListQuery as productListQuery } from './product-list/product-list.filters';
import { productFiltersCodec } from './product-list/product-list.url';
import { toListQuery as requestListQuery } from './request-list/request-list.filters';
import { requestFiltersCodec } from './request-list/request-list.url';

/** Starts the first data of the screen at `path` (as its drawer links it, no query) for a seller; nothing for other paths. */
export function prefetchScreenData(path: string, sellerId: number | null): void {
  if (sellerId === null) return;
  if (path === '/products') prefetchProductPage(sellerId, productListQuery(filtersFromSearch(productFiltersCodec, ''), null));
  else if (path === '/requests') prefetchRequestPage(requestListQuery(filtersFromSearch(requestFiltersCodec, ''), null));
  else if (path === '/services') {
    prefetchMembershipSelf();
    prefetchCompanyServices();
  }
}
