import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { fetchAttributeOptions } from '../../api/categories';
import type { AttributeOption, AttributeOptionsReply } from '../../api/schemas/categories';
import { OPTION_SEARCH_DELAY_MS } from '../../domain/limits';

export type OptionsInput = { attributeId: number };
type PageRequest = { attributeId: number; page: number; q: string };

export const fetchOptionsPage = fromPromise<AttributeOptionsReply, PageRequest>(
  ({ input, signal }) => fetchAttributeOptions(input.attributeId, input.page, input.q, signal),
);

/**
 * An attribute's option menu (part 1 §5, §9): server pages of 15, searched 500 ms after the last
 * keystroke; more pages on request; a failed page can be retried.
 */
export const attributeOptionsMachine = setup({
  types: {
    context: {} as { attributeId: number; q: string; options: AttributeOption[]; nextPage: number | null },
    events: {} as { type: 'QUERY_CHANGED'; q: string } | { type: 'MORE_REQUESTED' } | { type: 'RETRY_CLICKED' },
    input: {} as OptionsInput,
  },
  actors: { fetchOptionsPage },
  delays: { searchDelay: OPTION_SEARCH_DELAY_MS },
  guards: { hasMore: ({ context }) => context.nextPage !== null },
  actions: {
    keepQuery: assign(({ event }) => {
      assertEvent(event, 'QUERY_CHANGED');
      return { q: event.q };
    }),
    showFirstPage: assign((_, page: AttributeOptionsReply) => ({ options: page.data, nextPage: page.nextPage })),
    addPage: assign(({ context }, page: AttributeOptionsReply) => ({ options: [...context.options, ...page.data], nextPage: page.nextPage })),
  },
}).createMachine({
  id: 'attributeOptions',
  context: ({ input }) => ({ attributeId: input.attributeId, q: '', options: [], nextPage: null }),
  initial: 'loading',
  on: { QUERY_CHANGED: { target: '.waiting', reenter: true, actions: 'keepQuery' } },
  states: {
    /** Typing: the search waits until the seller pauses. */
    waiting: { after: { searchDelay: 'loading' } },
    loading: {
      invoke: {
        id: 'fetchFirst',
        src: 'fetchOptionsPage',
        input: ({ context }) => ({ attributeId: context.attributeId, page: 1, q: context.q }),
        onDone: { target: 'ready', actions: { type: 'showFirstPage', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    ready: { on: { MORE_REQUESTED: { guard: 'hasMore', target: 'loadingMore' } } },
    loadingMore: {
      invoke: {
        id: 'fetchMore',
        src: 'fetchOptionsPage',
        input: ({ context }) => ({ attributeId: context.attributeId, page: context.nextPage!, q: context.q }),
        onDone: { target: 'ready', actions: { type: 'addPage', params: ({ event }) => event.output } },
        onError: 'failed',
      },
    },
    failed: { on: { RETRY_CLICKED: 'loading' } },
  },
});
