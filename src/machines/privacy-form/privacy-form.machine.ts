// Part 2 §2 privacy section (§3 Privacy form, §5): the old password, a new one and its confirmation.
// Checked by the shared contract before sending; a wrong old password comes back as the server's field
// message, any other failure as §8's "Please try again."; after a change the form empties.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { accountFailure, changePassword } from '../../api/account';
import { PrivacyUpdateBody } from '../../api/schemas/account';
import { formSubmit } from '../form-submit/form-submit';

export const PRIVACY_FIELDS = ['oldPassword', 'password', 'passwordConfirmation'] as const;
export type PrivacyField = (typeof PRIVACY_FIELDS)[number];
export type PrivacyValues = Record<PrivacyField, string>;

export type PrivacyFormContext = {
  userId: number;
  values: PrivacyValues;
  /** Field → validation key (client) or message (server). */
  problems: Partial<Record<PrivacyField, string>>;
  error: string | null;
  /** The server's confirmation after a change. */
  message: string | null;
};

export type PrivacyFormEvent = { type: 'FIELD_CHANGED'; field: PrivacyField; value: string } | { type: 'SUBMITTED' };

export const PRIVACY_FAILED = 'account.try-again';
const EMPTY: PrivacyValues = { oldPassword: '', password: '', passwordConfirmation: '' };

export function privacyProblems(values: PrivacyValues): Partial<Record<PrivacyField, string>> {
  const parsed = PrivacyUpdateBody.safeParse(values);
  if (parsed.success) return {};
  const problems: Partial<Record<PrivacyField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as PrivacyField;
    problems[field] ??= issue.message;
  }
  return problems;
}

const form = formSubmit({
  changes: { FIELD_CHANGED: 'keepField' },
  submit: { event: 'SUBMITTED', invalid: 'isFormInvalid', showProblems: 'showProblems', clearFailure: 'clearMessages' },
  sending: 'saving',
});

export const privacyFormMachine = setup({
  types: {
    context: {} as PrivacyFormContext,
    events: {} as PrivacyFormEvent,
    input: {} as { userId: number },
  },
  actors: {
    savePassword: fromPromise<string, { userId: number; values: PrivacyValues }>(async ({ input, signal }) =>
      (await changePassword(input.userId, input.values, signal)).message),
  },
  guards: {
    isFormInvalid: ({ context }) => Object.keys(privacyProblems(context.values)).length > 0,
  },
  actions: {
    keepField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const { [event.field]: _, ...problems } = context.problems;
      return { values: { ...context.values, [event.field]: event.value }, problems, error: null, message: null };
    }),
    showProblems: assign({ problems: ({ context }) => privacyProblems(context.values) }),
    clearMessages: assign({ problems: {}, error: null, message: null }),
    acceptChange: assign((_, message: string) => ({ values: EMPTY, message })),
    showFailure: assign((_, params: { error: unknown }) => {
      const failure = accountFailure(params.error, PRIVACY_FAILED);
      return { error: failure.message, problems: failure.fieldErrors };
    }),
  },
}).createMachine({
  id: 'privacyForm',
  context: ({ input }) => ({ userId: input.userId, values: EMPTY, problems: {}, error: null, message: null }),
  initial: 'editing',
  states: {
    ...form,
    saving: {
      invoke: {
        id: 'savePassword',
        src: 'savePassword',
        input: ({ context }) => ({ userId: context.userId, values: context.values }),
        onDone: { target: 'saved', actions: { type: 'acceptChange', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The confirmation shows until the next change.
    saved: { on: { FIELD_CHANGED: { target: 'editing', actions: 'keepField' } } },
  },
});
