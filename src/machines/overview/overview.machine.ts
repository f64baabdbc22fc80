// The overview (route /, part 1 §2 Overview, §9): four figure cards, the last-added products table
// (8 rows a page, filtered by the top bar's ?q=), the newest requests and the chats. Each card loads,
// shows, is empty or fails with its own retry in its own region, so one failing card blanks no other;
// the chats card is the chat contacts machine (live from the event stream), run here as a child.
import { assign, fromPromise, setup } from 'xstate';
import { fetchOverviewFigures } from '../../api/overview';
import { sharedFailureMessage } from '../../api/client';
import { fetchProductPage } from '../../api/products';
import { fetchRequestPage } from '../../api/requests';
import type { ProductListReply, ProductRow } from '../../api/schemas/products';
import type { RequestRow } from '../../api/schemas/requests';
import type { OverviewReply } from '../../api/schemas/statistics';
import { OVERVIEW_REQUESTS_FETCHED, OVERVIEW_TABLE_ROWS } from '../../domain/limits';
import { chatContactsMachine } from '../chat-contacts/chat-contacts.machine';
import type { StreamHost } from '../event-stream/live-events';

export type OverviewInput = { sellerId: number; q: string; host: StreamHost | null };

export type OverviewContext = OverviewInput & {
  figures: OverviewReply | null;
  figuresError: string | null;
  /** The pages of the last-added products read so far (newest first), and where the next begins. */
  products: ProductRow[];
  productsCursor: string | null;
  /** The table's page, from 0 (OVERVIEW_TABLE_ROWS rows each). */
  page: number;
  productsError: string | null;
  requests: RequestRow[];
  requestsError: string | null;
  /** The product of the open dialog: a slug for details, a row for edit and delete. */
  dialogSlug: string | null;
  dialogRow: ProductRow | null;
};

export type OverviewEvent =
  | { type: 'FIGURES_RETRIED' }
  | { type: 'PRODUCTS_RETRIED' }
  | { type: 'REQUESTS_RETRIED' }
  | { type: 'NEXT_PAGE' }
  | { type: 'PREVIOUS_PAGE' }
  /** The top bar's ?q= changed. */
  | { type: 'SEARCH_CHANGED'; q: string }
  | { type: 'DETAILS_OPENED'; slug: string }
  | { type: 'EDIT_OPENED'; row: ProductRow }
  | { type: 'DELETE_OPENED'; row: ProductRow }
  | { type: 'DIALOG_CLOSED' }
  /** A product was edited or deleted from its dialog. */
  | { type: 'PRODUCT_CHANGED' };

export const FIGURES_FAILED = 'overview.figures.failed';
export const PRODUCTS_FAILED = 'overview.products.failed';
export const REQUESTS_FAILED = 'overview.requests.failed';

/** A card's failure: the shared words for a network or server failure, else the card's own. */
const failure = (error: unknown, fallback: string) => sharedFailureMessage(error) ?? fallback;

