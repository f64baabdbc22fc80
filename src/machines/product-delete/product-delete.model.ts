// The delete confirmation's model for checkModel and `npm run paths -- product-delete`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { DELETE_FAILED, productDeleteMachine } from './product-delete.machine';

export const machine = productDeleteMachine;
export const input = { id: 41, name: 'Samsung Galaxy S24' };
type Snap = SnapshotFrom<typeof productDeleteMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('confirming') || s.matches('failed')) return [lands('deleting', { type: 'CONFIRMED' }, holds({ error: null }))];
  if (s.matches('deleting')) {
    return [
      lands('deleted', { type: 'xstate.done.actor.deleteProduct' }),
      lands('failed', { type: 'xstate.error.actor.deleteProduct', error: httpError(404, { message: 'Not found' }) }, holds({ error: 'product-dialogs.not-found' })),
      lands('failed', { type: 'xstate.error.actor.deleteProduct', error: networkError() }, holds({ error: DELETE_FAILED })),
    ];
  }
  return [];
}

export const model = { machine, events, input };
