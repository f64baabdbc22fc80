// Top products / top categories by sale revenue in the period: a toggle, then each with its share as a bar.
import { useTranslation } from 'react-i18next';
import type { TopKind, TopRow } from '../../../machines/statistics/statistics.figures';
import { formatKwd } from '../../../domain/money';
import { ChartCard, type ChartStatus } from './ChartCard';
import { percent } from './statistics-format';

type Props = { status: ChartStatus; error: string | null; rows: TopRow[] | undefined; top: TopKind; onTop: (top: TopKind) => void; onRetry: () => void };

export function TopSalesCard({ status, error, rows, top, onTop, onRetry }: Props) {
  const { t, i18n } = useTranslation('statistics');
  const locale = i18n.language;
  const nameOf = (row: TopRow) => (locale === 'ar' ? row.nameAr ?? row.name : row.name) ?? t('top.no-category');
  const toggle = (
    <div role="group" aria-label={t('top.label')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
      {(['products', 'categories'] as const).map((kind) => (
        <button key={kind} type="button" aria-pressed={top === kind} onClick={() => onTop(kind)}
          className="rounded-lg px-2.5 py-1 text-xs font-medium text-slate-600 hover:text-slate-900 aria-pressed:bg-white aria-pressed:text-teal-800 aria-pressed:shadow-sm">
          {t(`top.${kind}`)}
        </button>
      ))}
    </div>
  );
  const title = t(`top.title-${top}`);
  const table = rows && {
    caption: title,
    columns: [t(top === 'products' ? 'top.product' : 'top.category'), t('top.revenue'), t('top.share')],
    rows: rows.map((row) => [nameOf(row), formatKwd(row.revenue, locale), percent(row.percent, locale)]),
  };
  return (
    <ChartCard title={title} testId="chart-top-sales" status={status} error={error} emptyText={t('top.empty')} onRetry={onRetry} table={table} actions={toggle}>
      <ol className="flex flex-col gap-3" aria-hidden="true">
        {rows?.map((row) => (
          <li key={`${row.id}`} data-testid="top-row" className="flex flex-col gap-1">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <bdi className="min-w-0 truncate text-slate-700">{nameOf(row)}</bdi>
              <span className="shrink-0 font-semibold text-slate-900 tabular-nums" data-testid="top-share">{percent(row.percent, locale)}</span>
            </div>
            <div className="h-2 rounded-full bg-slate-100">
              <div className="h-2 rounded-full bg-teal-600" style={{ width: `${Math.min(100, Math.max(0, row.percent))}%` }} />
            </div>
          </li>
        ))}
      </ol>
    </ChartCard>
  );
}
