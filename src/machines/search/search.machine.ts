import { assertEvent, assign, setup } from 'xstate';
import { SEARCH_DEBOUNCE_MS } from '../../domain/limits';

/**
 * The top-bar search box: what is typed is committed 300 ms after the last keystroke
 * (`commit` is provided by the view: it writes ?q= into the route).
 */
export const searchMachine = setup({
  types: {
    context: {} as { text: string; committed: string },
    events: {} as { type: 'TYPED'; text: string } | { type: 'CLEARED' } | { type: 'ROUTE_CHANGED'; text: string },
    input: {} as { text: string },
  },
  delays: { debounce: SEARCH_DEBOUNCE_MS },
  actions: {
    commit: (_, _params: { text: string }) => {},
    followRoute: assign(({ event }) => {
      assertEvent(event, 'ROUTE_CHANGED');
      return { text: event.text, committed: event.text };
    }),
    keepText: assign(({ event }) => {
      assertEvent(event, 'TYPED');
      return { text: event.text };
    }),
    clearText: assign({ text: '', committed: '' }),
    commitText: assign(({ context }) => ({ committed: context.text.trim() })),
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => ({ text: input.text, committed: input.text }),
  initial: 'idle',
  on: {
    ROUTE_CHANGED: { target: '.idle', actions: 'followRoute' },
  },
  states: {
    idle: {
      on: {
        TYPED: { target: 'debouncing', actions: 'keepText' },
        CLEARED: { target: 'idle', actions: ['clearText', { type: 'commit', params: { text: '' } }] },
      },
    },
    debouncing: {
      on: {
        TYPED: { target: 'debouncing', reenter: true, actions: 'keepText' },
        CLEARED: { target: 'idle', actions: ['clearText', { type: 'commit', params: { text: '' } }] },
      },
      after: {
        debounce: {
          target: 'idle',
          actions: ['commitText', { type: 'commit', params: ({ context }) => ({ text: context.text.trim() }) }],
        },
      },
    },
  },
});
