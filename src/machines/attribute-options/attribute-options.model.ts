// The option menu's model for checkModel and `npm run paths -- attribute-options`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { attributeOptionsMachine } from './attribute-options.machine';

type Snap = SnapshotFrom<typeof attributeOptionsMachine>;
export const input = { attributeId: 3 };
export const page = (from: number, nextPage: number | null) => ({
  data: Array.from({ length: 15 }, (_, i) => ({ id: from + i, option: `Option ${from + i}`, optionAr: `خيار ${from + i}` })), nextPage,
});

export function events(s: Snap): EventObject[] {
  const out: EventObject[] = [{ type: 'QUERY_CHANGED', q: s.context.q ? '' : 'toy' } as EventObject];
  if (s.matches('waiting')) out.push({ type: 'xstate.after.searchDelay.attributeOptions.waiting' });
  if (s.matches('loading')) {
    out.push({ type: 'xstate.done.actor.fetchFirst', output: page(1, 2) } as EventObject, { type: 'xstate.error.actor.fetchFirst', error: new Error('500') } as EventObject);
  }
  if (s.matches('ready')) out.push({ type: 'MORE_REQUESTED' });
  if (s.matches('loadingMore')) {
    out.push({ type: 'xstate.done.actor.fetchMore', output: page(16, null) } as EventObject, { type: 'xstate.error.actor.fetchMore', error: new Error('500') } as EventObject);
  }
  if (s.matches('failed')) out.push({ type: 'RETRY_CLICKED' });
  return out;
}

export const serialize = (s: Snap) => JSON.stringify([s.value, s.context.q, s.context.options.length, s.context.nextPage]);
export const machine = attributeOptionsMachine;
export const attributeOptionsModel = { machine, events, input, serialize };
