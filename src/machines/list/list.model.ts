// The generic list's model for checkModel and `npm run paths -- list`: which events each state offers.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { createListMachine } from './list.machine';

export type SampleRow = { id: number };
export type SampleFilters = { q: string };

export const machine = createListMachine<SampleRow, SampleFilters>('list');
export const input = { filters: { q: '' } };
/** Mutants no seller and no test can tell from the chart as written (`npm run mutate -- list`). */
export const equivalentMutants: Record<string, string> = {
  'context retryFrom starts at "" instead of "start"':
    'it is read only in failed (the retry\'s guard, the failed first page), and the only way into failed is keepError, which sets it',
};
type Snap = SnapshotFrom<typeof machine>;

const page = (n: number, nextCursor: string | null) => ({ rows: [{ id: n * 10 + 1 }, { id: n * 10 + 2 }], nextCursor });
const boom = new Error('500');
const common: EventObject[] = [
  lands('loading', { type: 'FILTERS_CHANGED', filters: { q: 'phone' } }, holds({ filters: { q: 'phone' }, rows: [], cursor: null })),
  lands('loading', { type: 'RELOAD_REQUESTED' }),
];

export function events(s: Snap): EventObject[] {
  if (s.matches('loading')) {
    return [
      lands('loaded', { type: 'xstate.done.actor.firstPage', output: page(1, 'c1') }, holds({ rows: page(1, 'c1').rows, cursor: 'c1' })),
      lands('exhausted', { type: 'xstate.done.actor.firstPage', output: page(1, null) }, holds({ rows: page(1, null).rows, cursor: null })),
      lands('failed', { type: 'xstate.error.actor.firstPage', error: boom }, holds({ retryFrom: 'start' })),
      ...common,
    ];
  }
  if (s.matches('loadingMore')) {
    const rows = [...s.context.rows, ...page(2, null).rows];
    return [
      lands('loaded', { type: 'xstate.done.actor.nextPage', output: page(2, 'c2') }, holds({ rows, cursor: 'c2' })),
      lands('exhausted', { type: 'xstate.done.actor.nextPage', output: page(2, null) }, holds({ rows, cursor: null })),
      lands('failed', { type: 'xstate.error.actor.nextPage', error: boom }, holds({ retryFrom: 'cursor', rows: s.context.rows })),
      ...common,
    ];
  }
  if (s.matches('loaded')) return [lands('loadingMore', { type: 'NEXT_PAGE_REQUESTED' }), ...common];
  // A failed later page is retried from its cursor, a failed first page from the start.
  if (s.matches('failed')) return [lands(s.context.retryFrom === 'cursor' ? 'loadingMore' : 'loading', { type: 'RETRY_CLICKED' }), ...common];
  return common;
}

/** Rows grow with every page: the traversal sees "some rows" as one state. */
export const serialize = (s: Snap) =>
  JSON.stringify([s.value, s.context.filters, s.context.cursor, s.context.retryFrom, Math.min(s.context.rows.length, 4), s.context.error !== null]);

/** The spec object `npm run paths -- list` and checkModel read. */
export const listModel = { machine, events, input, serialize };
