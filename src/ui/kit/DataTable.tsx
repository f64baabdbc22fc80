// The one list shell of the kit (products, requests, employees, overview): TanStack Table v9 columns,
// TanStack Virtual rows, infinite scroll, sticky header, loading/empty/error states, RTL by logical
// properties, `role="table"` markup so assistive tech (and Playwright) read rows, cells and headers.
import { useTable, type CellData, type ColumnDef, type RowData, type TableFeatures } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { ListStatus } from '../../machines/list/list.selectors';
import { EndOfList, LoadingMore, PageFailed, SkeletonRows } from './DataTableParts';
import { dataTableFeatures } from './data-table-features';
import { DataTableHeader } from './DataTableHeader';
import { DataTableRow } from './DataTableRow';
import { useEndReached } from './useEndReached';
import { rowsInViewFirst } from './rows-in-view-first';
import { useRowsInFull } from './use-rows-in-full';
import { observeRectAfterLayout, scrollUnlessThere } from './virtual-after-layout';

declare module '@tanstack/table-core' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the type parameters must match the library's declaration
  interface ColumnMeta<TFeatures extends TableFeatures, TData extends RowData, TValue extends CellData = CellData> {
    /** CSS grid track of the column, e.g. `minmax(12rem, 2fr)`; default `minmax(6rem, 1fr)`. */
    width?: string;
    align?: 'start' | 'center' | 'end';
  }
}

/** Columns are written against these features: `createColumnHelper<typeof dataTableFeatures, Row>()`. */
export { dataTableFeatures };
export type DataTableColumn<Row extends RowData> = ColumnDef<typeof dataTableFeatures, Row, CellData>;

export type DataTableProps<Row extends RowData> = {
  /** Accessible name of the table. */
  label: string;
  columns: DataTableColumn<Row>[];
  rows: Row[];
  /** Keep it stable (module level): a new function each render makes the table rebuild its rows. */
  getRowId: (row: Row) => string;
  status: ListStatus;
  onEndReached: () => void;
  onRetry: () => void;
  /** Shown when a page fails (the first one fills the table, a later one sits under the rows). */
  failedMessage: string;
  /** Shown when the list is loaded and holds no row. */
  empty: ReactNode;
  onRowClick?: (row: Row) => void;
  /** Rows that are switched off (muted look; the row's own cells say why). */
  isRowInactive?: (row: Row) => boolean;
  /** Below this width the table scrolls sideways (small screens). */
  minWidth?: string;
  rowHeight?: number;
};

/** Tailwind's rem; the page keeps the browser's 16 px root size. */
const REM_PX = 16;

// Never written to: the one empty list every empty page gives the table.
const NO_ROWS: never[] = [];

const ALIGN = { start: 'justify-start text-start', center: 'justify-center text-center', end: 'justify-end text-end' };

