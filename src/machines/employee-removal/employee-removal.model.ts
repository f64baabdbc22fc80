// The delete/restore confirmation's model for checkModel and `npm run paths -- employee-removal`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { employeeRemovalMachine, type EmployeeRemovalInput } from './employee-removal.machine';

export const machine = employeeRemovalMachine;
export const input: EmployeeRemovalInput = { id: 12, name: 'Sara Al-Ahmad', action: 'delete' };
type Snap = SnapshotFrom<typeof employeeRemovalMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('confirming') || s.matches('failed')) return [{ type: 'CONFIRMED' }];
  if (s.matches('working')) {
    return [
      { type: 'xstate.done.actor.changeEmployee' } as EventObject,
      { type: 'xstate.error.actor.changeEmployee', error: httpError(404, { message: 'Not found' }) } as EventObject,
      { type: 'xstate.error.actor.changeEmployee', error: networkError() } as EventObject,
    ];
  }
  return [];
}

export const model = { machine, events, input };
