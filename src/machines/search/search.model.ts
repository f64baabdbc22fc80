import type { SnapshotFrom } from 'xstate';
import { searchMachine } from './search.machine';

type Snap = SnapshotFrom<typeof searchMachine>;

export const searchModel = {
  machine: searchMachine,
  input: { text: '' },
  events: (snapshot: Snap) => [
    { type: 'TYPED' as const, text: snapshot.context.text === '' ? 'car' : snapshot.context.text === 'car' ? 'cars' : 'car' },
    { type: 'CLEARED' as const },
    { type: 'ROUTE_CHANGED' as const, text: 'phone' },
    ...(snapshot.matches('debouncing') ? [{ type: 'xstate.after.debounce.search.debouncing' } as never] : []),
  ],
};
