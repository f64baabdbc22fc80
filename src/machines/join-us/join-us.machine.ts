// Join Us (part 1 §2, §4, §5): a public two-step application, company info then contact, sent as
// multipart with an optional PDF, then a success dialog. Closing at any point forgets everything.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { failureOf } from '../../api/client';
import { submitJoinRequest } from '../../api/join';
import type { JoinRequestFields, JoinRequestReply } from '../../api/schemas/join';
import type { CountryCode } from '../../domain/countries';
import {
  STEP1_FIELDS, initialContext, sanitizeField, withoutErrors,
  type EditableField, type JoinForm, type JoinUsContext,
} from './join-us.form';
import { FILL_ALL_REQUIRED, attachmentProblem, serverErrorsOf, step1Errors, submissionOf, type SubmitFailure } from './join-us.validation';

export type FieldChanged = { [K in EditableField]: { type: 'FIELD_CHANGED'; field: K; value: JoinForm[K] } }[EditableField];

export type JoinUsEvent =
  | { type: 'JOIN_US_CLICKED' }
  | { type: 'CLOSED' }
  | FieldChanged
  | { type: 'COUNTRY_CHANGED'; country: CountryCode }
  | { type: 'ATTACHMENT_CHOSEN'; file: File }
  | { type: 'ATTACHMENT_REMOVED' }
  | { type: 'NEXT_CLICKED' }
  | { type: 'BACK_CLICKED' }
  | { type: 'SUBMIT_CLICKED' };

type SubmitInput = { fields: JoinRequestFields; attachment: File | null };

/** The summary goes once no field is in error any more. */
const summaryAfter = (context: JoinUsContext, errors: JoinUsContext['errors']) =>
  Object.keys(errors).length === 0 ? null : context.summary;

export const joinUsMachine = setup({
  types: { context: {} as JoinUsContext, events: {} as JoinUsEvent },
  actors: {
    submitJoinRequest: fromPromise<JoinRequestReply, SubmitInput>(async ({ input, signal }) => {
      try {
        return await submitJoinRequest(input.fields, input.attachment, signal);
      } catch (error) {
        // Only status and body matter to the dialog (see serverErrorsOf).
        throw failureOf(error) satisfies SubmitFailure;
      }
    }),
  },
  guards: {
    isStep1Valid: ({ context }) => Object.keys(step1Errors(context.form)).length === 0,
    isSubmissionValid: ({ context }) => submissionOf(context.form).ok,
    isAnotherCountry: ({ context }, { country }: { country: CountryCode }) => country !== context.form.country,
    isAcceptableFile: (_, { file }: { file: File }) => attachmentProblem(file) === null,
  },
  actions: {
    reset: assign(() => initialContext),
    editField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD_CHANGED');
      const errors = withoutErrors(context.errors, [event.field]);
      const form = { ...context.form, [event.field]: sanitizeField(event.field, event.value) };
      return { form, errors, summary: summaryAfter(context, errors) };
    }),
    changeCountry: assign(({ context, event }) => {
      assertEvent(event, 'COUNTRY_CHANGED');
      // Cities belong to one country: a new country empties the city.
      const errors = withoutErrors(context.errors, ['country']);
      return { form: { ...context.form, country: event.country, city: '' }, errors, summary: summaryAfter(context, errors) };
    }),
    attachFile: assign(({ context, event }) => {
      assertEvent(event, 'ATTACHMENT_CHOSEN');
      const errors = withoutErrors(context.errors, ['attachment']);
      return { attachment: event.file, errors, summary: summaryAfter(context, errors) };
    }),
    // A refused file is never kept; the one attached before (if any) stays.
    refuseFile: assign({
      errors: ({ context, event }) => {
        assertEvent(event, 'ATTACHMENT_CHOSEN');
        return { ...context.errors, attachment: attachmentProblem(event.file)! };
      },
    }),
    removeFile: assign(({ context }) => {
      const errors = withoutErrors(context.errors, ['attachment']);
      return { attachment: null, errors, summary: summaryAfter(context, errors) };
    }),
    showStep1Errors: assign(({ context }) => ({
      errors: { ...withoutErrors(context.errors, [...STEP1_FIELDS, 'attachment']), ...step1Errors(context.form) },
      summary: FILL_ALL_REQUIRED,
    })),
    leaveStep1: assign(({ context }) => ({ errors: withoutErrors(context.errors, [...STEP1_FIELDS, 'attachment']), summary: null })),
    clearSummary: assign({ summary: null }),
    showSubmissionErrors: assign(({ context }) => {
      const submission = submissionOf(context.form);
      return submission.ok ? {} : { errors: submission.errors, summary: FILL_ALL_REQUIRED };
    }),
    prepareSubmission: assign(({ context }) => {
      const submission = submissionOf(context.form);
      return submission.ok ? { submitted: submission.fields, errors: {}, summary: null } : {};
    }),
    showServerErrors: assign(({ event }) => serverErrorsOf((event as { error?: SubmitFailure }).error ?? {})),
    storeReply: assign({ reply: ({ event }) => (event as { output?: JoinRequestReply }).output ?? null }),
  },
}).createMachine({
  id: 'joinUs',
  context: initialContext,
  initial: 'closed',
  states: {
    closed: {
      on: { JOIN_US_CLICKED: { target: 'open' } },
    },
    open: {
      initial: 'step1',
      on: { CLOSED: { target: 'closed', actions: 'reset' } },
      states: {
        step1: {
          on: {
            FIELD_CHANGED: { actions: 'editField' },
            COUNTRY_CHANGED: { guard: { type: 'isAnotherCountry', params: ({ event }) => event }, actions: 'changeCountry' },
            ATTACHMENT_CHOSEN: [{ guard: { type: 'isAcceptableFile', params: ({ event }) => event }, actions: 'attachFile' }, { actions: 'refuseFile' }],
            ATTACHMENT_REMOVED: { actions: 'removeFile' },
            NEXT_CLICKED: [{ guard: 'isStep1Valid', target: 'step2', actions: 'leaveStep1' }, { actions: 'showStep1Errors' }],
          },
        },
        step2: {
          on: {
            FIELD_CHANGED: { actions: 'editField' },
            // Field errors stay with their fields (a server error on step 1 shows there); the summary goes.
            BACK_CLICKED: { target: 'step1', actions: 'clearSummary' },
            SUBMIT_CLICKED: [{ guard: 'isSubmissionValid', target: 'submitting', actions: 'prepareSubmission' }, { actions: 'showSubmissionErrors' }],
          },
        },
        submitting: {
          invoke: {
            id: 'submitJoinRequest',
            src: 'submitJoinRequest',
            input: ({ context }): SubmitInput => ({ fields: context.submitted!, attachment: context.attachment }),
            onDone: { target: 'succeeded', actions: 'storeReply' },
            onError: { target: 'step2', actions: 'showServerErrors' },
          },
        },
        succeeded: {},
      },
    },
  },
});
