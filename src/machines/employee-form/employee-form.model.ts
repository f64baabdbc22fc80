// The add-employee form's model for checkModel and `npm run paths -- employee-form`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError, networkError } from '../session/session.fixtures';
import { sampleEmployee } from '../employee-list/employee-list.fixtures';
import { holds, lands } from '../test/model';
import { FIELDS, sanitize, validate, type Field } from './employee-form.fields';
import { CHECK_FIELDS, SAVE_FAILED, employeeFormMachine } from './employee-form.machine';

export const machine = employeeFormMachine;
export const input = { mode: 'add' as const };
/** Editing an employee: the form starts filled, so it can fail (and close) without a change. */
export const editInput = { mode: 'edit' as const, row: sampleEmployee };
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

/** The edit walk renames the employee and can put the name back as it was. */
const RENAMED = 'Sara A.';

/**
 * The walk fills the form one field at a time (so the states stay few), can clear the name again
 * and mistype the confirmation, and submits at any point. Closing asks first once a field differs
 * from how the form opened; the question keeps the form as it was, or closes it.
 */
export function events(s: Snap): EventObject[] {
  const change = (field: Field, value: string) => lands('editing', { type: 'FIELD_CHANGED', field, value }, holds({ form: { ...s.context.form, [field]: sanitize(field, value) }, error: null }));
  const problems = validate(s.context.mode, s.context.form);
  const submitted = problems.ok
    ? lands('saving', { type: 'SUBMITTED' }, holds({ error: null, fieldErrors: {} }))
    : lands('editing', { type: 'SUBMITTED' }, holds({ fieldErrors: problems.errors }));
  const changed = JSON.stringify(s.context.form) !== JSON.stringify(s.context.initial);
  const close = lands(changed ? 'confirmingDiscard' : 'closed', { type: 'CLOSE_REQUESTED' }, holds({ form: s.context.form }));
  const next = FIELDS.find((f) => s.context.form[f] !== TYPED[f][1]);
  const edits = s.context.mode === 'edit'
    ? [change('fullName', s.context.form.fullName === RENAMED ? s.context.initial.fullName : RENAMED)]
    : [...(next ? [change(next, TYPED[next][0])] : []), change('fullName', '  '), change('passwordConfirmation', 'Secret@124')];
  if (s.matches('editing')) return [...edits, submitted, close];
  if (s.matches('failed')) return [change('userName', 'noura_2'), lands('saving', { type: 'SUBMITTED' }, holds({ error: null, fieldErrors: {} })), close];
  if (s.matches('confirmingDiscard')) {
    return [
      // Back to the form as it was, with the failure's message if there was one.
      lands(s.context.error === null ? 'editing' : 'failed', { type: 'KEEP_EDITING' }, holds({ form: s.context.form, error: s.context.error })),
      lands('closed', { type: 'DISCARD_CONFIRMED' }),
    ];
  }
  if (s.matches('saving')) {
    return [
      lands('saved', { type: 'xstate.done.actor.saveEmployee', output: { ...sampleEmployee, id: 30, userName: 'nourak' } }),
      lands('failed', { type: 'xstate.error.actor.saveEmployee', error: httpError(422, { message: 'This user name is already taken', errors: { userName: ['This user name is already taken'] } }) },
        holds({ error: CHECK_FIELDS, fieldErrors: { userName: 'This user name is already taken' } })),
      lands('failed', { type: 'xstate.error.actor.saveEmployee', error: httpError(403, { message: 'Forbidden' }) }, holds({ error: 'Forbidden' })),
      lands('failed', { type: 'xstate.error.actor.saveEmployee', error: networkError() }, holds({ error: SAVE_FAILED })),
    ];
  }
  return [];
}

export const model = { machine, events, input, inputs: [input, editInput] };
