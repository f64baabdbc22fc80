// The request decision's model for checkModel and `npm run paths -- request-decision`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { requestDecisionMachine } from './request-decision.machine';

export const machine = requestDecisionMachine;
export const input = { id: 12 };
type Snap = SnapshotFrom<typeof requestDecisionMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('pending') || s.matches('failed')) {
    return [
      lands('deciding', { type: 'ACCEPT_CLICKED' }, holds({ status: 'accepted', error: null })),
      lands('deciding', { type: 'REJECT_CLICKED' }, holds({ status: 'rejected', error: null })),
    ];
  }
  if (s.matches('deciding')) {
    return [
      lands('decided', { type: 'xstate.done.actor.decide' }, holds({ status: s.context.status })),
      lands('conflict', { type: 'xstate.error.actor.decide', error: httpError(409, { message: 'Already decided' }) }),
      lands('failed', { type: 'xstate.error.actor.decide', error: httpError(403, { message: 'Forbidden' }) }, holds({ error: 'requests.not-allowed' })),
      lands('failed', { type: 'xstate.error.actor.decide', error: networkError() }, holds({ error: 'requests.decision-failed' })),
    ];
  }
  return [];
}

export const model = { machine, events, input };
