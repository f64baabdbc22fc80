import { assertEvent, assign, sendTo, setup } from 'xstate';
import type { ProductRow } from '../../api/schemas/products';
import type { CategoryNode } from '../../api/schemas/categories';
import type { CompanyMember } from '../../api/schemas/members';
import { loadFilterOptions, productRowsMachine, type FilterOptions } from './product-list.actors';
import { defaultFilters, type ActiveFilter, type PageSize, type ProductFilters, type ProductQuery } from './product-list.filters';
import type { Notice } from '../../api/failure';
import { loadFailureNotice } from '../list/list.failure';
import { sameFilters } from '../list/list.url';
import { keepKnown } from './product-list.url';

export type ProductListInput = {
  sellerId: number;
  /** The filters of the route's query (?path=…&q=…) when the screen opens. */
  filters: ProductFilters;
  /** The route hash was #showDialog: open the details of the first row once it arrives. */
  showDialogOnLoad: boolean;
};

export type ProductListContext = {
  sellerId: number;
  filters: ProductFilters;
  categories: CategoryNode[] | null;
  members: CompanyMember[] | null;
  showDialogOnLoad: boolean;
  /** The product of the open dialog: a slug for details, a row for edit and delete. */
  dialogSlug: string | null;
  dialogRow: ProductRow | null;
  /** The wizard's product to duplicate (null: a new product). */
  wizardSlug: string | null;
};

export type ProductListEvent =
  | { type: 'CATEGORY_CHOSEN'; path: string[] }
  | { type: 'EMPLOYEES_CHOSEN'; ids: number[] }
  | { type: 'STATUS_CHOSEN'; status: ActiveFilter }
  /** The route's query changed (the top bar's ?q=, a link, Back/Forward): the list follows it. */
  | { type: 'URL_CHANGED'; filters: ProductFilters }
  | { type: 'PAGE_SIZE_CHOSEN'; perPage: PageSize }
  | { type: 'FILTERS_RESET' }
  | { type: 'NEXT_PAGE_REQUESTED' }
  | { type: 'RETRY_CLICKED' }
  | { type: 'DETAILS_OPENED'; slug: string }
  | { type: 'EDIT_OPENED'; row: ProductRow }
  | { type: 'DELETE_OPENED'; row: ProductRow }
  /** The add-product wizard; with a slug, as a duplicate of that product. */
  | { type: 'WIZARD_OPENED'; duplicateSlug: string | null }
  | { type: 'DIALOG_CLOSED' }
  | { type: 'PRODUCT_CHANGED' }
  // From the rows child:
  | { type: 'ROWS_ARRIVED'; first: boolean; firstSlug: string | null }
  | { type: 'PAGE_FAILED'; error?: unknown };

const queryOf = (context: ProductListContext): ProductQuery => ({ ...context.filters, sellerId: context.sellerId });
const pick = <T extends ProductListEvent['type']>(_type: T, event: ProductListEvent) => event as Extract<ProductListEvent, { type: T }>;

/**
 * The products screen (part 1 §2): filters, the rows (a child list machine: paging, retry, reload)
 * and which product dialog is open. Any filter change reloads the rows from page 1; so does
 * PRODUCT_CHANGED (a dialog saved or deleted), which also closes the dialog.
 */
