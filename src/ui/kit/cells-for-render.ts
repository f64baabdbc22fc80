// A row's cells for one render, kept by nobody else. TanStack's `row.getAllCells()` caches each row's
// cells, and each cell its context, for as long as the row model lives: scrolling once through 10,000
// products left 28 MB of them alive, which made every later major collection longer, and those pauses
// were the scroll's slowest frames. The row views are memoised, so a row on screen builds
// its cells once; they go when it scrolls out.
import { constructCell, type Cell, type CellData, type Column, type Row, type RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './data-table-features';

export function cellsForRender<R extends RowData>(row: Row<DataTableFeatures, R>, columns: readonly Column<DataTableFeatures, R, CellData>[]) {
  return columns.map((column) => constructCell(column, row, row.table) as Cell<DataTableFeatures, R, CellData>);
}
