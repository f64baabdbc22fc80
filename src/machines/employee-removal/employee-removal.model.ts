// The delete/restore confirmation's model for checkModel and `npm run paths -- employee-removal`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands } from '../test/model';
import { httpError, networkError } from '../session/session.fixtures';
import { FAILED, employeeRemovalMachine, type EmployeeRemovalInput } from './employee-removal.machine';

export const machine = employeeRemovalMachine;
export const input: EmployeeRemovalInput = { id: 12, name: 'Sara Al-Ahmad', action: 'delete' };
type Snap = SnapshotFrom<typeof employeeRemovalMachine>;

export function events(s: Snap): EventObject[] {
  if (s.matches('confirming') || s.matches('failed')) return [lands('working', { type: 'CONFIRMED' }, holds({ error: null }))];
  if (s.matches('working')) {
    return [
      lands('done', { type: 'xstate.done.actor.changeEmployee' }),
      lands('failed', { type: 'xstate.error.actor.changeEmployee', error: httpError(404, { message: 'Not found' }) }, holds({ error: 'employees-screen.not-found' })),
      lands('failed', { type: 'xstate.error.actor.changeEmployee', error: networkError() }, holds({ error: FAILED.delete })),
    ];
  }
  return [];
}

export const model = { machine, events, input };
