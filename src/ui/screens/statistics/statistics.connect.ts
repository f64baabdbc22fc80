// What each chart card shows, from the statistics machine's snapshot: loading, failed (with its message),
// empty (nothing happened in the period: said in words instead of an empty frame) or shown with its figures.
import type { SnapshotFrom } from 'xstate';
import type { ChartFigures, ChartName } from '../../../machines/statistics/statistics.figures';
import type { statisticsMachine } from '../../../machines/statistics/statistics.machine';
import type { ChartStatus } from './ChartCard';

type Snap = SnapshotFrom<typeof statisticsMachine>;

/** Has the period nothing to draw for this chart? */
export function isEmptyChart<C extends ChartName>(chart: C, figures: ChartFigures[C]): boolean {
  switch (chart) {
    case 'sales': return (figures as ChartFigures['sales']).data.every((p) => p.revenue === 0 && p.sales === 0);
    case 'salesInNumbers': { const f = figures as ChartFigures['salesInNumbers']; return f.sales + f.tradIn === 0; }
    case 'topSales': return (figures as ChartFigures['topSales']).length === 0;
    case 'userSales': return (figures as ChartFigures['userSales']).data.every((u) => u.sales + u.tradeIn === 0);
    default: return (figures as ChartFigures['productViews']).total === 0;
  }
}

export type ChartView<C extends ChartName> = { status: ChartStatus; error: string | null; figures: ChartFigures[C] | undefined };

export function chartView<C extends ChartName>(s: Snap, chart: C): ChartView<C> {
  const figures = s.context.figures[chart] as ChartFigures[C] | undefined;
  const error = s.context.errors[chart] ?? null;
  if (s.matches({ charts: { [chart]: 'failed' } })) return { status: 'failed', error, figures };
  if (s.matches({ charts: { [chart]: 'shown' } }) && figures) return { status: isEmptyChart(chart, figures) ? 'empty' : 'shown', error, figures };
  return { status: 'loading', error, figures };
}
