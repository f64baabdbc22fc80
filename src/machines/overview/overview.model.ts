// The overview's model for checkModel and `npm run paths -- overview`. The cards are parallel
// regions; to keep the walk small, each region's events are offered once the regions before it have
// settled (figures, then requests, then the products table, then its dialogs).
import type { EventObject, SnapshotFrom } from 'xstate';
import type { ProductListReply, ProductRow } from '../../api/schemas/products';
import type { RequestRow } from '../../api/schemas/requests';
import type { OverviewReply } from '../../api/schemas/statistics';
import { httpError, networkError } from '../session/session.fixtures';
import { sampleRow as sampleRequest } from '../request-list/request-list.model';
import { sampleRow as sampleProduct } from '../product-edit/product-edit.fixtures';
import { holds, lands, stays } from '../test/model';
import { FIGURES_FAILED, overviewMachine, PRODUCTS_FAILED, REQUESTS_FAILED, type OverviewInput } from './overview.machine';

export const machine = overviewMachine;
export const input: OverviewInput = { sellerId: 3, q: '', host: null };
type Snap = SnapshotFrom<typeof overviewMachine>;

/** Mutants no test can tell apart from the chart as written, and why. */
export const equivalentMutants: Record<string, string> = {
  'context productsCursor starts at 0 instead of null':
    'the products region starts in loading, whose entry (forgetProducts) sets productsCursor to null before anything reads it',
  'context page starts at 1 instead of 0':
    'the products region starts in loading, whose entry (forgetProducts) sets page to 0 before anything reads it',
  'context productsError starts at 0 instead of null':
    'the products region starts in loading, whose entry (forgetProducts) sets productsError to null before anything reads it',
  'context dialogSlug starts at 0 instead of null':
    'the dialog region starts in closed, whose entry (forgetDialog) sets dialogSlug to null before anything reads it',
  'context dialogRow starts at 0 instead of null':
    'the dialog region starts in closed, whose entry (forgetDialog) sets dialogRow to null before anything reads it',
};

export const figures: OverviewReply = {
  totalProducts: { number: 42 }, totalPurchaseRequests: { number: 9 }, totalBarterRequests: { number: 4 },
  totalSalesRequests: { number: 6 }, totalBarteringRequests: { number: 2 }, roas: { value: 3.5 },
};
const product = (id: number): ProductRow => ({ ...sampleProduct, id, num: id, slug: `product-${id}`, name: `Product ${id}` });
/**
 * A server page of 20 and a last one of 6: the table's pages 1 and 2 are read at once, its third needs
 * the next server page, and its fourth holds the last 2 rows.
 */
export const firstPage: ProductListReply = { data: Array.from({ length: 20 }, (_, i) => product(i + 1)), nextCursor: 'c1' };
export const lastPage: ProductListReply = { data: Array.from({ length: 6 }, (_, i) => product(i + 21)), nextCursor: null };
/**
 * A search for 'lamp' answered 8 at a time (the contract allows the overview's 8): the table's first
 * page is all that was read, so its next page is asked for from page 1 of the table, and a failure
 * there leaves the seller on the first page.
 */
export const SEARCH = 'lamp';
export const searchPage: ProductListReply = { data: Array.from({ length: 8 }, (_, i) => product(i + 101)), nextCursor: 's1' };
export const searchLastPage: ProductListReply = { data: Array.from({ length: 3 }, (_, i) => product(i + 109)), nextCursor: null };
/** The model's server: the pages a list is read in, for the table's search. */
const pagesFor = (q: string) => (q === '' ? [firstPage, lastPage] : [searchPage, searchLastPage]);
const empty: ProductListReply = { data: [], nextCursor: null };
export const requests: RequestRow[] = [sampleRequest, { ...sampleRequest, id: 8, num: 13 }];

