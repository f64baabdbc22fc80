// The filters bar of the products screen: category drill-down, employee, status, page size, reset.
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '../../../api/schemas/categories';
import type { Locale } from '../../../api/schemas/common';
import type { CompanyMember } from '../../../api/schemas/members';
import { hasBarFilters, type ActiveFilter, type ProductFilters as Filters } from '../../../machines/product-list/product-list.filters';
import type { ProductListEvent } from '../../../machines/product-list/product-list.machine';
import { PageSizeFilter } from '../../kit/PageSizeFilter';
import { FilterSelect } from '../../kit/FilterSelect';
import { CategoryFilter } from './CategoryFilter';
import { UsersIcon } from './product-icons';
import { ResetFiltersButton } from '../../kit/ResetFiltersButton';

type Props = {
  filters: Filters;
  categories: CategoryNode[] | null;
  members: CompanyMember[] | null;
  optionsLoading: boolean;
  selfId: number;
  locale: Locale;
  send: (event: ProductListEvent) => void;
};

export function ProductFilters({ filters, categories, members, optionsLoading, selfId, locale, send }: Props) {
  const { t } = useTranslation('products-list');
  const chosenMembers = (members ?? []).filter((m) => filters.usersIds.includes(m.id));
  const membersShown = !members
    ? t(optionsLoading ? 'data-table:loading' : 'filters.unavailable')
    : chosenMembers.length === 0
      ? t('filters.everyone')
      : chosenMembers.length === 1
        ? chosenMembers[0].fullName
        : t('filters.and-more', { name: chosenMembers[0].fullName, n: chosenMembers.length - 1 });
  const statuses: ActiveFilter[] = ['all', 'active', 'inactive'];
  return (
    <>
      <CategoryFilter tree={categories} path={filters.path} locale={locale} onChoose={(path) => send({ type: 'CATEGORY_CHOSEN', path })} />
      <FilterSelect
        multiple
        label={t('filters.employee')}
        icon={<UsersIcon />}
        shown={membersShown}
        active={filters.usersIds.length > 0}
        disabled={!members}
        value={filters.usersIds}
        onChange={(ids) => send({ type: 'EMPLOYEES_CHOSEN', ids })}
        options={(members ?? []).map((m) => ({ value: m.id, label: m.id === selfId ? `${m.fullName} ${t('filters.you')}` : m.fullName }))}
      />
      <FilterSelect
        label={t('filters.status')}
        shown={t(`filters.status-${filters.status}`)}
        active={filters.status !== 'all'}
        value={filters.status}
        onChange={(status) => send({ type: 'STATUS_CHOSEN', status })}
        options={statuses.map((s) => ({ value: s, label: t(`filters.status-${s}`) }))}
      />
      <PageSizeFilter value={filters.perPage} onChange={(perPage) => send({ type: 'PAGE_SIZE_CHOSEN', perPage })} />
      {hasBarFilters(filters) && (
        <ResetFiltersButton className="ms-1" onReset={() => send({ type: 'FILTERS_RESET' })}>{t('filters.reset')}</ResetFiltersButton>
      )}
    </>
  );
}
