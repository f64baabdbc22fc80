// The requests table's columns, in the spec's order (part 1 §2 Requests).
import { createColumnHelper } from '@tanstack/react-table';
import type { Locale } from '../../../api/schemas/common';
import type { RequestRow } from '../../../api/schemas/requests';
import { intlLocale } from '../../../domain/intl-locale';
import { formatKwd } from '../../../domain/money';
import { formatDateTime } from '../../../domain/relative-time';
import type { DataTableColumn, dataTableFeatures } from '../../kit/DataTable';
import { formatDayMonthYear, localName } from '../products/dialogs/format';
import { ProductThumb, RowActions, TypeBadge } from './RequestCells';
import type { RequestListActor } from './request-list-actor';
import { UserText } from '../../kit/UserText';
import { numberFormat } from '../../../domain/intl-formats';

const column = createColumnHelper<typeof dataTableFeatures, RequestRow>();

type ColumnsOptions = {
  t: (key: string) => string;
  locale: Locale;
  actor: RequestListActor;
  /** The signed-in user's own sent requests: a status label instead of accept/reject. */
  readOnly: boolean;
  onDetails: (row: RequestRow) => void;
};

export function requestColumns({ t, locale, actor, readOnly, onDetails }: ColumnsOptions): DataTableColumn<RequestRow>[] {
  const numbers = numberFormat(intlLocale(locale));
  return column.columns([
    column.accessor('num', { header: t('columns.num'), cell: (c) => <span className="tabular-nums text-slate-500">{numbers.format(c.getValue())}</span>, meta: { width: '3rem' } }),
    column.display({ id: 'image', header: t('columns.image'), cell: (c) => <ProductThumb image={c.row.original.receiverProduct.primaryImage} />, meta: { width: '3rem' } }),
    column.accessor((row) => row.receiverProduct.name, {
      id: 'product',
      header: t('columns.product'),
      cell: (c) => <UserText text={c.getValue()} className="font-medium" />,
      meta: { width: 'minmax(9rem, 2fr)' },
    }),
    column.accessor((row) => (row.receiverProduct.category ? localName(row.receiverProduct.category, locale) : null), {
      id: 'category',
      header: t('columns.category'),
      cell: (c) => (c.getValue() ? <span className="truncate">{c.getValue()}</span> : <span className="text-slate-500">{t('row.no-category')}</span>),
      meta: { width: 'minmax(6rem, 1.1fr)' },
    }),
    column.accessor('createdAt', {
      header: t('columns.created'),
      cell: (c) => <time dateTime={c.getValue()} title={formatDateTime(c.getValue(), intlLocale(locale))} className="whitespace-nowrap">{formatDayMonthYear(c.getValue(), locale)}</time>,
      meta: { width: 'minmax(6.5rem, 1fr)' },
    }),
    column.accessor((row) => row.receiverProduct.price, {
      id: 'price',
      header: t('columns.price'),
      cell: (c) => <span className="whitespace-nowrap font-semibold tabular-nums">{formatKwd(c.getValue(), locale)}</span>,
      meta: { width: 'minmax(8.5rem, 1fr)', align: 'end' },
    }),
    column.accessor('type', { header: t('columns.type'), cell: (c) => <TypeBadge type={c.getValue()} />, meta: { width: '6.5rem', align: 'center' } }),
    column.accessor((row) => row.postedBy?.fullName ?? '', { id: 'postedBy', header: t('columns.posted-by'), cell: (c) => <UserText text={c.getValue()} />, meta: { width: 'minmax(6.5rem, 1.1fr)' } }),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: (c) => <RowActions row={c.row.original} actor={actor} readOnly={readOnly} onDetails={onDetails} />,
      meta: { width: '15rem', align: 'end' },
    }),
  ]) as DataTableColumn<RequestRow>[];
}
