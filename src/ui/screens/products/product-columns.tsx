// The products table's columns, in the spec's order (part 1 §2 Products).
import { createColumnHelper } from '@tanstack/react-table';
import type { ProductRow } from '../../../api/schemas/products';
import type { Locale } from '../../../api/schemas/common';
import { formatKwd } from '../../../domain/money';
import { intlLocale } from '../../../domain/intl-locale';
import { formatDateTime, formatRelativeTime } from '../../../domain/relative-time';
import type { DataTableColumn, dataTableFeatures } from '../../kit/DataTable';
import { BoostCell, NameCell, PromoCell, RowActions, Thumbnail, type CellLabels } from './ProductCells';
import { UserText } from '../../kit/UserText';
import { numberFormat } from '../../../domain/intl-formats';

const column = createColumnHelper<typeof dataTableFeatures, ProductRow>();

type ColumnsOptions = {
  t: (key: string) => string;
  locale: Locale;
  /** When the rows were fetched, for the relative dates. */
  now: number;
  onDetails: (row: ProductRow) => void;
  onEdit: (row: ProductRow) => void;
  onDelete: (row: ProductRow) => void;
  onDuplicate: (row: ProductRow) => void;
  /** Client-side navigation (the router's), for the Boost link. */
  navigate: (href: string) => void;
};

/**
 * The date cell's two texts, formatted once per row and kept for these columns (one language, one
 * `now`): rows mount again each time they scroll back into view, and Intl formatting is the costly part.
 */
function dateTexts(locale: Locale, now: number) {
  const intl = intlLocale(locale);
  const cache = new Map<string, { relative: string; full: string }>();
  return (iso: string) => {
    let texts = cache.get(iso);
    if (!texts) cache.set(iso, (texts = { relative: formatRelativeTime(iso, now, intl), full: formatDateTime(iso, intl) }));
    return texts;
  };
}

export function productColumns({ t, locale, now, onDetails, onEdit, onDelete, onDuplicate, navigate }: ColumnsOptions): DataTableColumn<ProductRow>[] {
  const numbers = numberFormat(intlLocale(locale));
  const dates = dateTexts(locale, now);
  const labels: CellLabels = {
    noImage: t('row.no-image'), inactive: t('row.inactive'), boosted: t('row.boosted'), boostBooked: t('row.boost-booked'), boost: t('row.boost'), promoOffer: t('row.promo-offer'),
    details: t('row.details'), duplicate: t('row.duplicate'), edit: t('row.edit'), delete: t('row.delete'),
  };
  return column.columns([
    column.accessor('num', { header: t('columns.num'), cell: (c) => <span className="tabular-nums text-slate-500">{numbers.format(c.getValue())}</span>, meta: { width: '3rem' } }),
    column.display({ id: 'image', header: t('columns.image'), cell: (c) => <Thumbnail row={c.row.original} labels={labels} />, meta: { width: '3rem' } }),
    column.accessor('name', { header: t('columns.name'), cell: (c) => <NameCell row={c.row.original} labels={labels} />, meta: { width: 'minmax(10rem, 2.2fr)' } }),
    column.accessor('views', { header: t('columns.views'), cell: (c) => <span className="tabular-nums">{numbers.format(c.getValue())}</span>, meta: { width: '4rem', align: 'end' } }),
    column.accessor((row) => (row.category ? (locale === 'ar' ? row.category.nameAr : row.category.name) : null), {
      id: 'category',
      header: t('columns.category'),
      cell: (c) => (c.getValue() ? <span className="truncate">{c.getValue()}</span> : <span className="text-slate-500">{t('row.no-category')}</span>),
      meta: { width: 'minmax(6.5rem, 1.2fr)' },
    }),
    column.accessor('createdAt', {
      header: t('columns.created'),
      cell: (c) => {
        const { relative, full } = dates(c.getValue());
        return <time dateTime={c.getValue()} title={full} className="whitespace-nowrap">{relative}</time>;
      },
      meta: { width: 'minmax(6rem, 1fr)' },
    }),
    column.accessor((row) => row.postedBy?.fullName ?? '', { id: 'postedBy', header: t('columns.posted-by'), cell: (c) => <UserText text={c.getValue()} />, meta: { width: 'minmax(6.5rem, 1.1fr)' } }),
    column.accessor('price', { header: t('columns.price'), cell: (c) => <span className="whitespace-nowrap font-semibold tabular-nums">{formatKwd(c.getValue(), locale)}</span>, meta: { width: 'minmax(7rem, 1fr)', align: 'end' } }),
    column.display({ id: 'boosted', header: t('columns.boosted'), cell: (c) => <BoostCell row={c.row.original} labels={labels} navigate={navigate} />, meta: { width: '5rem', align: 'center' } }),
    column.display({ id: 'promo', header: t('columns.promo'), cell: (c) => <PromoCell row={c.row.original} labels={labels} />, meta: { width: '4.5rem', align: 'center' } }),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: (c) => <RowActions row={c.row.original} labels={labels} onDetails={onDetails} onEdit={onEdit} onDelete={onDelete} onDuplicate={onDuplicate} />,
      meta: { width: '8.5rem', align: 'end' },
    }),
  ]) as DataTableColumn<ProductRow>[];
}
