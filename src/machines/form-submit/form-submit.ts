// The one chart part every form that sends itself shares (employee form, product edit, reset request,
// reset, the sign-in form): editing → sending → failed. A submit while the form is invalid stays in
// editing and shows why; a valid one clears the last failure and sends. A failure keeps its message
// until the seller changes a field (back to editing) or sends the same form again (it was valid).
// The sending state (its invoke and where success goes) stays the machine's own.

/** A guard by name, or with params (e.g. read from the submit event). */
type GuardRef = string | { type: string; params?: unknown };

export type FormSubmitOptions = {
  /** Each event that changes a field, and the action that keeps the change. */
  changes: Record<string, string>;
  /** The submit event; `invalid` keeps it in editing with `showProblems`, else `clearFailure` and on to `sending`. */
  submit: { event: string; invalid: GuardRef; showProblems: string; clearFailure: string };
  /** The machine's own state that sends the form. */
  sending: string;
  /** Also run on a change after a failure (when the keeper does not clear the message itself). */
  clearMessage?: string;
  /** An eventless way out of editing and failed (the code ran out, the form is locked). */
  leaveWhen?: { guard: GuardRef; target: string };
};

type Always<O> = O extends { leaveWhen: infer L } ? { always: L } : unknown;
type AfterFailure<O, A> = O extends { clearMessage: infer C extends string } ? readonly [A, C] : A;
type SubmitEvent<O extends FormSubmitOptions> = O['submit']['event'];

export type FormSubmitStates<O extends FormSubmitOptions> = {
  editing: Always<O> & {
    on: { [K in keyof O['changes']]: { actions: O['changes'][K] } } & {
      [K in SubmitEvent<O>]: readonly [
        { guard: O['submit']['invalid']; actions: O['submit']['showProblems'] },
        { target: O['sending']; actions: O['submit']['clearFailure'] },
      ];
    };
  };
  failed: Always<O> & {
    on: { [K in keyof O['changes']]: { target: 'editing'; actions: AfterFailure<O, O['changes'][K]> } } & {
      [K in SubmitEvent<O>]: { target: O['sending']; actions: O['submit']['clearFailure'] };
    };
  };
};

/** The editing and failed states of a form around its own sending state. */
export function formSubmit<const O extends FormSubmitOptions>(options: O): FormSubmitStates<O> {
  const { changes, submit, sending, clearMessage, leaveWhen } = options;
  const always = leaveWhen ? { always: leaveWhen } : {};
  const editing = {
    ...always,
    on: {
      ...Object.fromEntries(Object.entries(changes).map(([event, keep]) => [event, { actions: keep }])),
      [submit.event]: [
        { guard: submit.invalid, actions: submit.showProblems },
        { target: sending, actions: submit.clearFailure },
      ],
    },
  };
  const failed = {
    ...always,
    on: {
      ...Object.fromEntries(Object.entries(changes).map(([event, keep]) => [event, { target: 'editing', actions: clearMessage ? [keep, clearMessage] : keep }])),
      // What failed was a valid form: it can be sent again as it is.
      [submit.event]: { target: sending, actions: submit.clearFailure },
    },
  };
  return { editing, failed } as unknown as FormSubmitStates<O>;
}
