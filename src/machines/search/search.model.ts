// The top-bar search's model for checkModel and `npm run paths -- search`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { searchMachine } from './search.machine';

type Snap = SnapshotFrom<typeof searchMachine>;

export function events(s: Snap): EventObject[] {
  const text = s.context.text === '' ? 'car' : s.context.text === 'car' ? 'cars' : 'car';
  return [
    lands('debouncing', { type: 'TYPED', text }, holds({ text, committed: s.context.committed })),
    lands('idle', { type: 'CLEARED' }, holds({ text: '', committed: '' })),
    lands('idle', { type: 'ROUTE_CHANGED', text: 'phone' }, holds({ text: 'phone', committed: 'phone' })),
    ...(s.matches('debouncing') ? [lands('idle', { type: 'xstate.after.debounce.search.debouncing' }, holds({ committed: s.context.text.trim() }))] : []),
  ];
}

export const machine = searchMachine;
export const searchModel = { machine, input: { text: '' }, events };