export const productListMachine = setup({
  types: {
    context: {} as ProductListContext,
    events: {} as ProductListEvent,
    input: {} as ProductListInput,
  },
  actors: { rows: productRowsMachine, loadFilterOptions },
  actions: {
    keepFilterOptions: assign((_, options: FilterOptions) => options),
    /** A link may name a category or a member the company does not have: those filters fall back to everything. */
    dropUnknownFilters: assign(({ context }) => ({ filters: keepKnown(context.filters, context.categories, context.members) })),
    followUrl: assign(({ context, event }) => {
      assertEvent(event, 'URL_CHANGED');
      return { filters: keepKnown(event.filters, context.categories, context.members) };
    }),
    forgetDialog: assign({ dialogSlug: null, dialogRow: null, wizardSlug: null }),
    closeDetails: assign({ dialogSlug: null }),
    openWizard: assign(({ event }) => {
      assertEvent(event, 'WIZARD_OPENED');
      return { wizardSlug: event.duplicateSlug };
    }),
    openDetails: assign(({ event }) => {
      assertEvent(event, 'DETAILS_OPENED');
      return { dialogSlug: event.slug };
    }),
    openRow: assign(({ event }) => {
      assertEvent(event, ['EDIT_OPENED', 'DELETE_OPENED']);
      return { dialogRow: event.row };
    }),
    openFirstRow: assign(({ event }) => {
      assertEvent(event, 'ROWS_ARRIVED');
      return { dialogSlug: event.firstSlug };
    }),
    setFilters: assign(({ context }, patch: Partial<ProductFilters>) => ({ filters: { ...context.filters, ...patch } })),
    applyFilters: sendTo('rows', ({ context }) => ({ type: 'FILTERS_CHANGED' as const, filters: queryOf(context) })),
    reloadRows: sendTo('rows', { type: 'RELOAD_REQUESTED' as const }),
    /** Provided by the screen: the chosen filters go into the route's query (replacing the entry). */
    publishFilters: (_, _params: { filters: ProductFilters }) => {},
    forwardToRows: sendTo('rows', ({ event }) => event as { type: 'NEXT_PAGE_REQUESTED' | 'RETRY_CLICKED' }),
    forgetShowDialog: assign({ showDialogOnLoad: false }),
    /** Provided by the screen: the 'Failed to load products' snackbar. */
    notifyLoadFailed: (_, _params: { notice: Notice | null }) => {},
  },
  guards: {
    isOtherUrl: ({ context, event }) => !sameFilters(keepKnown(pick('URL_CHANGED', event).filters, context.categories, context.members), context.filters),
    namesUnknownOptions: ({ context }, options: FilterOptions) =>
      !sameFilters(keepKnown(context.filters, options.categories, options.members), context.filters),
    isFirstPage: ({ event }) => pick('ROWS_ARRIVED', event).first,
    opensFirstRowDetails: ({ context, event }) => {
      const e = pick('ROWS_ARRIVED', event);
      return context.showDialogOnLoad && e.first && e.firstSlug !== null;
    },
  },
}).createMachine({
  id: 'productList',
  context: ({ input }) => ({
    sellerId: input.sellerId,
    filters: input.filters,
    categories: null,
    members: null,
    showDialogOnLoad: input.showDialogOnLoad,
    dialogSlug: null,
    dialogRow: null,
    wizardSlug: null,
  }),
  invoke: { id: 'rows', src: 'rows', input: ({ context }) => ({ filters: queryOf(context) }) },
  entry: 'reloadRows',
  type: 'parallel',
  on: {
    // A filter chosen on the screen reloads the rows and goes into the URL.
    CATEGORY_CHOSEN: { actions: [{ type: 'setFilters', params: ({ event }) => ({ path: event.path }) }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    EMPLOYEES_CHOSEN: { actions: [{ type: 'setFilters', params: ({ event }) => ({ usersIds: event.ids }) }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    STATUS_CHOSEN: { actions: [{ type: 'setFilters', params: ({ event }) => ({ status: event.status }) }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    PAGE_SIZE_CHOSEN: { actions: [{ type: 'setFilters', params: ({ event }) => ({ perPage: event.perPage }) }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    // The URL's own change (it already says these filters): the rows follow, nothing is written back.
    URL_CHANGED: { guard: 'isOtherUrl', actions: ['followUrl', 'applyFilters'] },
    // Reset clears the filters bar; the search belongs to the top bar and the page size is a preference.
    FILTERS_RESET: { actions: [{ type: 'setFilters', params: { path: [], usersIds: [], status: defaultFilters().status } }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    NEXT_PAGE_REQUESTED: { actions: 'forwardToRows' },
    RETRY_CLICKED: { actions: 'forwardToRows' },
    PAGE_FAILED: { actions: { type: 'notifyLoadFailed', params: ({ event }) => ({ notice: loadFailureNotice(event.error, 'products-list:failed') }) } },
    ROWS_ARRIVED: { guard: 'isFirstPage', actions: 'forgetShowDialog' },
  },
  states: {
    options: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadFilterOptions',
            src: 'loadFilterOptions',
            onDone: [
              // A linked category or member the company does not have is dropped, from the list and the URL.
              {
                guard: { type: 'namesUnknownOptions', params: ({ event }) => event.output },
                target: 'ready',
                actions: [{ type: 'keepFilterOptions', params: ({ event }) => event.output }, 'dropUnknownFilters', 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }],
              },
              { target: 'ready', actions: { type: 'keepFilterOptions', params: ({ event }) => event.output } },
            ],
          },
        },
        /** Each lookup that failed stays null: its filter is shown unavailable. */
        ready: {},
      },
    },
    dialog: {
      initial: 'closed',
      on: {
        PRODUCT_CHANGED: { target: '.closed', actions: 'reloadRows' },
      },
      states: {
        closed: {
          entry: 'forgetDialog',
          on: {
            WIZARD_OPENED: { target: 'wizard', actions: 'openWizard' },
            DETAILS_OPENED: { target: 'details', actions: 'openDetails' },
            EDIT_OPENED: { target: 'editing', actions: 'openRow' },
            DELETE_OPENED: { target: 'deleting', actions: 'openRow' },
            ROWS_ARRIVED: {
              guard: 'opensFirstRowDetails',
              target: 'details',
              actions: ['openFirstRow', 'forgetShowDialog'],
            },
          },
        },
        details: {
          on: {
            DIALOG_CLOSED: 'closed',
            // The details dialog offers edit and delete when the row allows them.
            EDIT_OPENED: { target: 'editing', actions: ['closeDetails', 'openRow'] },
            DELETE_OPENED: { target: 'deleting', actions: ['closeDetails', 'openRow'] },
            // Duplicate from the details dialog.
            WIZARD_OPENED: { target: 'wizard', actions: ['closeDetails', 'openWizard'] },
          },
        },
        editing: { on: { DIALOG_CLOSED: 'closed' } },
        deleting: { on: { DIALOG_CLOSED: 'closed' } },
        /** The add-product wizard (its own machine); a save sends PRODUCT_CHANGED. */
        wizard: { on: { DIALOG_CLOSED: 'closed' } },
      },
    },
  },
});
