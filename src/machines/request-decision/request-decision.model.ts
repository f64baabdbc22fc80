// The request decision's model for checkModel and `npm run paths -- request-decision`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { requestDecisionMachine } from './request-decision.machine';

export const machine = requestDecisionMachine;
export const input = { id: 12 };
type Snap = SnapshotFrom<typeof requestDecisionMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('pending') || s.matches('failed')) return [{ type: 'ACCEPT_CLICKED' }, { type: 'REJECT_CLICKED' }];
  if (s.matches('deciding')) {
    return [
      { type: 'xstate.done.actor.decide' } as EventObject,
      { type: 'xstate.error.actor.decide', error: httpError(409, { message: 'Already decided' }) } as EventObject,
      { type: 'xstate.error.actor.decide', error: httpError(403, { message: 'Forbidden' }) } as EventObject,
      { type: 'xstate.error.actor.decide', error: networkError() } as EventObject,
    ];
  }
  return [];
}

export const model = { machine, events, input };
