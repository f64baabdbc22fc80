// The administrators' review of Join Us applications: the list loads, an application is
// approved after a confirmation, or declined with a reason the applicant receives by e-mail. When
// someone decided first (409) the list loads again to show their decision.
import { assign, fromPromise, setup } from 'xstate';
import { approveJoinRequest, declineJoinRequest, fetchJoinRequests, isDecidedAlready, reviewFailure } from '../../api/join-review';
import type { JoinReviewItem, JoinReviewStatus } from '../../api/schemas/join-review';

export type JoinReviewContext = {
  applications: JoinReviewItem[];
  /** The status the list shows; null for all. */
  status: JoinReviewStatus | null;
  /** The application being approved or declined. */
  chosenId: number | null;
  reason: string;
  /** Why loading or the last decision failed: an i18n key (`ns.key`) or the server's message. */
  error: string | null;
};

export type JoinReviewEvent =
  | { type: 'RETRY_CLICKED' }
  | { type: 'STATUS_CHOSEN'; status: JoinReviewStatus | null }
  | { type: 'APPROVE_CLICKED'; id: number }
  | { type: 'DECLINE_CLICKED'; id: number }
  | { type: 'REASON_TYPED'; reason: string }
  | { type: 'CONFIRM_CLICKED' }
  | { type: 'CANCEL_CLICKED' };

const replace = (list: JoinReviewItem[], item: JoinReviewItem) => list.map((a) => (a.id === item.id ? item : a));

export const joinReviewMachine = setup({
  types: {
    context: {} as JoinReviewContext,
    events: {} as JoinReviewEvent,
    input: {} as { status?: JoinReviewStatus | null },
  },
  actors: {
    loadApplications: fromPromise<JoinReviewItem[], { status: JoinReviewStatus | null }>(({ input, signal }) =>
      fetchJoinRequests(input.status, signal).then((reply) => reply.data)),
    approve: fromPromise<JoinReviewItem, { id: number }>(({ input, signal }) => approveJoinRequest(input.id, signal).then((r) => r.request)),
    decline: fromPromise<JoinReviewItem, { id: number; reason: string }>(({ input, signal }) =>
      declineJoinRequest(input.id, input.reason, signal).then((r) => r.request)),
  },
  actions: {
    keepApplications: assign((_, applications: JoinReviewItem[]) => ({ applications, error: null })),
    keepLoadFailure: assign((_, params: { error: unknown }) => ({ error: reviewFailure(params.error, 'admin.load-failed') })),
    chooseStatus: assign((_, status: JoinReviewStatus | null) => ({ status })),
    chooseApplication: assign((_, id: number) => ({ chosenId: id, reason: '', error: null })),
    keepReason: assign((_, reason: string) => ({ reason })),
    forgetChoice: assign({ chosenId: null, reason: '', error: null }),
    keepDecision: assign(({ context }, item: JoinReviewItem) => ({ applications: replace(context.applications, item), chosenId: null, reason: '', error: null })),
    keepDecisionFailure: assign((_, params: { error: unknown }) => ({ error: reviewFailure(params.error, 'admin.decision-failed') })),
    sayReasonMissing: assign({ error: 'validation.decline-reason-required' }),
    // Hooks for the view (snackbars).
    announceApproved: () => {},
    announceDeclined: () => {},
    announceDecidedElsewhere: () => {},
  },
  guards: {
    reasonGiven: ({ context }) => context.reason.trim().length > 0,
    decidedAlready: (_, params: { error: unknown }) => isDecidedAlready(params.error),
  },
}).createMachine({
  id: 'joinReview',
  context: ({ input }) => ({ applications: [], status: input.status ?? 'pending', chosenId: null, reason: '', error: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadApplications',
        src: 'loadApplications',
        input: ({ context }) => ({ status: context.status }),
        onDone: { target: 'browsing', actions: { type: 'keepApplications', params: ({ event }) => event.output } },
        onError: { target: 'loadFailed', actions: { type: 'keepLoadFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { RETRY_CLICKED: 'loading' },
    },
    browsing: {
      on: {
        STATUS_CHOSEN: { target: 'loading', actions: { type: 'chooseStatus', params: ({ event }) => event.status } },
        APPROVE_CLICKED: { target: 'confirmingApproval', actions: { type: 'chooseApplication', params: ({ event }) => event.id } },
        DECLINE_CLICKED: { target: 'writingReason', actions: { type: 'chooseApplication', params: ({ event }) => event.id } },
      },
    },
    confirmingApproval: {
      on: {
        CONFIRM_CLICKED: 'approving',
        CANCEL_CLICKED: { target: 'browsing', actions: 'forgetChoice' },
      },
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ id: context.chosenId! }),
        onDone: { target: 'browsing', actions: [{ type: 'keepDecision', params: ({ event }) => event.output }, 'announceApproved'] },
        onError: [
          { guard: { type: 'decidedAlready', params: ({ event }) => ({ error: event.error }) }, target: 'loading', actions: ['forgetChoice', 'announceDecidedElsewhere'] },
          { target: 'confirmingApproval', actions: { type: 'keepDecisionFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    writingReason: {
      on: {
        REASON_TYPED: { actions: { type: 'keepReason', params: ({ event }) => event.reason } },
        CONFIRM_CLICKED: [
          { guard: 'reasonGiven', target: 'declining' },
          { actions: 'sayReasonMissing' },
        ],
        CANCEL_CLICKED: { target: 'browsing', actions: 'forgetChoice' },
      },
    },
    declining: {
      invoke: {
        id: 'decline',
        src: 'decline',
        input: ({ context }) => ({ id: context.chosenId!, reason: context.reason.trim() }),
        onDone: { target: 'browsing', actions: [{ type: 'keepDecision', params: ({ event }) => event.output }, 'announceDeclined'] },
        onError: [
          { guard: { type: 'decidedAlready', params: ({ event }) => ({ error: event.error }) }, target: 'loading', actions: ['forgetChoice', 'announceDecidedElsewhere'] },
          { target: 'writingReason', actions: { type: 'keepDecisionFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
  },
});
