// Accepting or rejecting one request (part 1 §4): pending → deciding → decided, or conflict when
// someone else decided it first (409: the list reloads to show what they chose), or failed.
import { assign, fromPromise, setup } from 'xstate';
import { decideRequest, decisionFailure, isDecidedAlready } from '../../api/requests';

/** What the seller decides, by name; the API writes it as the request status 2 or 3. */
export type Decision = 'accepted' | 'rejected';
export const DECISION_STATUS = { accepted: 2, rejected: 3 } as const satisfies Record<Decision, number>;

export type RequestDecisionContext = {
  id: number;
  /** What the seller chose; null until a button is clicked. */
  status: Decision | null;
  /** Why the last try failed: an i18n key (`ns.key`) or the server's translated message. */
  error: string | null;
};

export type RequestDecisionEvent = { type: 'ACCEPT_CLICKED' } | { type: 'REJECT_CLICKED' };

export const requestDecisionMachine = setup({
  types: {
    context: {} as RequestDecisionContext,
    events: {} as RequestDecisionEvent,
    input: {} as { id: number },
  },
  actors: {
    decide: fromPromise<void, { id: number; status: Decision }>(({ input, signal }) => decideRequest(input.id, DECISION_STATUS[input.status], signal)),
  },
  actions: {
    choose: assign((_, status: Decision) => ({ status, error: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ error: decisionFailure(params.error) })),
    // Hooks for whoever started the decision (the request list reports them to its parent).
    announceDecided: () => {},
    announceConflict: () => {},
    announceFailed: () => {},
  },
  guards: {
    decidedAlready: (_, params: { error: unknown }) => isDecidedAlready(params.error),
  },
}).createMachine({
  id: 'requestDecision',
  context: ({ input }) => ({ id: input.id, status: null, error: null }),
  initial: 'pending',
  states: {
    pending: {
      on: {
        ACCEPT_CLICKED: { target: 'deciding', actions: { type: 'choose', params: 'accepted' } },
        REJECT_CLICKED: { target: 'deciding', actions: { type: 'choose', params: 'rejected' } },
      },
    },
    deciding: {
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ id: context.id, status: context.status! }),
        onDone: 'decided',
        onError: [
          { guard: { type: 'decidedAlready', params: ({ event }) => ({ error: event.error }) }, target: 'conflict' },
          { target: 'failed', actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** 204: the request carries the seller's decision. */
    decided: { type: 'final', entry: 'announceDecided' },
    /** 409: another member decided it first; the list reloads to show their decision. */
    conflict: { type: 'final', entry: 'announceConflict' },
    /** Nothing changed on the server; either button tries again. */
    failed: {
      entry: 'announceFailed',
      on: {
        ACCEPT_CLICKED: { target: 'deciding', actions: { type: 'choose', params: 'accepted' } },
        REJECT_CLICKED: { target: 'deciding', actions: { type: 'choose', params: 'rejected' } },
      },
    },
  },
});
