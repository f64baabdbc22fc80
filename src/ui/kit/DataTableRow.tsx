// One virtual row of the DataTable. Memoised: while scrolling, rows already on screen only move
// (their `start` changes), and a row whose data did not change is not rendered again.
import { flexRender, type CellData, type Column, type Row, type RowData } from '@tanstack/react-table';
import { memo, type KeyboardEvent } from 'react';
import { cellsForRender } from './cells-for-render';
import { cx } from './cx';
import type { DataTableFeatures } from './data-table-features';

type Props<R extends RowData> = {
  row: Row<DataTableFeatures, R>;
  /** Not built yet (use-rows-in-full.ts): a bare row of the right size, filled in a frame or two later. */
  placeholder: boolean;
  /** The table's leaf columns (stable while the columns are). */
  columns: readonly Column<DataTableFeatures, R, CellData>[];
  index: number;
  start: number;
  size: number;
  gridTemplateColumns: string;
  inactive: boolean;
  clickable: boolean;
  /** Stable handlers (the table passes ref-backed ones), so memo holds. */
  onActivate: (index: number) => void;
  onKey: (event: KeyboardEvent<HTMLDivElement>, index: number) => void;
  alignOf: (columnId: string) => string;
};

function DataTableRowView<R extends RowData>({ row, placeholder, columns, index, start, size, gridTemplateColumns, inactive, clickable, onActivate, onKey, alignOf }: Props<R>) {
  return (
    <div
      role="row"
      data-index={index}
      data-inactive={inactive || undefined}
      aria-rowindex={index + 2}
      aria-busy={placeholder || undefined}
      tabIndex={clickable ? 0 : undefined}
      onClick={clickable && !placeholder ? () => onActivate(index) : undefined}
      onKeyDown={(e) => onKey(e, index)}
      className={cx(
        'absolute inset-x-0 top-0 grid items-center gap-2 border-b border-slate-100 px-3 text-sm outline-none',
        'focus-visible:z-[1] focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-teal-600',
        clickable && 'cursor-pointer hover:bg-teal-50/50',
        inactive ? 'bg-slate-50 text-slate-500' : 'text-slate-800',
      )}
      style={{ gridTemplateColumns, height: size, transform: `translateY(${start}px)` }}
    >
      {placeholder ? (
        // One cell across the row (a row needs a cell), its bar where the text will be.
        <div role="cell" className="col-span-full h-3 w-1/2 rounded bg-slate-100" />
      ) : cellsForRender(row, columns).map((cell) => (
        <div role="cell" key={cell.id} className={cx('flex min-w-0 items-center', alignOf(cell.column.id))}>
          {/* The column's renderer itself: TanStack's <FlexRender> would add a component per cell. */}
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </div>
      ))}
    </div>
  );
}

export const DataTableRow = memo(DataTableRowView) as typeof DataTableRowView;
