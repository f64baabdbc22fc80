// The unpaid-membership dialog's model for checkModel and `npm run paths -- unpaid-membership`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { unpaidBusiness } from '../membership-plans/membership.fixtures';
import { NoUnpaidItem, UNPAID_FAILED, unpaidMembershipMachine, type UnpaidMembershipInput } from './unpaid-membership.machine';

export const machine = unpaidMembershipMachine;
export const input: UnpaidMembershipInput = { membership: unpaidBusiness };
type Snap = SnapshotFrom<typeof unpaidMembershipMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('deciding')) {
    return [
      lands('removing', { type: 'REMOVE_CLICKED' }, holds({ error: null })),
      lands('findingItem', { type: 'PAY_NOW_CLICKED' }, holds({ error: null })),
    ];
  }
  if (s.matches('removing')) {
    return [
      lands('removed', { type: 'xstate.done.actor.removeUnpaidMembership' }),
      lands('deciding', { type: 'xstate.error.actor.removeUnpaidMembership', error: networkError() }, holds({ error: UNPAID_FAILED.remove })),
      lands('deciding', { type: 'xstate.error.actor.removeUnpaidMembership', error: httpError(500) }, holds({ error: 'errors.server' })),
    ];
  }
  if (s.matches('findingItem')) {
    return [
      lands('payingNow', { type: 'xstate.done.actor.findUnpaidItem', output: 77 }, holds({ itemId: 77 })),
      lands('deciding', { type: 'xstate.error.actor.findUnpaidItem', error: new NoUnpaidItem() }, holds({ error: UNPAID_FAILED.pay, itemId: null })),
    ];
  }
  return [];
}

export const model = { machine, events, input };
