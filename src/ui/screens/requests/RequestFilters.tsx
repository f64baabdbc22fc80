// The filters bar of the requests screens: receiver name (applied once typing settles), one day (a picker in the locale), type, page size, reset.
import { useTranslation } from 'react-i18next';
import { hasBarFilters, type RequestFilters as Filters, type TypeFilter } from '../../../machines/request-list/request-list.filters';
import type { RequestListEvent } from '../../../machines/request-list/request-list.machine';
import { DatePicker } from '../../kit/DatePicker';
import { PageSizeFilter } from '../../kit/PageSizeFilter';
import { FilterSelect } from '../../kit/FilterSelect';
import { pillClass } from '../../kit/filter-pill';
import { CalendarIcon, SearchIcon } from './request-icons';
import { ResetFiltersButton } from '../../kit/ResetFiltersButton';

type Props = { filters: Filters; receiverNameDraft: string; send: (event: RequestListEvent) => void };

export function RequestFilters({ filters, receiverNameDraft, send }: Props) {
  const { t } = useTranslation('requests');
  const types: TypeFilter[] = ['all', 'sale', 'bartering'];
  return (
    <>
      <label className={pillClass(filters.receiverName !== '')}>
        <SearchIcon className="size-4 shrink-0 text-slate-400" />
        <span className="sr-only">{t('filters.receiver-name')}</span>
        <input
          type="search"
          value={receiverNameDraft}
          placeholder={t('filters.receiver-name')}
          onChange={(e) => send({ type: 'RECEIVER_NAME_TYPED', text: e.target.value })}
          className="w-36 min-w-0 bg-transparent text-sm outline-none placeholder:text-slate-500"
        />
      </label>
      <DatePicker
        label={t('filters.date')}
        value={filters.date}
        onChange={(date) => send({ type: 'DATE_CHOSEN', date })}
        icon={<CalendarIcon className="size-4 shrink-0 text-slate-400" />}
      />
      <FilterSelect
        label={t('filters.type')}
        shown={t(filters.type === 'all' ? 'filters.type-all' : `type.${filters.type}`)}
        active={filters.type !== 'all'}
        value={filters.type}
        onChange={(requestType) => send({ type: 'TYPE_CHOSEN', requestType })}
        options={types.map((type) => ({ value: type, label: t(type === 'all' ? 'filters.type-all' : `type.${type}`) }))}
      />
      <PageSizeFilter value={filters.perPage} onChange={(perPage) => send({ type: 'PAGE_SIZE_CHOSEN', perPage })} />
      {(hasBarFilters(filters) || receiverNameDraft !== '') && (
        <ResetFiltersButton className="ms-1" onReset={() => send({ type: 'FILTERS_RESET' })}>{t('filters.reset')}</ResetFiltersButton>
      )}
    </>
  );
}
