// The option menu's model for checkModel and `npm run paths -- attribute-options`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { attributeOptionsMachine } from './attribute-options.machine';

type Snap = SnapshotFrom<typeof attributeOptionsMachine>;
export const input = { attributeId: 3 };
export const page = (from: number, nextPage: number | null) => ({
  data: Array.from({ length: 15 }, (_, i) => ({ id: from + i, option: `Option ${from + i}`, optionAr: `خيار ${from + i}` })), nextPage,
});

export function events(s: Snap): EventObject[] {
  const q = s.context.q ? '' : 'toy';
  const out: EventObject[] = [lands('waiting', { type: 'QUERY_CHANGED', q }, holds({ q }))];
  if (s.matches('waiting')) out.push(lands('loading', { type: 'xstate.after.searchDelay.attributeOptions.waiting' }));
  if (s.matches('loading')) {
    out.push(
      lands('ready', { type: 'xstate.done.actor.fetchFirst', output: page(1, 2) }, holds({ options: page(1, 2).data, nextPage: 2 })),
      lands('failed', { type: 'xstate.error.actor.fetchFirst', error: new Error('500') }),
    );
  }
  // The last page in, scrolling asks for nothing more.
  if (s.matches('ready')) out.push(lands(s.context.nextPage !== null ? 'loadingMore' : 'ready', { type: 'MORE_REQUESTED' }));
  if (s.matches('loadingMore')) {
    out.push(
      lands('ready', { type: 'xstate.done.actor.fetchMore', output: page(16, null) }, holds({ options: [...s.context.options, ...page(16, null).data], nextPage: null })),
      lands('failed', { type: 'xstate.error.actor.fetchMore', error: new Error('500') }),
    );
  }
  if (s.matches('failed')) out.push(lands('loading', { type: 'RETRY_CLICKED' }));
  return out;
}

export const serialize = (s: Snap) => JSON.stringify([s.value, s.context.q, s.context.options.length, s.context.nextPage]);
export const machine = attributeOptionsMachine;
export const attributeOptionsModel = { machine, events, input, serialize };
