// The filters bar of the employees screen: status, page size, reset.
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../../domain/intl-locale';
import { TABLE_PAGE_SIZES } from '../../../domain/limits';
import { EMPLOYEE_STATUSES, hasBarFilters, type EmployeeFilters as Filters, type PageSize } from '../../../machines/employee-list/employee-list.filters';
import type { EmployeeListEvent } from '../../../machines/employee-list/employee-list.machine';
import { useLocale } from '../../app-context';
import { Button } from '../../kit/Button';
import { FilterSelect } from '../../kit/FilterSelect';

export function EmployeeFilters({ filters, send }: { filters: Filters; send: (event: EmployeeListEvent) => void }) {
  const { t } = useTranslation('employees-screen');
  const [locale] = useLocale();
  const n = (value: number) => new Intl.NumberFormat(intlLocale(locale)).format(value);
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
      <FilterSelect
        label={t('filters.per-page')}
        shown={n(filters.perPage)}
        value={filters.perPage}
        onChange={(perPage) => send({ type: 'PAGE_SIZE_CHOSEN', perPage: perPage as PageSize })}
        options={TABLE_PAGE_SIZES.map((size) => ({ value: size as PageSize, label: t('filters.per-page-n', { n: n(size) }) }))}
      />
      {hasBarFilters(filters) && (
        <Button variant="link" className="ms-1" onClick={() => send({ type: 'FILTERS_RESET' })}>{t('filters.reset')}</Button>
      )}
    </>
  );
}
