// The add and edit employee dialog: fields checked by the shared schema before sending, the
// server's 422 (user name taken…) shown at its fields, then the list reloads.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { formSubmit } from '../form-submit/form-submit';
import { createEmployee, editEmployee, employeeFailure } from '../../api/employees';
import type { EmployeeCreateBody, EmployeeEditBody, EmployeeRow } from '../../api/schemas/employees';
import { closeRequested, closingStates, differs, type ClosingEvent } from '../unsaved/unsaved-changes';
import { FIELDS, formOf, sanitize, validate, type EmployeeForm, type Field, type FieldErrors, type FormMode } from './employee-form.fields';

export type EmployeeFormContext = {
  mode: FormMode['mode'];
  /** The employee being edited; null when adding. */
  id: number | null;
  form: EmployeeForm;
  /** The fields as the dialog opened: closing asks first once they differ. */
  initial: EmployeeForm;
  fieldErrors: FieldErrors;
  /** The message above the buttons while failed: an i18n key or the server's text. */
  error: string | null;
};

export type EmployeeFormEvent = { type: 'FIELD_CHANGED'; field: Field; value: string } | { type: 'SUBMITTED' } | ClosingEvent;

export const SAVE_FAILED = 'employees-screen.form.save-failed';
/** A 422 whose messages sit at the fields: the alert only points at them. */
export const CHECK_FIELDS = 'employees-screen.form.check-fields';

type SaveInput = { id: number | null } & ({ kind: 'create'; body: EmployeeCreateBody } | { kind: 'edit'; body: EmployeeEditBody });

/** A field differs from how the dialog opened. */
export const hasUnsavedChanges = (context: EmployeeFormContext) => differs(context.form, context.initial);

const without = (errors: FieldErrors, field: Field): FieldErrors => Object.fromEntries(Object.entries(errors).filter(([k]) => k !== field));

/** Editing and failed (the message stays until the seller changes something or tries again). */
const form = formSubmit({
  changes: { FIELD_CHANGED: 'keepField' },
  submit: { event: 'SUBMITTED', invalid: 'isFormInvalid', showProblems: 'showProblems', clearFailure: 'clearFailure' },
  sending: 'saving',
  clearMessage: 'clearMessage',
});

export const employeeFormMachine = setup({
  types: {
    context: {} as EmployeeFormContext,
    events: {} as EmployeeFormEvent,
    input: {} as FormMode,
  },
  actors: {
    saveEmployee: fromPromise<EmployeeRow, SaveInput>(({ input, signal }) =>
      input.kind === 'create' ? createEmployee(input.body, signal) : editEmployee(input.id!, input.body, signal)),
  },
  guards: {
    isFormInvalid: ({ context }) => !validate(context.mode, context.form).ok,
    /** The last save failed and its message still stands. */
    hasFailed: ({ context }) => context.error !== null,
    hasUnsavedChanges: ({ context }) => hasUnsavedChanges(context),
  },
  actions: {
    keepField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      // A changed password also settles (or unsettles) the confirmation's "do not match".
      const settled = event.field === 'password' ? without(context.fieldErrors, 'passwordConfirmation') : context.fieldErrors;
      return { form: { ...context.form, [event.field]: sanitize(event.field, event.value) }, fieldErrors: without(settled, event.field) };
    }),
    showProblems: assign(({ context }) => {
      const result = validate(context.mode, context.form);
      return { fieldErrors: result.ok ? {} : result.errors };
    }),
    clearMessage: assign({ error: null }),
    clearFailure: assign({ error: null, fieldErrors: {} }),
    showFailure: assign((_, params: { error: unknown }) => {
      const { message, fieldErrors } = employeeFailure(params.error, SAVE_FAILED);
      const known = Object.fromEntries(Object.entries(fieldErrors).filter(([k]) => (FIELDS as readonly string[]).includes(k))) as FieldErrors;
      return { fieldErrors: known, error: Object.keys(known).length ? CHECK_FIELDS : message };
    }),
    /** Provided by the view: snackbar, list reload, close. */
    announceSaved: () => {},
    /** Provided by the view: the dialog closes without saving. */
    close: () => {},
  },
}).createMachine({
  id: 'employeeForm',
  context: ({ input }) => ({
    mode: input.mode,
    id: input.mode === 'edit' ? input.row.id : null,
    form: formOf(input),
    initial: formOf(input),
    fieldErrors: {},
    error: null,
  }),
  initial: 'editing',
  states: {
    editing: { ...form.editing, on: { ...form.editing.on, CLOSE_REQUESTED: closeRequested } },
    failed: { ...form.failed, on: { ...form.failed.on, CLOSE_REQUESTED: closeRequested } },
    ...closingStates,
    saving: {
      invoke: {
        id: 'saveEmployee',
        src: 'saveEmployee',
        input: ({ context }) => {
          const result = validate(context.mode, context.form) as Extract<ReturnType<typeof validate>, { ok: true }>;
          return { id: context.id, ...result.body } as SaveInput;
        },
        onDone: 'saved',
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    saved: { type: 'final', entry: 'announceSaved' },
  },
});
