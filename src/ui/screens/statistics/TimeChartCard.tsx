// A figure over the period's days (a month) or months (the year view): sales revenue, product views,
// company views. A line chart by uPlot, its points as a table.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard, type ChartStatus } from './ChartCard';
import { CHART_RESERVE } from './UplotChart';
import { UplotChart } from './UplotChart';
import { axisLabel, pointName } from './statistics-format';

export type TimePoint = { date: string; value: number; extra?: string };

type Props = {
  title: string;
  subtitle?: string;
  testId: string;
  status: ChartStatus;
  error: string | null;
  emptyText: string;
  onRetry: () => void;
  points: TimePoint[] | null;
  seriesLabel: string;
  /** A value in full (legend, table) and short (axis). */
  format: (value: number) => string;
  axis: (value: number) => string;
  /** A third column of the table (the number of sales beside the revenue). */
  extraColumn?: string;
  color: string;
  /** Across both columns on a wide screen. */
  wide?: boolean;
};

export function TimeChartCard({ title, subtitle, testId, status, error, emptyText, onRetry, points, seriesLabel, format, axis, extraColumn, color, wide = false }: Props) {
  const { t, i18n } = useTranslation('statistics');
  const locale = i18n.language;
  const chart = useMemo(() => points && {
    labels: points.map((p) => axisLabel(p.date, locale)),
    names: points.map((p) => pointName(p.date, locale)),
    series: { label: seriesLabel, values: points.map((p) => p.value), format, color },
  }, [points, locale, seriesLabel, format, color]);
  const table = points && {
    caption: title,
    columns: [t('table.date'), seriesLabel, ...(extraColumn ? [extraColumn] : [])],
    rows: points.map((p) => [pointName(p.date, locale), format(p.value), ...(extraColumn ? [p.extra ?? ''] : [])]),
  };
  return (
    <ChartCard title={title} subtitle={subtitle} testId={testId} status={status} error={error} emptyText={emptyText} onRetry={onRetry} table={table} className={wide ? 'lg:col-span-2' : undefined} reserve={CHART_RESERVE}>
      {chart && <UplotChart {...chart} pointLabel={t('table.date')} axis={axis} kind="line" rtl={i18n.dir(locale) === 'rtl'} />}
    </ChartCard>
  );
}
