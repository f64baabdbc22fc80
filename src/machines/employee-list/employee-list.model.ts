// The employees screen's model for checkModel and `npm run paths -- employee-list`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { employeeListMachine, type EmployeeListInput } from './employee-list.machine';
import { deletedEmployee, sampleEmployee, selfRow } from './employee-list.fixtures';

type Snap = SnapshotFrom<typeof employeeListMachine>;

export const input: EmployeeListInput = { q: '' };

const always: EventObject[] = [
  { type: 'STATUS_CHOSEN', status: 'all' } as EventObject,
  { type: 'SEARCH_CHANGED', q: 'sara' } as EventObject,
  { type: 'PAGE_SIZE_CHOSEN', perPage: 50 } as EventObject,
  { type: 'FILTERS_RESET' },
  { type: 'NEXT_PAGE_REQUESTED' },
  { type: 'RETRY_CLICKED' },
  { type: 'PAGE_FAILED' },
];

/** Every row kind with every row action: the guards let only the allowed ones open a dialog. */
const rowActions: EventObject[] = [sampleEmployee, deletedEmployee, selfRow].flatMap((row) =>
  (['EDIT_OPENED', 'DELETE_OPENED', 'RESTORE_OPENED'] as const).map((type) => ({ type, row }) as EventObject));

export function events(s: Snap): EventObject[] {
  if (s.matches('closed')) return [...always, { type: 'ADD_OPENED' }, { type: 'EXPORT_OPENED' }, ...rowActions];
  const out: EventObject[] = [...always, { type: 'DIALOG_CLOSED' }];
  if (!s.matches('exporting')) out.push({ type: 'EMPLOYEE_CHANGED' });
  return out;
}

/** Filters are checked by the behaviour tests; the walk looks at the dialog and its employee. */
export const serialize = (s: Snap) => JSON.stringify([s.value, s.context.dialogRow?.id ?? null]);

/**
 * The model walks the chart without the rows child (the harness runs no invoked actors), so what
 * is sent to it is a no-op here; the behaviour tests check those messages on a real child.
 */
export const machine = employeeListMachine.provide({ actions: { applyFilters: () => {}, reloadRows: () => {}, forwardToRows: () => {} } });

export const employeeListModel = { machine, events, input, serialize };
