// A chart's figures as a plain table: what a screen reader reads and what a seller copies.

export type ChartTableData = { caption: string; columns: string[]; rows: string[][] };

export function ChartTable({ data }: { data: ChartTableData }) {
  return (
    <table className="w-full text-sm" data-testid="chart-table">
      <caption className="sr-only">{data.caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-500">
          {data.columns.map((column) => <th key={column} scope="col" className="px-2 py-1.5 text-start font-medium">{column}</th>)}
        </tr>
      </thead>
      <tbody>
        {data.rows.map((row, r) => (
          <tr key={r} className="border-b border-slate-100 last:border-0">
            {row.map((cell, c) => (c === 0
              ? <th key={c} scope="row" className="px-2 py-1.5 text-start font-normal text-slate-700"><bdi>{cell}</bdi></th>
              : <td key={c} className="px-2 py-1.5 text-end tabular-nums text-slate-900">{cell}</td>))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
