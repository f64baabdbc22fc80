import { assertEvent, assign, fromPromise, setup } from 'xstate';

/** One keyset page as every list endpoint answers it: rows plus the cursor of the next page (null on the last). */
export type Page<Row> = { rows: Row[]; nextCursor: string | null };
export type PageRequest<Filters> = { filters: Filters; cursor: string | null };

export type ListContext<Row, Filters> = {
  rows: Row[];
  /** Cursor of the next page; null before the first page and after the last. */
  cursor: string | null;
  filters: Filters;
  /** The failure of the last page request (cleared by the next request). */
  error: unknown;
  /** Where RETRY_CLICKED starts again: page 1, or the cursor of the page that failed. */
  retryFrom: RetryFrom;
};
export type RetryFrom = 'start' | 'cursor';

export type ListEvent<Filters> =
  | { type: 'FILTERS_CHANGED'; filters: Filters }
  | { type: 'NEXT_PAGE_REQUESTED' }
  | { type: 'RELOAD_REQUESTED' }
  | { type: 'RETRY_CLICKED' };

/**
 * A generic infinite list over keyset pages (products, requests, employees, overview).
 * `fetchPage` is the only side effect; `pageLoaded` / `pageFailed` are hooks a parent provides
 * (the products screen uses them for #showDialog and the 'Failed to load' snackbar).
 */
export function createListMachine<Row, Filters>(id = 'list') {
  return setup({
    types: {
      context: {} as ListContext<Row, Filters>,
      events: {} as ListEvent<Filters>,
      input: {} as { filters: Filters },
    },
    actors: {
      fetchPage: fromPromise<Page<Row>, PageRequest<Filters>>(async () => {
        throw new Error('fetchPage is provided by the screen');
      }),
    },
    actions: {
      /** New filters mean another result set: the old rows go. */
      startOver: assign(({ event }) => {
        assertEvent(event, 'FILTERS_CHANGED');
        return { filters: event.filters, rows: [], cursor: null };
      }),
      clearError: assign({ error: null }),
      replaceRows: assign((_, page: Page<Row>) => ({ rows: page.rows, cursor: page.nextCursor })),
      appendRows: assign(({ context }, page: Page<Row>) => ({ rows: [...context.rows, ...page.rows], cursor: page.nextCursor })),
      keepError: assign((_, params: { error: unknown; retryFrom: RetryFrom }) => params),
      // Hooks for a parent; no-ops here.
      pageLoaded: (_, _params: { rows: Row[]; first: boolean }) => {},
      pageFailed: (_, _params: { error: unknown }) => {},
    },
    guards: {
      hasMorePages: (_, params: { nextCursor: string | null }) => params.nextCursor !== null,
      failedPastFirstPage: ({ context }) => context.retryFrom === 'cursor',
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ rows: [], cursor: null, filters: input.filters, error: null, retryFrom: 'start' }),
    initial: 'idle',
    // From anywhere: new filters mean another result set (old rows go), a reload keeps rows until page 1 replaces them.
    on: {
      FILTERS_CHANGED: { target: '.loading', reenter: true, actions: 'startOver' },
      RELOAD_REQUESTED: { target: '.loading', reenter: true },
    },
    states: {
      idle: {},
      loading: {
        entry: 'clearError',
        invoke: {
          id: 'firstPage',
          src: 'fetchPage',
          input: ({ context }) => ({ filters: context.filters, cursor: null }),
          onDone: [
            {
              guard: { type: 'hasMorePages', params: ({ event }) => ({ nextCursor: event.output.nextCursor }) },
              target: 'loaded',
              actions: [{ type: 'replaceRows', params: ({ event }) => event.output }, { type: 'pageLoaded', params: ({ event }) => ({ rows: event.output.rows, first: true }) }],
            },
            { target: 'exhausted', actions: [{ type: 'replaceRows', params: ({ event }) => event.output }, { type: 'pageLoaded', params: ({ event }) => ({ rows: event.output.rows, first: true }) }] },
          ],
          onError: {
            target: 'failed',
            actions: [{ type: 'keepError', params: ({ event }) => ({ error: event.error, retryFrom: 'start' as const }) }, { type: 'pageFailed', params: ({ event }) => ({ error: event.error }) }],
          },
        },
      },
      loadingMore: {
        entry: 'clearError',
        invoke: {
          id: 'nextPage',
          src: 'fetchPage',
          input: ({ context }) => ({ filters: context.filters, cursor: context.cursor }),
          onDone: [
            {
              guard: { type: 'hasMorePages', params: ({ event }) => ({ nextCursor: event.output.nextCursor }) },
              target: 'loaded',
              actions: [{ type: 'appendRows', params: ({ event }) => event.output }, { type: 'pageLoaded', params: ({ event }) => ({ rows: event.output.rows, first: false }) }],
            },
            { target: 'exhausted', actions: [{ type: 'appendRows', params: ({ event }) => event.output }, { type: 'pageLoaded', params: ({ event }) => ({ rows: event.output.rows, first: false }) }] },
          ],
          onError: {
            target: 'failed',
            actions: [{ type: 'keepError', params: ({ event }) => ({ error: event.error, retryFrom: 'cursor' as const }) }, { type: 'pageFailed', params: ({ event }) => ({ error: event.error }) }],
          },
        },
      },
      loaded: {
        on: { NEXT_PAGE_REQUESTED: 'loadingMore' },
      },
      /** The last page is in: scrolling further asks for nothing. */
      exhausted: {},
      failed: {
        on: {
          // A failed later page is retried from its cursor; a failed first page from the start.
          RETRY_CLICKED: [{ guard: 'failedPastFirstPage', target: 'loadingMore' }, { target: 'loading' }],
        },
      },
    },
  });
}
