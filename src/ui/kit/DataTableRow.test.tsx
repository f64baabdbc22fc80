// @vitest-environment jsdom
import { createColumnHelper, useTable, type Row } from '@tanstack/react-table';
import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './DataTable';
import { dataTableFeatures, type DataTableFeatures } from './data-table-features';
import { DataTableRow } from './DataTableRow';

type Item = { id: number; name: string; views: number };
const column = createColumnHelper<typeof dataTableFeatures, Item>();
const columns = [
  column.accessor('name', { cell: (c) => <b>{c.getValue()}</b> }),
  column.accessor('views', { cell: (c) => `${c.row.original.name} seen ${c.getValue()} times` }),
] as DataTableColumn<Item>[];

function firstRow() {
  const { result } = renderHook(() => useTable({ features: dataTableFeatures, columns, data: [{ id: 7, name: 'Lamp', views: 3 }], getRowId: (i: Item) => String(i.id) }, () => null));
  const table = result.current;
  return { row: table.getRowModel().rows[0], columns: table.getAllLeafColumns() };
}

const noop = () => {};

function renderRow(row: Row<DataTableFeatures, Item>, leafColumns: ReturnType<typeof firstRow>['columns']) {
  return render(
    <DataTableRow
      row={row} placeholder={false} columns={leafColumns} index={0} start={0} size={64} gridTemplateColumns="1fr 1fr"
      inactive={false} clickable={false} onActivate={noop} onKey={noop} alignOf={() => ''}
    />,
  );
}

describe('DataTableRow', () => {
  it('renders a cell per column through its column definition', () => {
    const { row, columns: leafColumns } = firstRow();
    renderRow(row, leafColumns);
    const cells = screen.getAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Lamp', 'Lamp seen 3 times']);
    expect(cells[0].querySelector('b')).not.toBeNull();
  });

  it('leaves no cells or cell contexts behind on the row once it is gone (10,000 rows kept 28 MB of them)', () => {
    const { row, columns: leafColumns } = firstRow();
    const keysBefore = Object.keys(row).sort();
    renderRow(row, leafColumns).unmount();
    // The value cache may fill; what must not appear is TanStack's per-row cell cache or its memo.
    expect(Object.keys(row).filter((k) => !keysBefore.includes(k))).toEqual([]);
    expect(Object.keys(row)).not.toContain('_cellsCache');
  });
});
