// 'Last added products' (part 1 §2 Overview): the DataTable kit, 8 rows a page with a pager; a row
// opens the product's details dialog. The top bar's search filters it (?q=).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '../../../api/schemas/products';
import type { Locale } from '../../../api/schemas/common';
import type { ListStatus } from '../../../machines/list/list.selectors';
import { formatNumber } from '../../../domain/numbers';
import { DataTable } from '../../kit/DataTable';
import { EmptyState } from '../../kit/EmptyState';
import { ChevronIcon, ChevronLeftIcon } from './overview-icons';
import { overviewColumns } from './overview-columns';
import { CardHeading } from './OverviewCard';

const rowId = (row: ProductRow) => String(row.id);
const noop = () => {};

type Pager = { from: number; to: number; canPrevious: boolean; canNext: boolean };
type Props = {
  rows: ProductRow[];
  status: ListStatus;
  error: string | null;
  searching: boolean;
  pager: Pager;
  locale: Locale;
  onRetry: () => void;
  onOpen: (row: ProductRow) => void;
  onPrevious: () => void;
  onNext: () => void;
};

export function LastAddedTable({ rows, status, error, searching, pager, locale, onRetry, onOpen, onPrevious, onNext }: Props) {
  const { t, i18n } = useTranslation('overview');
  // Back points to the start of the line, forward to its end (left and right in English, mirrored in Arabic).
  const [BackIcon, ForwardIcon] = i18n.dir() === 'rtl' ? [ChevronIcon, ChevronLeftIcon] : [ChevronLeftIcon, ChevronIcon];
  const columns = useMemo(() => overviewColumns(t, locale), [t, locale]);
  const pageButton = 'rounded-lg p-2 text-slate-600 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-teal-700';
  return (
    <section aria-labelledby="overview-products" className="flex min-w-0 flex-col gap-3">
      <CardHeading id="overview-products" title={t('products.title')} more="/products" />
      <DataTable<ProductRow>
        label={t('products.table-label')}
        columns={columns}
        rows={rows}
        getRowId={rowId}
        status={status}
        onEndReached={noop}
        onRetry={onRetry}
        failedMessage={error ?? t('products.failed')}
        onRowClick={onOpen}
        isRowInactive={(row) => !row.isActive}
        minWidth="44rem"
        rowHeight={56}
        empty={<EmptyState title={t(searching ? 'products.search-empty-title' : 'products.empty-title')} body={t(searching ? 'products.search-empty-body' : 'products.empty-body')} />}
      />
      {rows.length > 0 && (
        <nav aria-label={t('products.pages')} className="flex items-center justify-end gap-2 text-sm text-slate-600">
          <span data-testid="table-range" className="tabular-nums">{t('products.range', { from: formatNumber(pager.from, locale), to: formatNumber(pager.to, locale) })}</span>
          <button type="button" className={pageButton} disabled={!pager.canPrevious} onClick={onPrevious} aria-label={t('products.previous')}>
            <BackIcon className="size-5" />
          </button>
          <button type="button" className={pageButton} disabled={!pager.canNext} onClick={onNext} aria-label={t('products.next')}>
            <ForwardIcon className="size-5" />
          </button>
        </nav>
      )}
    </section>
  );
}
