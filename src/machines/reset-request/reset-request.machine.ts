// Asking for a password-reset code by e-mail (route /reset-password-request).
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { formSubmit } from '../form-submit/form-submit';
import { failureMessage, requestResetCode } from '../../api/auth';
import { ForgotPasswordBody } from '../../api/schemas/auth';

export type ResetRequestContext = {
  email: string;
  /** A validation key, or the server's text on failure. */
  error: string | null;
  /** The server's confirmation once the code is sent. */
  message: string | null;
  /** Epoch ms when the sent code stops working (for the reset screen's countdown). */
  expiresAt: number | null;
};

export type ResetRequestEvent = { type: 'EMAIL_CHANGED'; email: string } | { type: 'SUBMITTED' };

/** What the code request answers, stamped with the time it was sent (the clock lives in the actor). */
export type CodeSent = { message: string; expiresIn: number; sentAt: number };

export const REQUEST_FAILED = 'auth:reset-request-failed';

const emailProblem = (email: string): string | null => {
  const parsed = ForgotPasswordBody.safeParse({ email });
  return parsed.success ? null : parsed.error.issues[0].message;
};

/** Editing and failed: editing after a failure starts over (keepEmail clears the message). */
const form = formSubmit({
  changes: { EMAIL_CHANGED: 'keepEmail' },
  submit: { event: 'SUBMITTED', invalid: 'isEmailInvalid', showProblems: 'showEmailProblem', clearFailure: 'clearMessages' },
  sending: 'submitting',
});

export const resetRequestMachine = setup({
  types: {
    context: {} as ResetRequestContext,
    events: {} as ResetRequestEvent,
    input: {} as { email?: string } | undefined,
  },
  actors: {
    requestCode: fromPromise<CodeSent, { email: string }>(async ({ input, signal }) => {
      const reply = await requestResetCode({ email: input.email }, signal);
      return { ...reply, sentAt: Date.now() };
    }),
  },
  guards: {
    isEmailInvalid: ({ context }) => emailProblem(context.email) !== null,
  },
  actions: {
    keepEmail: assign(({ event }) => {
      assertEvent(event, 'EMAIL_CHANGED');
      return { email: event.email, error: null };
    }),
    showEmailProblem: assign({ error: ({ context }) => emailProblem(context.email) }),
    clearMessages: assign({ error: null, message: null }),
    acceptCodeSent: assign((_, sent: CodeSent) => ({ message: sent.message, expiresAt: sent.sentAt + sent.expiresIn * 1000 })),
    showFailure: assign((_, params: { error: unknown }) => ({ error: failureMessage(params.error, REQUEST_FAILED, 'email') })),
  },
}).createMachine({
  id: 'resetRequest',
  context: ({ input }) => ({ email: input?.email ?? '', error: null, message: null, expiresAt: null }),
  initial: 'editing',
  states: {
    ...form,
    submitting: {
      invoke: {
        id: 'requestCode',
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email.trim() }),
        onDone: { target: 'succeeded', actions: { type: 'acceptCodeSent', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    // The screen then offers the code form (/reset-password?email=…&expiresAt=…).
    succeeded: {},
  },
});
