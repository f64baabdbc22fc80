// The employees screen's model for checkModel and `npm run paths -- employee-list`.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands, stays } from '../test/model';
import { defaultFilters, type EmployeeFilters } from './employee-list.filters';
import { employeeListMachine, type EmployeeListInput } from './employee-list.machine';
import { deletedEmployee, sampleEmployee, selfRow } from './employee-list.fixtures';

type Snap = SnapshotFrom<typeof employeeListMachine>;

export const input: EmployeeListInput = { filters: defaultFilters() };
/** What the URL says after the top bar's search and a link to every employee, 50 a page. */
const linked: EmployeeFilters = { status: 'all', q: 'sara', perPage: 50 };

/** Filters and paging change the rows child, never the dialog. */
const always = (s: Snap): EventObject[] => [
  stays(s, { type: 'STATUS_CHOSEN', status: 'all' }),
  // The URL's change is followed; the URL the list already shows changes nothing.
  stays(s, { type: 'URL_CHANGED', filters: linked }, holds({ filters: linked }) as never),
  stays(s, { type: 'URL_CHANGED', filters: s.context.filters }, holds({ filters: s.context.filters }) as never),
  stays(s, { type: 'PAGE_SIZE_CHOSEN', perPage: 50 }),
  stays(s, { type: 'FILTERS_RESET' }),
  stays(s, { type: 'NEXT_PAGE_REQUESTED' }),
  stays(s, { type: 'RETRY_CLICKED' }),
  stays(s, { type: 'PAGE_FAILED' }),
];

/** Every row kind with every row action: only an active colleague is edited or deleted, only a deleted one restored, never oneself. */
const DIALOG = { EDIT_OPENED: 'editing', DELETE_OPENED: 'deleting', RESTORE_OPENED: 'restoring' } as const;
const rowActions = (): EventObject[] => [sampleEmployee, deletedEmployee, selfRow].flatMap((row) =>
  (Object.keys(DIALOG) as (keyof typeof DIALOG)[]).map((type) => {
    const allowed = !row.isSelf && (type === 'RESTORE_OPENED' ? row.deletedAt !== null : row.deletedAt === null);
    return allowed ? lands(DIALOG[type], { type, row }, holds({ dialogRow: row })) : lands('closed', { type, row }, holds({ dialogRow: null }));
  }));

export function events(s: Snap): EventObject[] {
  if (s.matches('closed')) return [...always(s), lands('adding', { type: 'ADD_OPENED' }), lands('exporting', { type: 'EXPORT_OPENED' }), ...rowActions()];
  const out: EventObject[] = [...always(s), lands('closed', { type: 'DIALOG_CLOSED' }, holds({ dialogRow: null }))];
  // The export changes nothing in the table: it only closes.
  out.push(s.matches('exporting') ? stays(s, { type: 'EMPLOYEE_CHANGED' }) : lands('closed', { type: 'EMPLOYEE_CHANGED' }, holds({ dialogRow: null })));
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

/** Mutants no test can tell apart from the chart as written, and why. */
export const equivalentMutants: Record<string, string> = {
  'context dialogRow starts at 0 instead of null':
    'the list starts in closed, whose entry forgets the row before the first snapshot; every dialog that reads it is opened with its row',
};
