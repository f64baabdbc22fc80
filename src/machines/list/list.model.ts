// The generic list's model for checkModel and `npm run paths -- list`: which events each state offers.
import type { EventObject, SnapshotFrom } from 'xstate';
import { createListMachine } from './list.machine';

export type SampleRow = { id: number };
export type SampleFilters = { q: string };

export const machine = createListMachine<SampleRow, SampleFilters>('list');
export const input = { filters: { q: '' } };
type Snap = SnapshotFrom<typeof machine>;

const page = (n: number, nextCursor: string | null) => ({ rows: [{ id: n * 10 + 1 }, { id: n * 10 + 2 }], nextCursor });
const boom = new Error('500');
const common: EventObject[] = [
  { type: 'FILTERS_CHANGED', filters: { q: 'phone' } } as EventObject,
  { type: 'RELOAD_REQUESTED' },
];

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      { type: 'xstate.done.actor.firstPage', output: page(1, 'c1') } as EventObject,
      { type: 'xstate.done.actor.firstPage', output: page(1, null) } as EventObject,
      { type: 'xstate.error.actor.firstPage', error: boom } as EventObject,
      ...common,
    ];
  }
  if (s.matches('loadingMore')) {
    return [
      { type: 'xstate.done.actor.nextPage', output: page(2, 'c2') } as EventObject,
      { type: 'xstate.done.actor.nextPage', output: page(2, null) } as EventObject,
      { type: 'xstate.error.actor.nextPage', error: boom } as EventObject,
      ...common,
    ];
  }
  if (s.matches('loaded')) return [{ type: 'NEXT_PAGE_REQUESTED' }, ...common];
  if (s.matches('failed')) return [{ type: 'RETRY_CLICKED' }, ...common];
  return common;
}

/** Rows grow with every page: the traversal sees "some rows" as one state. */
export const serialize = (s: Snap) =>
  JSON.stringify([s.value, s.context.filters, s.context.cursor, s.context.retryFrom, Math.min(s.context.rows.length, 4), s.context.error !== null]);

/** The spec object `npm run paths -- list` and checkModel read. */
export const listModel = { machine, events, input, serialize };
