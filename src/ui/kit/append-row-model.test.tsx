// @vitest-environment jsdom
import { createColumnHelper, useTable } from '@tanstack/react-table';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DataTableColumn } from './DataTable';
import { dataTableFeatures } from './data-table-features';

type Item = { id: number; name: string };
const column = createColumnHelper<typeof dataTableFeatures, Item>();
const columnsIn = (suffix: string) => [column.accessor((item) => `${item.name}${suffix}`, { id: 'name' })] as DataTableColumn<Item>[];
const items = (from: number, count: number): Item[] => Array.from({ length: count }, (_, i) => ({ id: from + i, name: `item ${from + i}` }));
const getRowId = (item: Item) => String(item.id);

function tableRows(data: Item[], columns = columnsIn('')) {
  const hook = renderHook((props: { data: Item[]; columns: ReturnType<typeof columnsIn> }) =>
    useTable({ features: dataTableFeatures, columns: props.columns, data: props.data, getRowId }, () => null).getRowModel(), { initialProps: { data, columns } });
  return { model: () => hook.result.current, rerender: hook.rerender };
}

describe('the DataTable row model', () => {
  const page1 = items(1, 20);
  const page2 = items(21, 20);
  const columns = columnsIn('');

  it('keeps the rows already built when a page is appended, and builds the new ones', () => {
    const table = tableRows(page1, columns);
    const before = table.model().rows;
    table.rerender({ data: [...page1, ...page2], columns });
    const after = table.model();
    expect(after.rows).toHaveLength(40);
    expect(after.rows.slice(0, 20).every((row, i) => row === before[i])).toBe(true);
    expect(after.rows.map((r) => r.id)).toEqual([...page1, ...page2].map(getRowId));
    expect(after.rows[25].index).toBe(25);
    expect(after.rowsById['40'].original).toBe(page2[19]);
    expect(after.flatRows).toHaveLength(40);
  });

  it('builds every row again when the data is not the old data plus rows at the end', () => {
    const table = tableRows([...page1, ...page2], columns);
    const before = table.model().rows;
    const reloaded = [...items(1, 20), ...page2];
    table.rerender({ data: reloaded, columns });
    expect(table.model().rows.some((row, i) => row === before[i])).toBe(false);
    expect(table.model().rows[0].original).toBe(reloaded[0]);
    table.rerender({ data: page2, columns });
    expect(table.model().rows.map((r) => r.id)).toEqual(page2.map(getRowId));
  });

  it('builds every row again when the columns change (rows cache their values)', () => {
    const table = tableRows(page1, columns);
    expect(table.model().rows[0].getValue('name')).toBe('item 1');
    table.rerender({ data: page1, columns: columnsIn(' (ar)') });
    expect(table.model().rows[0].getValue('name')).toBe('item 1 (ar)');
  });
});
