// The deactivate-account dialog's model for checkModel and `npm run paths -- deactivation`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { ACKNOWLEDGE_FIRST, DEACTIVATION_FAILED, deactivationMachine } from './deactivation.machine';

export const machine = deactivationMachine;
export const input = { userId: 7 };
type Snap = SnapshotFrom<typeof deactivationMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('checking')) {
    return [
      // The box that says the employees go too starts unticked: the seller ticks it.
      lands('confirming', { type: 'xstate.done.actor.loadPreview', output: 0 }, holds({ employeesAffected: 0, acknowledged: false })),
      lands('confirming', { type: 'xstate.done.actor.loadPreview', output: 2 }, holds({ employeesAffected: 2, acknowledged: false })),
      lands('checkFailed', { type: 'xstate.error.actor.loadPreview', error: networkError() }, holds({ error: DEACTIVATION_FAILED })),
    ];
  }
  if (s.matches('checkFailed')) return [lands('checking', { type: 'RETRY_CLICKED' }, holds({ error: null }))];
  if (s.matches('confirming')) {
    const missing = s.context.employeesAffected > 0 && !s.context.acknowledged;
    return [
      stays(s, { type: 'ACKNOWLEDGED_CHANGED', acknowledged: !s.context.acknowledged }, holds({ acknowledged: !s.context.acknowledged, error: null })),
      missing ? stays(s, { type: 'CONFIRMED' }, holds({ error: ACKNOWLEDGE_FIRST })) : lands('deactivating', { type: 'CONFIRMED' }, holds({ error: null })),
    ];
  }
  if (s.matches('deactivating')) {
    return [
      lands('deactivated', { type: 'xstate.done.actor.deactivate' }),
      lands('confirming', { type: 'xstate.error.actor.deactivate', error: httpError(409, { message: 'Your 2 active employees will be signed out' }) },
        holds({ error: 'Your 2 active employees will be signed out' })),
      lands('confirming', { type: 'xstate.error.actor.deactivate', error: networkError() }, holds({ error: DEACTIVATION_FAILED })),
    ];
  }
  return [];
}

export const model = { machine, events, input };

export const equivalentMutants: Record<string, string> = {
  'context employeesAffected starts at 1 instead of 0':
    'read only in confirming and deactivating (the guard, the view), entered only through keepPreview, which sets it; checking shows a spinner without it',
};
