// The DataTable's core row model, for lists that grow a page at a time. TanStack builds every row
// again whenever `data` is a new array; at 10,000 rows that is every row, each page, and each new
// row object re-renders its memoised view. Here, when the new data is the old data with rows added
// at the end (the same objects, in the same order, the same columns), the old rows are kept and
// only the new ones are built. Anything else (a filter, a reload, other columns, which change what
// the rows' cached values mean) builds every row, as TanStack does.
import { constructRow, makeObjectMap, tableMemo, type Row, type RowData, type RowModel, type Table, type TableFeatures } from '@tanstack/react-table';

type Built<F extends TableFeatures, D extends RowData> = { data: readonly D[]; columns: unknown; model: RowModel<F, D> };

function buildRows<F extends TableFeatures, D extends RowData>(table: Table<F, D>, data: readonly D[], from: number, model: RowModel<F, D>) {
  for (let i = from; i < data.length; i++) {
    const row = constructRow(table, table.getRowId(data[i], i), data[i], i, 0) as Row<F, D>;
    model.rows.push(row);
    model.flatRows.push(row);
    model.rowsById[row.id] = row;
  }
  return model;
}

/** Is `data` what `before` held, plus rows at the end? */
const extendsData = <D>(before: readonly D[], data: readonly D[]) =>
  data.length >= before.length && before.every((original, i) => data[i] === original);

export function appendOnlyCoreRowModel<F extends TableFeatures, D extends RowData>(table: Table<F, D>): () => RowModel<F, D> {
  let last: Built<F, D> | null = null;
  return tableMemo({
    feature: 'coreRowModelsFeature',
    table,
    fnName: 'table.getCoreRowModel',
    memoDeps: () => [table.options.data, table.options.columns],
    fn: () => {
      const { data, columns } = table.options;
      const grows = last !== null && last.columns === columns && extendsData(last.data, data);
      // Kept rows go into new arrays (the model is a new value); the id map is only ever added to.
      const model: RowModel<F, D> = grows
        ? buildRows(table, data, last!.data.length, { rows: last!.model.rows.slice(), flatRows: last!.model.flatRows.slice(), rowsById: last!.model.rowsById })
        : buildRows(table, data, 0, { rows: [], flatRows: [], rowsById: makeObjectMap() });
      last = { data, columns, model };
      return model;
    },
  });
}
