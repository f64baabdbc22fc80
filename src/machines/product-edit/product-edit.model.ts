// The edit dialog's model for checkModel and `npm run paths -- product-edit`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { productEditMachine } from './product-edit.machine';
import { sampleRow } from './product-edit.fixtures';

export const machine = productEditMachine;
export const input = { row: sampleRow };
type Snap = SnapshotFrom<typeof productEditMachine>;

/** Empty, zero and a good price (typed with stray characters and one decimal too many). */
export const TYPED_PRICES = ['', '0', 'KD 12.5009'] as const;

export function events(s: Snap): EventObject[] {
  const typing = TYPED_PRICES.map((text) => ({ type: 'PRICE_CHANGED', text }));
  const switching = { type: 'STATUS_CHANGED', status: s.context.status === 'available' ? 'unavailable' : 'available' };
  if (s.matches('editing')) return [...typing, switching, { type: 'SUBMITTED' }];
  if (s.matches('failed')) return [typing[2], switching, { type: 'SUBMITTED' }];
  if (s.matches('saving')) {
    return [
      { type: 'xstate.done.actor.saveProduct', output: { ...sampleRow, price: 12_500 } } as EventObject,
      { type: 'xstate.error.actor.saveProduct', error: httpError(422, { message: 'The price is too high', errors: { price: ['The price is too high'] } }) } as EventObject,
      { type: 'xstate.error.actor.saveProduct', error: httpError(403, { message: 'Forbidden' }) } as EventObject,
      { type: 'xstate.error.actor.saveProduct', error: networkError() } as EventObject,
    ];
  }
  return [];
}

export const model = { machine, events, input };
