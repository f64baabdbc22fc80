// The delete confirmation's model for checkModel and `npm run paths -- product-delete`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { productDeleteMachine } from './product-delete.machine';

export const machine = productDeleteMachine;
export const input = { id: 41, name: 'Samsung Galaxy S24' };
type Snap = SnapshotFrom<typeof productDeleteMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('confirming') || s.matches('failed')) return [{ type: 'CONFIRMED' }];
  if (s.matches('deleting')) {
    return [
      { type: 'xstate.done.actor.deleteProduct' } as EventObject,
      { type: 'xstate.error.actor.deleteProduct', error: httpError(404, { message: 'Not found' }) } as EventObject,
      { type: 'xstate.error.actor.deleteProduct', error: networkError() } as EventObject,
    ];
  }
  return [];
}

export const model = { machine, events, input };