export const overviewMachine = setup({
  types: {
    context: {} as OverviewContext,
    events: {} as OverviewEvent,
    input: {} as OverviewInput,
  },
  actors: {
    loadFigures: fromPromise<OverviewReply>(({ signal }) => fetchOverviewFigures(signal)),
    loadProducts: fromPromise<ProductListReply, { sellerId: number; q: string; cursor: string | null }>(({ input, signal }) =>
      fetchProductPage(input.sellerId, { q: input.q || undefined, cursor: input.cursor ?? undefined }, signal)),
    // The card fetches the newest six (the contract allows the overview's sizes) and shows five.
    loadRequests: fromPromise<RequestRow[]>(({ signal }) => fetchRequestPage({ perPage: String(OVERVIEW_REQUESTS_FETCHED) }, signal)
      .then((reply) => reply.data.slice(0, OVERVIEW_REQUESTS_FETCHED))),
    chatContacts: chatContactsMachine,
  },
  guards: {
    // The next page is all read, or it is the last one (its rows are all the list has left).
    nextPageRead: ({ context }) => (context.page + 2) * OVERVIEW_TABLE_ROWS <= context.products.length
      || (context.productsCursor === null && (context.page + 1) * OVERVIEW_TABLE_ROWS < context.products.length),
    morePagesToRead: ({ context }) => context.productsCursor !== null,
    notFirstPage: ({ context }) => context.page > 0,
  },
  actions: {
    keepFigures: assign((_, figures: OverviewReply) => ({ figures, figuresError: null })),
    figuresFailed: assign((_, params: { error: unknown }) => ({ figuresError: failure(params.error, FIGURES_FAILED) })),
    forgetProducts: assign({ products: [], productsCursor: null, page: 0, productsError: null }),
    keepFirstPage: assign((_, reply: ProductListReply) => ({ products: reply.data, productsCursor: reply.nextCursor, productsError: null })),
    keepNextPage: assign(({ context }, reply: ProductListReply) => ({
      products: [...context.products, ...reply.data], productsCursor: reply.nextCursor, page: context.page + 1, productsError: null,
    })),
    productsFailed: assign((_, params: { error: unknown }) => ({ productsError: failure(params.error, PRODUCTS_FAILED) })),
    clearProductsFailure: assign({ productsError: null }),
    turnForward: assign({ page: ({ context }) => context.page + 1 }),
    turnBack: assign({ page: ({ context }) => context.page - 1 }),
    keepSearch: assign((_, params: { q: string }) => ({ q: params.q })),
    keepRequests: assign((_, requests: RequestRow[]) => ({ requests, requestsError: null })),
    requestsFailed: assign((_, params: { error: unknown }) => ({ requestsError: failure(params.error, REQUESTS_FAILED) })),
    openDetails: assign((_, params: { slug: string }) => ({ dialogSlug: params.slug, dialogRow: null })),
    openRow: assign((_, params: { row: ProductRow }) => ({ dialogSlug: null, dialogRow: params.row })),
    forgetDialog: assign({ dialogSlug: null, dialogRow: null }),
  },
}).createMachine({
  id: 'overview',
  context: ({ input }) => ({
    ...input, figures: null, figuresError: null, products: [], productsCursor: null, page: 0, productsError: null,
    requests: [], requestsError: null, dialogSlug: null, dialogRow: null,
  }),
  invoke: { id: 'chats', src: 'chatContacts', input: ({ context }) => ({ employeeId: null, host: context.host }) },
  type: 'parallel',
  states: {
    figures: {
      initial: 'loading',
      // A product edited or deleted changes the count.
      on: { PRODUCT_CHANGED: '.loading' },
      states: {
        loading: {
          invoke: {
            id: 'loadFigures',
            src: 'loadFigures',
            onDone: { target: 'shown', actions: { type: 'keepFigures', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'figuresFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        shown: {},
        failed: { on: { FIGURES_RETRIED: 'loading' } },
      },
    },
    products: {
      initial: 'loading',
      on: {
        SEARCH_CHANGED: { target: '.loading', actions: { type: 'keepSearch', params: ({ event }) => ({ q: event.q }) } },
        PRODUCT_CHANGED: '.loading',
      },
      states: {
        loading: {
          entry: 'forgetProducts',
          invoke: {
            id: 'loadProducts',
            src: 'loadProducts',
            input: ({ context }) => ({ sellerId: context.sellerId, q: context.q, cursor: null }),
            onDone: [
              { guard: ({ event }) => event.output.data.length === 0, target: 'empty' },
              { target: 'shown', actions: { type: 'keepFirstPage', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'productsFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        empty: {},
        failed: { on: { PRODUCTS_RETRIED: 'loading' } },
        shown: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                NEXT_PAGE: [
                  { guard: 'nextPageRead', actions: 'turnForward' },
                  { guard: 'morePagesToRead', target: 'loadingMore' },
                ],
                PREVIOUS_PAGE: { guard: 'notFirstPage', actions: 'turnBack' },
              },
            },
            loadingMore: {
              invoke: {
                id: 'loadMoreProducts',
                src: 'loadProducts',
                input: ({ context }) => ({ sellerId: context.sellerId, q: context.q, cursor: context.productsCursor }),
                onDone: { target: 'idle', actions: { type: 'keepNextPage', params: ({ event }) => event.output } },
                onError: { target: 'moreFailed', actions: { type: 'productsFailed', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            // The pages read stay; the next one is asked for again.
            moreFailed: {
              on: {
                PRODUCTS_RETRIED: { target: 'loadingMore', actions: 'clearProductsFailure' },
                PREVIOUS_PAGE: { guard: 'notFirstPage', target: 'idle', actions: ['clearProductsFailure', 'turnBack'] },
              },
            },
          },
        },
      },
    },
    requests: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadRequests',
            src: 'loadRequests',
            onDone: [
              { guard: ({ event }) => event.output.length === 0, target: 'empty' },
              { target: 'shown', actions: { type: 'keepRequests', params: ({ event }) => event.output } },
            ],
            onError: { target: 'failed', actions: { type: 'requestsFailed', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        empty: {},
        shown: {},
        failed: { on: { REQUESTS_RETRIED: 'loading' } },
      },
    },
    dialog: {
      initial: 'closed',
      on: { PRODUCT_CHANGED: '.closed' },
      states: {
        closed: {
          entry: 'forgetDialog',
          on: {
            DETAILS_OPENED: { target: 'details', actions: { type: 'openDetails', params: ({ event }) => ({ slug: event.slug }) } },
          },
        },
        details: {
          on: {
            DIALOG_CLOSED: 'closed',
            // The details dialog offers edit and delete when the product allows them.
            EDIT_OPENED: { target: 'editing', actions: { type: 'openRow', params: ({ event }) => ({ row: event.row }) } },
            DELETE_OPENED: { target: 'deleting', actions: { type: 'openRow', params: ({ event }) => ({ row: event.row }) } },
          },
        },
        editing: { on: { DIALOG_CLOSED: 'closed' } },
        deleting: { on: { DIALOG_CLOSED: 'closed' } },
      },
    },
  },
});
