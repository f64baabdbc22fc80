// Part 2 §2 account section (§3 Account form, §5, §7 POST /users/user-data): the signed-in user's own
// details. Loaded from the server, checked by the shared contract before sending; a refusal shows the
// server's field messages with §8's "Please try again.", a line or server failure its own message.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { accountFailure, fetchAccount, saveAccount } from '../../api/account';
import { AccountUpdateBody, type AccountDetails } from '../../api/schemas/account';
import { formSubmit } from '../form-submit/form-submit';
import { EMPTY_ACCOUNT, accountProblems, keepTyped, valuesOf, type AccountField, type AccountProblems, type AccountValues } from './account-form.fields';

export const ACCOUNT_FAILED = 'account.try-again';
export const ACCOUNT_LOAD_FAILED = 'account.load-failed';

export type AccountFormContext = {
  values: AccountValues;
  /** What the server holds: loaded, then each save's reply. */
  saved: AccountValues;
  problems: AccountProblems;
  /** The form's message while failed (an i18n key or the server's text). */
  error: string | null;
  loadError: string | null;
};

export type AccountFormEvent =
  | { type: 'FIELD_CHANGED'; field: AccountField; value: string }
  | { type: 'SUBMITTED' }
  | { type: 'RETRIED' };

const form = formSubmit({
  changes: { FIELD_CHANGED: 'keepField' },
  submit: { event: 'SUBMITTED', invalid: 'isFormInvalid', showProblems: 'showProblems', clearFailure: 'clearMessages' },
  sending: 'saving',
});

export const accountFormMachine = setup({
  types: {
    context: {} as AccountFormContext,
    events: {} as AccountFormEvent,
  },
  actors: {
    loadAccount: fromPromise<AccountDetails>(({ signal }) => fetchAccount(signal)),
    // What is sent is the contract's reading of the form (trimmed, the e-mail lower-cased).
    saveAccount: fromPromise<AccountDetails, AccountValues>(({ input, signal }) => saveAccount(AccountUpdateBody.parse(input), signal)),
  },
  guards: {
    isFormInvalid: ({ context }) => Object.keys(accountProblems(context.values)).length > 0,
  },
  actions: {
    fill: assign((_, account: AccountDetails) => ({ values: valuesOf(account), saved: valuesOf(account), loadError: null })),
    forgetLoadError: assign({ loadError: null }),
    showLoadFailure: assign((_, params: { error: unknown }) => ({ loadError: accountFailure(params.error, ACCOUNT_LOAD_FAILED).message })),
    keepField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const { [event.field]: _, ...problems } = context.problems;
      return { values: { ...context.values, [event.field]: keepTyped(event.field, event.value) }, problems, error: null };
    }),
    showProblems: assign({ problems: ({ context }) => accountProblems(context.values) }),
    clearMessages: assign({ problems: {}, error: null }),
    acceptSaved: assign((_, account: AccountDetails) => ({ values: valuesOf(account), saved: valuesOf(account) })),
    showFailure: assign((_, params: { error: unknown }) => {
      const failure = accountFailure(params.error, ACCOUNT_FAILED);
      return { error: failure.message, problems: failure.fieldErrors as AccountProblems };
    }),
    /** Provided by the view: the snackbar says so and the session takes the new name and e-mail. */
    announceSaved: (_, _account: AccountDetails) => {},
  },
}).createMachine({
  id: 'accountForm',
  context: { values: EMPTY_ACCOUNT, saved: EMPTY_ACCOUNT, problems: {}, error: null, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        onDone: { target: 'editing', actions: { type: 'fill', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'showLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: { on: { RETRIED: { target: 'loading', actions: 'forgetLoadError' } } },
    ...form,
    saving: {
      invoke: {
        id: 'saveAccount',
        src: 'saveAccount',
        input: ({ context }) => context.values,
        onDone: {
          target: 'saved',
          actions: [{ type: 'acceptSaved', params: ({ event }) => event.output }, { type: 'announceSaved', params: ({ event }) => event.output }],
        },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // Saved: the form stays open for the next change.
    saved: { on: { FIELD_CHANGED: { target: 'editing', actions: 'keepField' } } },
  },
});
