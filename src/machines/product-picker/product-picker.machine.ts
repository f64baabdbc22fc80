// The service dialogs' first step (part 2 §4: "pick product"): the company's active products, searched
// by name, a page at a time. The dialog that owns it hears the choice through the view.
import { assign, fromPromise, setup } from 'xstate';
import { fetchProductPage } from '../../api/products';
import { promotedProduct, type PromotedProduct } from '../../api/promoted-product';
import { promotionFailure } from '../../api/promotions';
import { OPTION_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../domain/limits';

export type ProductPickerInput = { sellerId: number };
export type ProductPickerContext = ProductPickerInput & {
  query: string;
  products: PromotedProduct[];
  nextCursor: string | null;
  error: string | null;
};
export type ProductPickerEvent =
  | { type: 'SEARCH_TYPED'; query: string }
  | { type: 'MORE_REQUESTED' }
  | { type: 'RETRY_CLICKED' };

type Page = { products: PromotedProduct[]; nextCursor: string | null };

/** Part 2 §8 Services: 'Failed to fetch products'. */
export const PICKER_FAILED = 'services.products-failed';

/** A page is 20 (the table's smallest size), so the picker fills a dialog at once. */
const PAGE = String(Math.max(20, OPTION_PAGE_SIZE));

export const productPickerMachine = setup({
  types: {
    context: {} as ProductPickerContext,
    events: {} as ProductPickerEvent,
    input: {} as ProductPickerInput,
  },
  actors: {
    loadProducts: fromPromise<Page, { sellerId: number; query: string; cursor: string | null }>(async ({ input, signal }) => {
      const reply = await fetchProductPage(input.sellerId, {
        isActive: 'true', perPage: PAGE, q: input.query.trim() || undefined, cursor: input.cursor ?? undefined,
      }, signal);
      return { products: reply.data.map(promotedProduct), nextCursor: reply.nextCursor };
    }),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  guards: {
    hasMore: ({ context }) => context.nextCursor !== null,
  },
  actions: {
    keepQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    showFirstPage: assign((_, params: Page) => ({ products: params.products, nextCursor: params.nextCursor, error: null })),
    appendPage: assign(({ context }, params: Page) => ({ products: [...context.products, ...params.products], nextCursor: params.nextCursor, error: null })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: promotionFailure(params.error, PICKER_FAILED) })),
    clearFailure: assign({ error: null }),
  },
}).createMachine({
  id: 'productPicker',
  context: ({ input }) => ({ ...input, query: '', products: [], nextCursor: null, error: null }),
  initial: 'loading',
  on: { SEARCH_TYPED: { target: '.typing', actions: { type: 'keepQuery', params: ({ event }) => ({ query: event.query }) } } },
  states: {
    typing: { after: { searchDebounce: 'loading' } },
    loading: {
      invoke: {
        id: 'loadProducts',
        src: 'loadProducts',
        input: ({ context }) => ({ sellerId: context.sellerId, query: context.query, cursor: null }),
        onDone: { target: 'shown', actions: { type: 'showFirstPage', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRY_CLICKED: { target: 'loading', actions: 'clearFailure' } } },
    shown: { on: { MORE_REQUESTED: { guard: 'hasMore', target: 'loadingMore' } } },
    loadingMore: {
      invoke: {
        id: 'loadMoreProducts',
        src: 'loadProducts',
        input: ({ context }) => ({ sellerId: context.sellerId, query: context.query, cursor: context.nextCursor }),
        onDone: { target: 'shown', actions: { type: 'appendPage', params: ({ event }) => event.output } },
        // The products shown stay; the error says more could not be loaded, and asking again retries.
        onError: { target: 'shown', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
