// Reads of the employees screen's snapshot for its views.
import type { SnapshotFrom } from 'xstate';
import type { EmployeeRow } from '../../api/schemas/employees';
import { toExportQuery } from './employee-list.filters';
import type { employeeListMachine } from './employee-list.machine';

type Snap = SnapshotFrom<typeof employeeListMachine>;

export type OpenEmployeeDialog =
  | { kind: 'add' }
  | { kind: 'edit' | 'delete' | 'restore'; row: EmployeeRow }
  | { kind: 'export'; query: ReturnType<typeof toExportQuery> }
  | null;

/** The EmployeeDialogs prop: which dialog is open, for whom. */
export function selectDialog(s: Snap): OpenEmployeeDialog {
  const row = s.context.dialogRow;
  if (s.matches('adding')) return { kind: 'add' };
  if (s.matches('exporting')) return { kind: 'export', query: toExportQuery(s.context.filters) };
  if (!row) return null;
  if (s.matches('editing')) return { kind: 'edit', row };
  if (s.matches('deleting')) return { kind: 'delete', row };
  if (s.matches('restoring')) return { kind: 'restore', row };
  return null;
}

export const selectFilters = (s: Snap) => s.context.filters;
/** The child list actor (rows, paging status): read it with useSelector. */
export const selectRowsActor = (s: Snap) => s.children.rows;
