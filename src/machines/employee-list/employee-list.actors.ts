// The employees screen's side effect: its rows, the generic list over GET /api/employees.
import { fromPromise } from 'xstate';
import { fetchEmployeePage } from '../../api/employees';
import type { EmployeeRow } from '../../api/schemas/employees';
import { reportPageFailed } from '../list/list.failure';
import { createListMachine, type Page, type PageRequest } from '../list/list.machine';
import { toListQuery, type EmployeeFilters } from './employee-list.filters';

export const fetchEmployeeRows = fromPromise<Page<EmployeeRow>, PageRequest<EmployeeFilters>>(async ({ input, signal }) => {
  const reply = await fetchEmployeePage(toListQuery(input.filters, input.cursor), signal);
  return { rows: reply.data, nextCursor: reply.nextCursor };
});

/** The generic list, telling the screen machine when a page failed (for the snackbar). */
export const employeeRowsMachine = createListMachine<EmployeeRow, EmployeeFilters>('employeeRows').provide({
  actors: { fetchPage: fetchEmployeeRows },
  actions: { pageFailed: reportPageFailed } as never,
});
