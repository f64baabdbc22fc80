// The employees table's columns, in the spec's order (part 1 §2 Employees).
import { createColumnHelper } from '@tanstack/react-table';
import type { Locale } from '../../../api/schemas/common';
import type { EmployeeRow } from '../../../api/schemas/employees';
import { formatDuration } from '../../../domain/duration';
import { intlLocale } from '../../../domain/intl-locale';
import { ActivityFigure } from '../../kit/ActivityFigure';
import type { DataTableColumn, dataTableFeatures } from '../../kit/DataTable';
import { EmployeeActions, NameCell, TypeCell } from './EmployeeCells';
import { formatDate, formatDateTime } from './employee-format';
import { numberFormat } from '../../../domain/intl-formats';

const column = createColumnHelper<typeof dataTableFeatures, EmployeeRow>();

type ColumnsOptions = {
  t: (key: string) => string;
  locale: Locale;
  onEdit: (row: EmployeeRow) => void;
  onDelete: (row: EmployeeRow) => void;
  onRestore: (row: EmployeeRow) => void;
};

export function employeeColumns({ t, locale, onEdit, onDelete, onRestore }: ColumnsOptions): DataTableColumn<EmployeeRow>[] {
  const numbers = numberFormat(intlLocale(locale));
  const count = (header: string, key: 'sales' | 'tradeIn' | 'productsCount' | 'communications', width = '5rem') =>
    column.accessor(key, { header, cell: (c) => <span className="tabular-nums">{numbers.format(c.getValue())}</span>, meta: { width, align: 'end' } });
  return column.columns([
    column.accessor('id', { header: t('columns.id'), cell: (c) => <span className="tabular-nums text-slate-500">{numbers.format(c.getValue())}</span>, meta: { width: '2rem' } }),
    column.accessor('fullName', { header: t('columns.name'), cell: (c) => <NameCell row={c.row.original} />, meta: { width: 'minmax(7rem, 1.6fr)' } }),
    column.accessor('createdAt', {
      header: t('columns.joined'),
      cell: (c) => <time dateTime={c.getValue()} title={formatDateTime(c.getValue(), locale)} className="whitespace-nowrap">{formatDate(c.getValue(), locale)}</time>,
      meta: { width: '6rem' },
    }),
    column.accessor('lastEntry', {
      header: t('columns.last-entry'),
      cell: (c) => {
        const iso = c.getValue();
        return iso
          ? <time dateTime={iso} title={formatDateTime(iso, locale)} className="whitespace-nowrap">{formatDate(iso, locale)}</time>
          : <span className="text-slate-500">{t('row.never')}</span>;
      },
      meta: { width: '6rem' },
    }),
    count(t('columns.sales'), 'sales', '3.5rem'),
    count(t('columns.trade-in'), 'tradeIn', '4.5rem'),
    count(t('columns.products'), 'productsCount', '4.5rem'),
    column.display({ id: 'type', header: t('columns.type'), cell: (c) => <TypeCell row={c.row.original} />, meta: { width: '5.5rem' } }),
    count(t('columns.communications'), 'communications', '6.5rem'),
    column.accessor('avgResponseTimeSeconds', {
      header: t('columns.response-time'),
      cell: (c) => {
        const seconds = c.getValue();
        return seconds === null
          ? <span className="text-slate-500">{t('row.no-replies')}</span>
          : <span className="whitespace-nowrap tabular-nums">{formatDuration(seconds, locale)}</span>;
      },
      meta: { width: 'minmax(5rem, 1fr)', align: 'end' },
    }),
    column.accessor('responseRate', {
      header: t('columns.response-rate'),
      cell: (c) => {
        const percent = c.getValue();
        return percent === null ? <span className="text-slate-500">{t('row.no-buyer-messages')}</span> : <ActivityFigure percent={percent} />;
      },
      meta: { width: '7.5rem', align: 'end' },
    }),
    column.display({
      id: 'actions',
      header: t('columns.actions'),
      cell: (c) => <EmployeeActions row={c.row.original} onEdit={onEdit} onDelete={onDelete} onRestore={onRestore} />,
      meta: { width: '7rem', align: 'end' },
    }),
  ]) as DataTableColumn<EmployeeRow>[];
}
