// The filters bar of the employees screen: status, page size, reset.
import { useTranslation } from 'react-i18next';
import { EMPLOYEE_STATUSES, hasBarFilters, type EmployeeFilters as Filters } from '../../../machines/employee-list/employee-list.filters';
import type { EmployeeListEvent } from '../../../machines/employee-list/employee-list.machine';
import { PageSizeFilter } from '../../kit/PageSizeFilter';
import { FilterSelect } from '../../kit/FilterSelect';
import { ResetFiltersButton } from '../../kit/ResetFiltersButton';

export function EmployeeFilters({ filters, send }: { filters: Filters; send: (event: EmployeeListEvent) => void }) {
  const { t } = useTranslation('employees-screen');
  return (
    <>
      <FilterSelect
        label={t('filters.status')}
        shown={t(`filters.status-${filters.status}`)}
        active={hasBarFilters(filters)}
        value={filters.status}
        onChange={(status) => send({ type: 'STATUS_CHOSEN', status })}
        options={EMPLOYEE_STATUSES.map((s) => ({ value: s, label: t(`filters.status-${s}`) }))}
      />
      <PageSizeFilter value={filters.perPage} onChange={(perPage) => send({ type: 'PAGE_SIZE_CHOSEN', perPage })} />
      {hasBarFilters(filters) && (
        <ResetFiltersButton className="ms-1" onReset={() => send({ type: 'FILTERS_RESET' })}>{t('filters.reset')}</ResetFiltersButton>
      )}
    </>
  );
}
