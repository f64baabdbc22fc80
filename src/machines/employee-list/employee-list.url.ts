// The employees screen's filters in the URL: ?status=deleted&perPage=50 (as the employees endpoint
// takes them), with the top bar's ?q=.
import { oneOf, readPageSize, readSearch, writePageSize, type FiltersCodec } from '../list/list.url';
import { EMPLOYEE_STATUSES, defaultFilters, type EmployeeFilters } from './employee-list.filters';

export const employeeFiltersCodec: FiltersCodec<EmployeeFilters> = {
  read: (params) => ({
    status: oneOf(params, 'status', EMPLOYEE_STATUSES, defaultFilters().status),
    q: readSearch(params),
    perPage: readPageSize(params),
  }),
  write: (f) => ({
    status: f.status === defaultFilters().status ? null : f.status,
    perPage: writePageSize(f.perPage),
  }),
};
