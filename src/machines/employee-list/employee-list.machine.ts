import { assertEvent, assign, sendTo, setup } from 'xstate';
import type { EmployeeRow } from '../../api/schemas/employees';
import { employeeRowsMachine } from './employee-list.actors';
import { defaultFilters, type EmployeeFilters, type EmployeeStatus, type PageSize } from './employee-list.filters';
import type { Notice } from '../../api/failure';
import { loadFailureNotice } from '../list/list.failure';
import { sameFilters } from '../list/list.url';

export type EmployeeListInput = {
  /** The filters of the route's query (?status=…&q=…) when the screen opens. */
  filters: EmployeeFilters;
};

export type EmployeeListContext = {
  filters: EmployeeFilters;
  /** The employee of the open edit, delete or restore dialog. */
  dialogRow: EmployeeRow | null;
};

export type EmployeeListEvent =
  | { type: 'STATUS_CHOSEN'; status: EmployeeStatus }
  /** The route's query changed (the top bar's ?q=, a link, Back/Forward): the list follows it. */
  | { type: 'URL_CHANGED'; filters: EmployeeFilters }
  | { type: 'PAGE_SIZE_CHOSEN'; perPage: PageSize }
  | { type: 'FILTERS_RESET' }
  | { type: 'NEXT_PAGE_REQUESTED' }
  | { type: 'RETRY_CLICKED' }
  | { type: 'ADD_OPENED' }
  | { type: 'EDIT_OPENED'; row: EmployeeRow }
  | { type: 'DELETE_OPENED'; row: EmployeeRow }
  | { type: 'RESTORE_OPENED'; row: EmployeeRow }
  | { type: 'EXPORT_OPENED' }
  | { type: 'DIALOG_CLOSED' }
  /** A dialog added, edited, deleted or restored someone: the rows reload from page 1. */
  | { type: 'EMPLOYEE_CHANGED' }
  // From the rows child:
  | { type: 'PAGE_FAILED'; error?: unknown };

type RowEvent = Extract<EmployeeListEvent, { row: EmployeeRow }>;
const rowOf = (event: EmployeeListEvent) => (event as RowEvent).row;

/**
 * The employees screen (part 1 §2 Employees): filters, the rows (a child list machine: paging,
 * retry, reload) and which dialog is open. Edit and delete are for active colleagues only, restore
 * for deleted ones only; the caller's own row opens nothing (it links to the account page).
 */
export const employeeListMachine = setup({
  types: {
    context: {} as EmployeeListContext,
    events: {} as EmployeeListEvent,
    input: {} as EmployeeListInput,
  },
  actors: { rows: employeeRowsMachine },
  actions: {
    forgetRow: assign({ dialogRow: null }),
    setFilters: assign(({ context }, patch: Partial<EmployeeFilters>) => ({ filters: { ...context.filters, ...patch } })),
    followUrl: assign(({ event }) => {
      assertEvent(event, 'URL_CHANGED');
      return { filters: event.filters };
    }),
    /** Provided by the screen: the chosen filters go into the route's query (replacing the entry). */
    publishFilters: (_, _params: { filters: EmployeeFilters }) => {},
    applyFilters: sendTo('rows', ({ context }) => ({ type: 'FILTERS_CHANGED' as const, filters: context.filters })),
    reloadRows: sendTo('rows', { type: 'RELOAD_REQUESTED' as const }),
    forwardToRows: sendTo('rows', ({ event }) => event as { type: 'NEXT_PAGE_REQUESTED' | 'RETRY_CLICKED' }),
    keepRow: assign({ dialogRow: ({ event }) => rowOf(event) }),
    /** Provided by the screen: the 'Failed to load employees' snackbar. */
    notifyLoadFailed: (_, _params: { notice: Notice | null }) => {},
  },
  guards: {
    isOtherUrl: ({ context, event }) => !sameFilters((event as Extract<EmployeeListEvent, { type: 'URL_CHANGED' }>).filters, context.filters),
    isActiveColleague: ({ event }) => !rowOf(event).isSelf && rowOf(event).deletedAt === null,
    isDeletedColleague: ({ event }) => !rowOf(event).isSelf && rowOf(event).deletedAt !== null,
  },
}).createMachine({
  id: 'employeeList',
  context: ({ input }) => ({ filters: input.filters, dialogRow: null }),
  invoke: { id: 'rows', src: 'rows', input: ({ context }) => ({ filters: context.filters }) },
  entry: 'reloadRows',
  on: {
    // A filter chosen on the screen reloads the rows and goes into the URL.
    STATUS_CHOSEN: { actions: [{ type: 'setFilters', params: ({ event }) => ({ status: event.status }) }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    PAGE_SIZE_CHOSEN: { actions: [{ type: 'setFilters', params: ({ event }) => ({ perPage: event.perPage }) }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    // The URL's own change (it already says these filters): the rows follow, nothing is written back.
    URL_CHANGED: { guard: 'isOtherUrl', actions: ['followUrl', 'applyFilters'] },
    // Reset clears the bar; the search belongs to the top bar and the page size is a preference.
    FILTERS_RESET: { actions: [{ type: 'setFilters', params: { status: defaultFilters().status } }, 'applyFilters', { type: 'publishFilters', params: ({ context }) => ({ filters: context.filters }) }] },
    NEXT_PAGE_REQUESTED: { actions: 'forwardToRows' },
    RETRY_CLICKED: { actions: 'forwardToRows' },
    PAGE_FAILED: { actions: { type: 'notifyLoadFailed', params: ({ event }) => ({ notice: loadFailureNotice(event.error, 'employees-screen:failed') }) } },
  },
  initial: 'closed',
  states: {
    closed: {
      entry: 'forgetRow',
      on: {
        ADD_OPENED: 'adding',
        EDIT_OPENED: { guard: 'isActiveColleague', target: 'editing', actions: 'keepRow' },
        DELETE_OPENED: { guard: 'isActiveColleague', target: 'deleting', actions: 'keepRow' },
        RESTORE_OPENED: { guard: 'isDeletedColleague', target: 'restoring', actions: 'keepRow' },
        EXPORT_OPENED: 'exporting',
      },
    },
    adding: { on: { DIALOG_CLOSED: 'closed', EMPLOYEE_CHANGED: { target: 'closed', actions: 'reloadRows' } } },
    editing: { on: { DIALOG_CLOSED: 'closed', EMPLOYEE_CHANGED: { target: 'closed', actions: 'reloadRows' } } },
    deleting: { on: { DIALOG_CLOSED: 'closed', EMPLOYEE_CHANGED: { target: 'closed', actions: 'reloadRows' } } },
    restoring: { on: { DIALOG_CLOSED: 'closed', EMPLOYEE_CHANGED: { target: 'closed', actions: 'reloadRows' } } },
    /** The export changes nothing in the table: it only closes. */
    exporting: { on: { DIALOG_CLOSED: 'closed' } },
  },
});