export function DataTable<Row extends RowData>(props: DataTableProps<Row>) {
  const { label, columns, getRowId, onRowClick, isRowInactive, minWidth = '64rem', rowHeight = 64 } = props;
  // Rows come from a machine; a change the user's own input made renders at once and in one piece
  // (src/boot/transition-store.ts). Deferred, a new page renders in a pass React cuts into slices of a
  // few milliseconds (a phone's main thread was held for hundreds of milliseconds when /products filled).
  // An empty list is one value, and 'idle' (the list's machine not started yet) shows as what it
  // becomes next, 'loading' (the same skeleton): the machine's start then changes neither, and the
  // deferred pass does not build and commit the table a second time on a page's load.
  const rows = useDeferredValue(props.rows.length === 0 ? NO_ROWS : props.rows);
  const status = useDeferredValue(props.status === 'idle' ? 'loading' : props.status);
  const scrollRef = useRef<HTMLDivElement>(null);
  // An appended page builds only its own rows; new columns (another language) build them all
  // (append-row-model.ts): rows cache their cell values.
  const table = useTable({ features: dataTableFeatures, columns, data: rows, getRowId }, () => null);
  const modelRows = table.getRowModel().rows;
  const leafColumns = table.getAllLeafColumns();
  const gridTemplateColumns = leafColumns.map((c) => c.columnDef.meta?.width ?? 'minmax(6rem, 1fr)').join(' ');
  // Each column's alignment, looked up once per set of columns rather than once per cell.
  const alignById = useMemo(
    () => new Map(leafColumns.map((c) => [c.id, ALIGN[c.columnDef.meta?.align ?? 'start']])),
    [leafColumns],
  );
  const alignOf = useCallback((id: string) => alignById.get(id) ?? ALIGN.start, [alignById]);

  // Stable between pages: a new function makes the virtualizer measure every row again, each frame.
  const getItemKey = useCallback((index: number) => modelRows[index].id, [modelRows]);
  // The box's own max height below (28rem, or the viewport less 17rem) from the screen's height, which
  // unlike the window's needs no layout to read: the first render builds about the rows the box shows.
  const [initialRect] = useState(() => ({ width: screen.width, height: Math.max(28 * REM_PX, screen.height - 17 * REM_PX) }));
  const virtualizer = useVirtualizer({
    count: modelRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey,
    // Rows beyond the box's edges, so a short scroll shows rows already built. Every one of them is
    // built, styled, laid out and painted with the page's first frame and with every scroll step (the
    // rows a step brings in are a boxful whatever this is): 3 rows (192 px) instead of 8 cut the first
    // commit on a phone from 17 rows to 12 and each scroll frame's rows from 26 to 16.
    overscan: 3,
    // Until the box reports its size (observeRectAfterLayout).
    initialRect,
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessThere,
  });
  const items = virtualizer.getVirtualItems();
  // The offset the virtualizer keeps from scroll events: reading the box's own would force a layout.
  const offset = () => virtualizer.scrollOffset ?? 0;
  const inFull = useRowsInFull(rowsInViewFirst(items, offset(), virtualizer.scrollRect?.height ?? initialRect.height, modelRows), offset);
  const endMarker = useEndReached(scrollRef, status === 'loaded', props.onEndReached, rows.length);

  const firstLoad = status === 'loading' && rows.length === 0;
  const failedFirst = status === 'failed' && rows.length === 0;
  const isEmpty = status === 'exhausted' && rows.length === 0;

  // Row handlers read the latest props through a ref, so they stay the same and memoised rows hold.
  const latest = useRef({ modelRows, onRowClick, virtualizer });
  useLayoutEffect(() => {
    latest.current = { modelRows, onRowClick, virtualizer };
  });
  const onActivate = useCallback((index: number) => latest.current.onRowClick?.(latest.current.modelRows[index].original), []);
  // Arrow keys walk the rows (scrolling the next one into the DOM first); Enter and Space open one.
  const onRowKey = useCallback((event: KeyboardEvent<HTMLDivElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onActivate(index);
      return;
    }
    const next = event.key === 'ArrowDown' ? index + 1 : event.key === 'ArrowUp' ? index - 1 : -1;
    if (next < 0 || next >= latest.current.modelRows.length) return;
    event.preventDefault();
    latest.current.virtualizer.scrollToIndex(next, { align: 'auto' });
    requestAnimationFrame(() => scrollRef.current?.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus());
  }, [onActivate]);

  return (
    <div
      ref={scrollRef}
      className="relative max-h-[max(28rem,calc(100dvh-17rem))] overflow-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div style={{ minWidth }}>
        {status === 'loading' && rows.length > 0 && <div className="absolute inset-x-0 top-0 z-20 h-0.5 animate-pulse bg-teal-600" aria-hidden="true" />}
        <div role="table" aria-label={label} aria-busy={status === 'loading' || status === 'loadingMore' || undefined} aria-rowcount={status === 'exhausted' ? rows.length + 1 : -1}>
          <DataTableHeader headerGroups={table.getHeaderGroups()} gridTemplateColumns={gridTemplateColumns} alignOf={alignOf} />
          <div role="rowgroup" className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {items.map((item) => {
              const row = modelRows[item.index];
              return (
                <DataTableRow
                  key={row.id}
                  row={row}
                  placeholder={!inFull(row.id)}
                  columns={leafColumns}
                  index={item.index}
                  start={item.start}
                  size={item.size}
                  gridTemplateColumns={gridTemplateColumns}
                  inactive={isRowInactive?.(row.original) ?? false}
                  clickable={!!onRowClick}
                  onActivate={onActivate}
                  onKey={onRowKey}
                  alignOf={alignOf}
                />
              );
            })}
          </div>
        </div>
        {/* Where the rows end: coming near it asks for the next page (useEndReached). */}
        <div ref={endMarker} aria-hidden="true" />
        {firstLoad && <SkeletonRows count={8} rowHeight={rowHeight} gridTemplateColumns={gridTemplateColumns} columns={leafColumns.length} />}
        {failedFirst && <PageFailed large message={props.failedMessage} onRetry={props.onRetry} />}
        {isEmpty && <div className="p-6">{props.empty}</div>}
        {status === 'loadingMore' && <LoadingMore />}
        {status === 'failed' && rows.length > 0 && <PageFailed message={props.failedMessage} onRetry={props.onRetry} />}
        {status === 'exhausted' && rows.length > 0 && <EndOfList />}
      </div>
    </div>
  );
}
