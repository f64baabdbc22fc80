// Route /employees (part 1 §2 Employees, company only): the list page shell around the employees machine.
import { useSelector } from '@xstate/react';
import { useFlow } from '../../flow/use-flow';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPLOYEES_NAMESPACES } from './employees-namespaces';
import type { EmployeeRow } from '../../../api/schemas/employees';
import { selectListError, selectListStatus } from '../../../machines/list/list.selectors';
import { hasBarFilters } from '../../../machines/employee-list/employee-list.filters';
import { employeeListMachine } from '../../../machines/employee-list/employee-list.machine';
import { employeeFiltersCodec } from '../../../machines/employee-list/employee-list.url';
import { useFiltersInUrl } from '../../flow/use-filters-in-url';
import { selectDialog, selectRowsActor } from '../../../machines/employee-list/employee-list.selectors';
import { listMatches } from '../../../machines/employee-export/employee-export.machine';
import { useLocale, useNotify, useSessionActor } from '../../app-context';
import { Button } from '../../kit/Button';
import { DataTable } from '../../kit/DataTable';
import { EmptyState } from '../../kit/EmptyState';
import { ListPage } from '../../kit/ListPage';
import { useListFailureText } from '../../kit/list-failure-text';
import { PendingScreen } from '../pending/PendingScreen';
import { PlusIcon } from '../products/product-icons';
import { employeeColumns } from './employee-columns';
import { DownloadIcon } from './employee-icons';
import { EmployeeFilters } from './EmployeeFilters';
import { selectUser } from '../../../machines/session/session.selectors';
import { ResetFiltersButton } from '../../kit/ResetFiltersButton';

// The dialogs (the form's shared schema and zod with them) load when one first opens, not with the list.
const EmployeeDialogs = lazy(() => import('./dialogs/EmployeeDialogs').then((m) => ({ default: m.EmployeeDialogs })));

const employeeRowId = (row: EmployeeRow) => String(row.id);
const isDeleted = (row: EmployeeRow) => row.deletedAt !== null;

export function EmployeesScreen() {
  const user = useSelector(useSessionActor(), selectUser);
  // The route is company-only; a deep link by anyone else says so instead of failing with 403.
  if (!user || user.roles[0] !== 'company') return <PendingScreen screen="employees" reason="not-allowed" />;
  return <EmployeesList />;
}

function EmployeesList() {
  // With the table's and page size's namespace, so the list suspends once, before building anything.
  const { t } = useTranslation(EMPLOYEES_NAMESPACES);
  const [locale] = useLocale();
  const notify = useNotify();
  const { initial, inUrl, publish } = useFiltersInUrl(employeeFiltersCodec);
  const [snapshot, send] = useFlow(
    employeeListMachine.provide({
      actions: {
        notifyLoadFailed: (_, { notice }) => { if (notice) notify(notice); },
        publishFilters: (_, { filters }) => publish(filters),
      },
    }),
    { input: { filters: initial } },
  );
  const rowsActor = selectRowsActor(snapshot);
  const rows = useSelector(rowsActor, (s) => s?.context.rows ?? []);
  const status = useSelector(rowsActor, (s) => (s ? selectListStatus(s) : 'idle'));
  const error = useSelector(rowsActor, (s) => (s ? selectListError(s) : null));
  const failureText = useListFailureText('employees-screen:failed');

  // The URL's filters (the top bar's ?q=, a link, Back/Forward) lead.
  useEffect(() => send({ type: 'URL_CHANGED', filters: inUrl }), [inUrl, send]);

  const columns = useMemo(
    () => employeeColumns({
      t, locale,
      onEdit: (row) => send({ type: 'EDIT_OPENED', row }),
      onDelete: (row) => send({ type: 'DELETE_OPENED', row }),
      onRestore: (row) => send({ type: 'RESTORE_OPENED', row }),
    }),
    [t, locale, send],
  );
  const { filters } = snapshot.context;
  const filtered = hasBarFilters(filters) || filters.q !== '';
  const dialog = selectDialog(snapshot);

  return (
    <ListPage
      title={t('title')}
      subtitle={t('subtitle')}
      filtersLabel={t('filters.label')}
      actions={
        <>
          <Button variant="secondary" onClick={() => send({ type: 'EXPORT_OPENED' })}><DownloadIcon />{t('export-button')}</Button>
          <Button onClick={() => send({ type: 'ADD_OPENED' })}><PlusIcon />{t('add')}</Button>
        </>
      }
      filters={<EmployeeFilters filters={filters} send={send} />}
    >
      <DataTable<EmployeeRow>
        label={t('table-label')}
        columns={columns}
        rows={rows}
        getRowId={employeeRowId}
        status={status}
        onEndReached={() => send({ type: 'NEXT_PAGE_REQUESTED' })}
        onRetry={() => send({ type: 'RETRY_CLICKED' })}
        failedMessage={failureText(error)}
        isRowInactive={isDeleted}
        minWidth="64rem"
        empty={
          <EmptyState
            title={t(filtered ? 'empty.title' : 'empty.none-title')}
            body={t(filtered ? 'empty.body' : 'empty.none-body')}
            action={hasBarFilters(filters)
              ? <ResetFiltersButton variant="secondary" onReset={() => send({ type: 'FILTERS_RESET' })}>{t('filters.reset')}</ResetFiltersButton>
              : <Button onClick={() => send({ type: 'ADD_OPENED' })}><PlusIcon />{t('add')}</Button>}
          />
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <EmployeeDialogs dialog={dialog} matches={listMatches(rows.length, status === 'exhausted')} onClose={() => send({ type: 'DIALOG_CLOSED' })} onChanged={() => send({ type: 'EMPLOYEE_CHANGED' })} />
        </Suspense>
      )}
    </ListPage>
  );
}
