// Delete and restore (part 1 §4 Employee): active → deleted (deletedAt set, cannot sign in) through
// a confirmation, deleted → active again through restore. One chart for both: the action is input.
import { assign, fromPromise, setup } from 'xstate';
import { deleteEmployee, employeeFailure, restoreEmployee } from '../../api/employees';

export type RemovalAction = 'delete' | 'restore';
export type EmployeeRemovalInput = { id: number; name: string; action: RemovalAction };
export type EmployeeRemovalContext = EmployeeRemovalInput & { error: string | null };
export type EmployeeRemovalEvent = { type: 'CONFIRMED' };

export const FAILED: Record<RemovalAction, string> = {
  delete: 'employees-screen.remove.delete-failed',
  restore: 'employees-screen.remove.restore-failed',
};

export const employeeRemovalMachine = setup({
  types: {
    context: {} as EmployeeRemovalContext,
    events: {} as EmployeeRemovalEvent,
    input: {} as EmployeeRemovalInput,
  },
  actors: {
    changeEmployee: fromPromise<void, { id: number; action: RemovalAction }>(({ input, signal }) =>
      input.action === 'delete' ? deleteEmployee(input.id, signal) : restoreEmployee(input.id, signal)),
  },
  actions: {
    clearFailure: assign({ error: null }),
    showFailure: assign(({ context }, params: { error: unknown }) => ({ error: employeeFailure(params.error, FAILED[context.action]).message })),
    /** Provided by the view: snackbar, list reload, close. */
    announceDone: () => {},
  },
}).createMachine({
  id: 'employeeRemoval',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'confirming',
  states: {
    // Saying no is closing the dialog: the view unmounts the machine.
    confirming: { on: { CONFIRMED: 'working' } },
    working: {
      invoke: {
        id: 'changeEmployee',
        src: 'changeEmployee',
        input: ({ context }) => ({ id: context.id, action: context.action }),
        onDone: 'done',
        onError: { target: 'failed', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final', entry: 'announceDone' },
    failed: { on: { CONFIRMED: { target: 'working', actions: 'clearFailure' } } },
  },
});