const REGIONS = ['figures', 'products', 'requests', 'dialog'] as const;
type Region = (typeof REGIONS)[number];
/** The state key after an event: each region where it is unless `moves` says where it goes. */
function key(s: Snap, moves: Partial<Record<Region, string>>): string {
  const value = s.value as Record<Region, string | Record<string, string>>;
  const now = (region: Region) => {
    const v = value[region];
    return typeof v === 'string' ? v : Object.entries(v).map(([k, child]) => `${k}.${child}`)[0];
  };
  return REGIONS.map((region) => `${region}.${moves[region] ?? now(region)}`).join('|');
}

const figuresEvents = (s: Snap): EventObject[] => {
  if (s.matches({ figures: 'loading' })) {
    return [
      lands(key(s, { figures: 'shown' }), { type: 'xstate.done.actor.loadFigures', output: figures }, holds({ figures, figuresError: null })),
      lands(key(s, { figures: 'failed' }), { type: 'xstate.error.actor.loadFigures', error: networkError() }, holds({ figuresError: FIGURES_FAILED })),
      lands(key(s, { figures: 'failed' }), { type: 'xstate.error.actor.loadFigures', error: httpError(500) }, holds({ figuresError: 'errors.server' })),
    ];
  }
  if (s.matches({ figures: 'failed' })) return [lands(key(s, { figures: 'loading' }), { type: 'FIGURES_RETRIED' })];
  return [];
};

const requestEvents = (s: Snap): EventObject[] => {
  if (s.matches({ requests: 'loading' })) {
    return [
      lands(key(s, { requests: 'shown' }), { type: 'xstate.done.actor.loadRequests', output: requests }, holds({ requests, requestsError: null })),
      lands(key(s, { requests: 'empty' }), { type: 'xstate.done.actor.loadRequests', output: [] }, holds({ requests: [] })),
      lands(key(s, { requests: 'failed' }), { type: 'xstate.error.actor.loadRequests', error: networkError() }, holds({ requestsError: REQUESTS_FAILED })),
    ];
  }
  if (s.matches({ requests: 'failed' })) return [lands(key(s, { requests: 'loading' }), { type: 'REQUESTS_RETRIED' })];
  return [];
};

const productEvents = (s: Snap): EventObject[] => {
  const { page, q, products, productsCursor } = s.context;
  const [first, next] = pagesFor(q);
  // The search itself is walked from every state of the unfiltered table; a search's table changes nothing more.
  const search = q === '' ? [lands(key(s, { products: 'loading' }), { type: 'SEARCH_CHANGED', q: SEARCH }, holds({ q: SEARCH, products: [], productsCursor: null, page: 0, productsError: null }))] : [];
  // Back from the first page does nothing; from another, the page before shows and a failure is forgotten.
  const back = page > 0
    ? lands(key(s, { products: 'shown.idle' }), { type: 'PREVIOUS_PAGE' }, holds({ page: page - 1, productsError: null, products }))
    : stays(s, { type: 'PREVIOUS_PAGE' }, holds({ page: 0, productsError: s.context.productsError }) as never);
  if (s.matches({ products: 'loading' })) {
    return [
      lands(key(s, { products: 'shown.idle' }), { type: 'xstate.done.actor.loadProducts', output: first }, holds({ products: first.data, productsCursor: first.nextCursor, page: 0, productsError: null })),
      lands(key(s, { products: 'empty' }), { type: 'xstate.done.actor.loadProducts', output: empty }, holds({ q, products: [] })),
      ...(q === '' ? [lands(key(s, { products: 'failed' }), { type: 'xstate.error.actor.loadProducts', error: networkError() }, holds({ productsError: PRODUCTS_FAILED, products: [] }))] : []),
      ...search,
    ];
  }
  if (s.matches({ products: 'failed' })) return [lands(key(s, { products: 'loading' }), { type: 'PRODUCTS_RETRIED' }, holds({ productsError: null })), ...search];
  if (s.matches({ products: 'empty' })) return search;
  if (s.matches({ products: { shown: 'loadingMore' } })) {
    // The model's server has two pages: the answer for the first page's cursor ends the list.
    if (productsCursor !== first.nextCursor) return search;
    return [
      lands(key(s, { products: 'shown.idle' }), { type: 'xstate.done.actor.loadMoreProducts', output: next },
        holds({ products: [...first.data, ...next.data], productsCursor: null, page: page + 1, productsError: null })),
      lands(key(s, { products: 'shown.moreFailed' }), { type: 'xstate.error.actor.loadMoreProducts', error: networkError() },
        holds({ productsError: PRODUCTS_FAILED, products, productsCursor, page })),
      ...search,
    ];
  }
  if (s.matches({ products: { shown: 'moreFailed' } })) {
    return [lands(key(s, { products: 'shown.loadingMore' }), { type: 'PRODUCTS_RETRIED' }, holds({ productsError: null, products, page })), back, ...search];
  }
  // shown.idle: a page already read turns at once; past the rows read, the next server page is asked
  // for; at the end of the list, next does nothing.
  const events: EventObject[] = [...search, back];
  if ((page + 2) * 8 <= products.length || (productsCursor === null && (page + 1) * 8 < products.length)) events.push(lands(key(s, {}), { type: 'NEXT_PAGE' }, holds({ page: page + 1 })));
  else if (productsCursor !== null) events.push(lands(key(s, { products: 'shown.loadingMore' }), { type: 'NEXT_PAGE' }, holds({ page, products })));
  else events.push(stays(s, { type: 'NEXT_PAGE' }, holds({ page }) as never));
  return events;
};

