// The DataTable's sticky header row. Memoised: the table renders on every scroll frame, and its
// header groups (TanStack memoises them) only change with the columns.
import { flexRender, type HeaderGroup, type RowData } from '@tanstack/react-table';
import { memo } from 'react';
import { cx } from './cx';
import type { DataTableFeatures } from './data-table-features';

type Props<R extends RowData> = {
  headerGroups: HeaderGroup<DataTableFeatures, R>[];
  gridTemplateColumns: string;
  alignOf: (columnId: string) => string;
};

function DataTableHeaderView<R extends RowData>({ headerGroups, gridTemplateColumns, alignOf }: Props<R>) {
  return (
    <div role="rowgroup" className="sticky top-0 z-10 border-b border-slate-200 bg-slate-50">
      {headerGroups.map((group) => (
        <div role="row" aria-rowindex={1} key={group.id} className="grid gap-2 px-3" style={{ gridTemplateColumns }}>
          {group.headers.map((header) => (
            <div role="columnheader" key={header.id} className={cx('flex items-center py-3 text-xs font-semibold uppercase tracking-wide text-slate-500', alignOf(header.column.id))}>
              {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

export const DataTableHeader = memo(DataTableHeaderView) as typeof DataTableHeaderView;
