// Part 2 §2 deactivate-account dialog: first what deactivating also does (a company's last company user
// takes its active employees along: they are told and must tick that they understood), then the
// confirmation; the server disables the user and revokes its tokens, and the view signs out to /login.
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { accountFailure, deactivateAccount, fetchDeactivationPreview } from '../../api/account';

export type DeactivationContext = {
  userId: number;
  employeesAffected: number;
  acknowledged: boolean;
  error: string | null;
};

export type DeactivationEvent = { type: 'ACKNOWLEDGED_CHANGED'; acknowledged: boolean } | { type: 'CONFIRMED' } | { type: 'RETRY_CLICKED' };

export const DEACTIVATION_FAILED = 'account.try-again';
export const ACKNOWLEDGE_FIRST = 'account.deactivate.acknowledge-required';

export const deactivationMachine = setup({
  types: {
    context: {} as DeactivationContext,
    events: {} as DeactivationEvent,
    input: {} as { userId: number },
  },
  actors: {
    loadPreview: fromPromise<number>(async ({ signal }) => (await fetchDeactivationPreview(signal)).employeesAffected),
    deactivate: fromPromise<void, { userId: number; acknowledged: boolean }>(({ input, signal }) => deactivateAccount(input.userId, input.acknowledged, signal)),
  },
  guards: {
    isAcknowledgementMissing: ({ context }) => context.employeesAffected > 0 && !context.acknowledged,
  },
  actions: {
    keepPreview: assign((_, employeesAffected: number) => ({ employeesAffected })),
    keepAcknowledged: assign(({ event }) => {
      assertEvent(event, 'ACKNOWLEDGED_CHANGED');
      return { acknowledged: event.acknowledged, error: null };
    }),
    askAcknowledgement: assign({ error: ACKNOWLEDGE_FIRST }),
    clearFailure: assign({ error: null }),
    showFailure: assign((_, params: { error: unknown }) => ({ error: accountFailure(params.error, DEACTIVATION_FAILED).message })),
    /** Provided by the view: sign out to /login. */
    signOut: () => {},
  },
}).createMachine({
  id: 'deactivation',
  context: ({ input }) => ({ userId: input.userId, employeesAffected: 0, acknowledged: false, error: null }),
  initial: 'checking',
  states: {
    checking: {
      invoke: {
        id: 'loadPreview',
        src: 'loadPreview',
        onDone: { target: 'confirming', actions: { type: 'keepPreview', params: ({ event }) => event.output } },
        onError: { target: 'checkFailed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkFailed: { on: { RETRY_CLICKED: { target: 'checking', actions: 'clearFailure' } } },
    // Saying no is closing the dialog: the view unmounts the machine.
    confirming: {
      on: {
        ACKNOWLEDGED_CHANGED: { actions: 'keepAcknowledged' },
        CONFIRMED: [{ guard: 'isAcknowledgementMissing', actions: 'askAcknowledgement' }, { target: 'deactivating', actions: 'clearFailure' }],
      },
    },
    deactivating: {
      invoke: {
        id: 'deactivate',
        src: 'deactivate',
        input: ({ context }) => ({ userId: context.userId, acknowledged: context.acknowledged }),
        onDone: 'deactivated',
        onError: { target: 'confirming', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deactivated: { type: 'final', entry: 'signOut' },
  },
});
