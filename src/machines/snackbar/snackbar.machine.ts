import { assertEvent, assign, setup } from 'xstate';
import type { Notice } from '../../api/failure';
import { SNACKBAR_MS } from '../../domain/limits';

/** One message at a time; later ones wait their turn. Each stays its own duration (default 3 s). */
export const snackbarMachine = setup({
  types: {
    context: {} as { queue: Notice[]; current: Notice | null },
    events: {} as { type: 'NOTICE_POSTED'; notice: Notice } | { type: 'DISMISSED' },
  },
  delays: { noticeDuration: ({ context }) => context.current?.durationMs ?? SNACKBAR_MS },
  guards: { hasQueued: ({ context }) => context.queue.length > 0 },
  actions: {
    enqueue: assign({
      queue: ({ context, event }) => {
        assertEvent(event, 'NOTICE_POSTED');
        return [...context.queue, event.notice];
      },
    }),
    showNext: assign({ current: ({ context }) => context.queue[0] ?? null, queue: ({ context }) => context.queue.slice(1) }),
    clear: assign({ current: null }),
  },
}).createMachine({
  id: 'snackbar',
  context: { queue: [], current: null },
  initial: 'hidden',
  states: {
    hidden: {
      on: { NOTICE_POSTED: { target: 'showing', actions: ['enqueue', 'showNext'] } },
    },
    showing: {
      on: { NOTICE_POSTED: { actions: 'enqueue' }, DISMISSED: { target: 'between' } },
      after: { noticeDuration: { target: 'between' } },
    },
    // A transient hop: show the next queued notice, or hide.
    between: {
      always: [{ guard: 'hasQueued', target: 'showing', actions: 'showNext' }, { target: 'hidden', actions: 'clear' }],
    },
  },
});
