// The side effects of the products screen: its rows (the generic list over the products endpoint)
// and the options of its filters. Tests replace them with .provide().
import { fromPromise, sendParent } from 'xstate';
import { fetchCategoryTree } from '../../api/categories';
import { fetchCompanyMembers } from '../../api/members';
import { fetchProductPage } from '../../api/products';
import type { CategoryNode } from '../../api/schemas/categories';
import type { CompanyMember } from '../../api/schemas/members';
import type { ProductRow } from '../../api/schemas/products';
import { reportPageFailed } from '../list/list.failure';
import { createListMachine, type Page, type PageRequest } from '../list/list.machine';
import { toListQuery, type ProductQuery } from './product-list.filters';

export const fetchProductRows = fromPromise<Page<ProductRow>, PageRequest<ProductQuery>>(async ({ input, signal }) => {
  const reply = await fetchProductPage(input.filters.sellerId, toListQuery(input.filters, input.cursor), signal);
  return { rows: reply.data, nextCursor: reply.nextCursor };
});

/** The generic list, reporting its pages to the products machine (for #showDialog and the snackbar). */
export const productRowsMachine = createListMachine<ProductRow, ProductQuery>('productRows').provide({
  actors: { fetchPage: fetchProductRows },
  actions: {
    pageLoaded: sendParent((_, params: { rows: ProductRow[]; first: boolean }) => ({ type: 'ROWS_ARRIVED', first: params.first, firstSlug: params.rows[0]?.slug ?? null })),
    pageFailed: reportPageFailed,
  } as never,
});

export type FilterOptions = { categories: CategoryNode[] | null; members: CompanyMember[] | null };

/** Both lookups at once; one failing leaves its filter unavailable, not the screen. */
export const loadFilterOptions = fromPromise<FilterOptions>(async ({ signal }) => {
  const [categories, members] = await Promise.allSettled([fetchCategoryTree(signal), fetchCompanyMembers(signal)]);
  return {
    categories: categories.status === 'fulfilled' ? categories.value : null,
    members: members.status === 'fulfilled' ? members.value : null,
  };
});
