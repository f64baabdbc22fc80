// The add-employee form's model for checkModel and `npm run paths -- employee-form`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { sampleEmployee } from '../employee-list/employee-list.fixtures';
import { FIELDS, type Field } from './employee-form.fields';
import { employeeFormMachine } from './employee-form.machine';

export const machine = employeeFormMachine;
export const input = { mode: 'add' as const };
type Snap = SnapshotFrom<typeof employeeFormMachine>;

/** What the seller types in each field (with stray characters the field drops) and what it keeps. */
export const TYPED: Record<Field, [typed: string, kept: string]> = {
  fullName: ['Noura Al-Kandari', 'Noura Al-Kandari'],
  phone: ['+965 5555-12٣٤', '55551234'],
  email: [' Noura@Souq.Example ', 'noura@souq.example'],
  userName: ['noura.k!', 'nourak'],
  password: ['Secret@123', 'Secret@123'],
  passwordConfirmation: ['Secret@123', 'Secret@123'],
};

/**
 * The walk fills the form one field at a time (so the states stay few), can clear the name again
 * and mistype the confirmation, and submits at any point.
 */
export function events(s: Snap): EventObject[] {
  const next = FIELDS.find((f) => s.context.form[f] !== TYPED[f][1]);
  const editing: EventObject[] = [
    ...(next ? [{ type: 'FIELD_CHANGED', field: next, value: TYPED[next][0] } as EventObject] : []),
    { type: 'FIELD_CHANGED', field: 'fullName', value: '  ' } as EventObject,
    { type: 'FIELD_CHANGED', field: 'passwordConfirmation', value: 'Secret@124' } as EventObject,
    { type: 'SUBMITTED' },
  ];
  if (s.matches('editing')) return editing;
  if (s.matches('failed')) return [{ type: 'FIELD_CHANGED', field: 'userName', value: 'noura_2' } as EventObject, { type: 'SUBMITTED' }];
  if (s.matches('saving')) {
    return [
      { type: 'xstate.done.actor.saveEmployee', output: { ...sampleEmployee, id: 30, userName: 'nourak' } } as EventObject,
      { type: 'xstate.error.actor.saveEmployee', error: httpError(422, { message: 'This user name is already taken', errors: { userName: ['This user name is already taken'] } }) } as EventObject,
      { type: 'xstate.error.actor.saveEmployee', error: httpError(403, { message: 'Forbidden' }) } as EventObject,
      { type: 'xstate.error.actor.saveEmployee', error: networkError() } as EventObject,
    ];
  }
  return [];
}

export const model = { machine, events, input };