const dialogEvents = (s: Snap): EventObject[] => {
  const row = firstPage.data[0];
  const changed = lands(key(s, { figures: 'loading', products: 'loading', dialog: 'closed' }), { type: 'PRODUCT_CHANGED' },
    holds({ dialogSlug: null, dialogRow: null, products: [], page: 0 }));
  if (s.matches({ dialog: 'closed' })) return [lands(key(s, { dialog: 'details' }), { type: 'DETAILS_OPENED', slug: row.slug }, holds({ dialogSlug: row.slug }))];
  if (s.matches({ dialog: 'details' })) {
    return [
      lands(key(s, { dialog: 'closed' }), { type: 'DIALOG_CLOSED' }, holds({ dialogSlug: null })),
      lands(key(s, { dialog: 'editing' }), { type: 'EDIT_OPENED', row }, holds({ dialogSlug: null, dialogRow: row })),
      lands(key(s, { dialog: 'deleting' }), { type: 'DELETE_OPENED', row }, holds({ dialogSlug: null, dialogRow: row })),
    ];
  }
  return [lands(key(s, { dialog: 'closed' }), { type: 'DIALOG_CLOSED' }, holds({ dialogRow: null })), changed];
};

export function events(s: Snap): EventObject[] {
  const atStart = s.matches({ products: 'loading', requests: 'loading', dialog: 'closed' }) && s.context.q === '';
  if (!s.matches({ figures: 'shown' })) return atStart ? figuresEvents(s) : [];
  if (!s.matches({ requests: 'shown' })) return s.matches({ products: 'loading' }) && s.context.q === '' ? requestEvents(s) : [];
  if (!s.matches({ dialog: 'closed' }) || (s.matches({ products: { shown: 'idle' } }) && s.context.page === 0 && s.context.q === '')) {
    // The dialogs open from the table's first page; while one is open the table waits.
    return s.matches({ dialog: 'closed' }) ? [...productEvents(s), ...dialogEvents(s)] : dialogEvents(s);
  }
  return productEvents(s);
}

/**
 * A state for the walk: where each region is and what the context holds, rows by id (each row is one of
 * the fixtures'), so comparing states does not print every row again.
 */
export const serialize = (s: Snap) => {
  const { products, requests, dialogRow, host: _host, ...rest } = s.context;
  return JSON.stringify([s.value, rest, products.map((p) => p.id), requests.map((r) => r.id), dialogRow?.id ?? null]);
};

/** The walk has about a hundred states; a chart that keeps growing its rows (a mutant) stops here instead of filling memory. */
export const limit = 1_000;

export const model = { machine, events, input, serialize, limit };
