// Setting a new password with the e-mailed code, while the code's 300 s run out (route /reset-password).
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate';
import { formSubmit } from '../form-submit/form-submit';
import { failureMessage, resetPassword } from '../../api/auth';
import type { ResetPasswordBody } from '../../api/schemas/auth';
import type { MessageReply } from '../../api/schemas/common';
import { RESET_CODE_TTL_MS } from '../../domain/limits';
import { firstProblem, type ResetFields } from './reset.validation';

export type ResetField = keyof ResetFields;

export type ResetContext = ResetFields & {
  email: string;
  /** Epoch ms when the code stops working, and what is left of it at the last tick. */
  expiresAt: number;
  remainingMs: number;
  /** A validation key, or the server's text when the reset fails. */
  error: string | null;
  /** The server's confirmation once the password is changed. */
  message: string | null;
};

export type ResetEvent =
  | { type: 'FIELD_CHANGED'; field: ResetField; value: string }
  | { type: 'SUBMITTED' }
  /** From the ticker, once a second, with the ticker's clock. */
  | { type: 'TICKED'; now: number };

/** `expiresAt` comes from the request screen; without it (a bookmarked link) the code counts from now. */
export type ResetInput = { email: string; expiresAt?: number | null; now?: number };

export const RESET_FAILED = 'auth:reset-failed';

/** Editing and failed; either ends when the code runs out (keepField clears the message). */
const form = formSubmit({
  changes: { FIELD_CHANGED: 'keepField' },
  submit: { event: 'SUBMITTED', invalid: 'isFormInvalid', showProblems: 'showProblem', clearFailure: 'clearError' },
  sending: 'submitting',
  leaveWhen: { guard: 'hasCodeRunOut', target: '#reset.expired' },
});

export const resetMachine = setup({
  types: {
    context: {} as ResetContext,
    events: {} as ResetEvent,
    input: {} as ResetInput,
  },
  actors: {
    ticker: fromCallback(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'TICKED', now: Date.now() }), 1000);
      return () => clearInterval(id);
    }),
    resetPassword: fromPromise<MessageReply, ResetPasswordBody>(({ input, signal }) => resetPassword(input, signal)),
  },
  guards: {
    isFormInvalid: ({ context }) => firstProblem(context) !== null,
    hasCodeRunOut: ({ context }) => context.remainingMs <= 0,
  },
  actions: {
    keepField: assign(({ event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      return { [event.field]: event.value, error: null };
    }),
    showProblem: assign({ error: ({ context }) => firstProblem(context) }),
    clearError: assign({ error: null }),
    keepRemaining: assign(({ context, event }) => {
      assertEvent(event, 'TICKED');
      return { remainingMs: Math.max(0, context.expiresAt - event.now) };
    }),
    acceptReset: assign((_, reply: MessageReply) => ({ message: reply.message, error: null })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error, RESET_FAILED, 'code') })),
  },
}).createMachine({
  id: 'reset',
  context: ({ input }) => {
    const now = input.now ?? Date.now();
    const expiresAt = input.expiresAt ?? now + RESET_CODE_TTL_MS;
    return { email: input.email, code: '', password: '', passwordConfirmation: '', expiresAt, remainingMs: Math.max(0, expiresAt - now), error: null, message: null };
  },
  initial: 'counting',
  states: {
    // The code still works: the form is open and the countdown ticks.
    counting: {
      initial: 'editing',
      invoke: { id: 'ticker', src: 'ticker' },
      on: { TICKED: { actions: 'keepRemaining' } },
      states: {
        editing: form.editing,
        submitting: {
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context }) => ({ email: context.email, code: context.code.trim(), password: context.password, passwordConfirmation: context.passwordConfirmation }),
            onDone: { target: '#reset.succeeded', actions: { type: 'acceptReset', params: ({ event }) => event.output } },
            onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        // A submit already sent is allowed to finish; the code runs out once it is back.
        failed: form.failed,
      },
    },
    // At zero the code input and submit are disabled; the screen links to a new code request.
    expired: {},
    // The screen offers the way back to login.
    succeeded: {},
  },
});
