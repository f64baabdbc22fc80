// The unpaid-flash warning's model for checkModel and `npm run paths -- unpaid-flash`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands, stays } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { unpaidFlash } from '../flash-dialog/flash-dialog.fixtures';
import { UNPAID_FLASH_FAILED, unpaidFlashMachine, type UnpaidFlashInput } from './unpaid-flash.machine';

export const machine = unpaidFlashMachine;
export const input: UnpaidFlashInput = { offer: unpaidFlash };
/** The booking paid or removed in another tab: no cart item left to pay. */
export const inputWithoutItem: UnpaidFlashInput = { offer: { ...unpaidFlash, itemId: null } };
export const inputs = [input, inputWithoutItem];
type Snap = SnapshotFrom<typeof unpaidFlashMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('deciding')) {
    return [
      lands('deleting', { type: 'DELETE_CLICKED' }, holds({ error: null })),
      s.context.offer.itemId === null
        ? stays(s, { type: 'PAY_CLICKED' }, holds({ error: UNPAID_FLASH_FAILED.pay, outcome: null }))
        : lands('payingNow', { type: 'PAY_CLICKED' }, holds({ outcome: { outcome: 'pay', itemId: 501, productId: unpaidFlash.productId } })),
      lands('updating', { type: 'UPDATE_CLICKED' }, holds({ outcome: { outcome: 'update' } })),
      lands('closed', { type: 'CLOSE_CLICKED' }, holds({ outcome: { outcome: 'closed' } })),
    ];
  }
  if (s.matches('deleting')) {
    return [
      lands('deleted', { type: 'xstate.done.actor.removeUnpaidFlash' }, holds({ outcome: { outcome: 'deleted' } })),
      lands('deciding', { type: 'xstate.error.actor.removeUnpaidFlash', error: networkError() }, holds({ error: UNPAID_FLASH_FAILED.remove })),
      lands('deciding', { type: 'xstate.error.actor.removeUnpaidFlash', error: httpError(500) }, holds({ error: 'errors.server' })),
    ];
  }
  return [];
}

export const model = { machine, events, input, inputs };
