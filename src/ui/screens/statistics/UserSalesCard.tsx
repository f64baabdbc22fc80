// Sales per member of the company (the company user's only): a column chart by uPlot, one column each.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserSalesReply } from '../../../api/schemas/statistics';
import { formatKwd } from '../../../domain/money';
import { ChartCard, type ChartStatus } from './ChartCard';
import { CHART_RESERVE } from './UplotChart';
import { UplotChart } from './UplotChart';
import { count } from './statistics-format';

type Props = { status: ChartStatus; error: string | null; figures: UserSalesReply | undefined; onRetry: () => void };

const short = (name: string) => (name.length > 10 ? `${name.slice(0, 9)}…` : name);

export function UserSalesCard({ status, error, figures, onRetry }: Props) {
  const { t, i18n } = useTranslation('statistics');
  const locale = i18n.language;
  const label = t('users.sales');
  const chart = useMemo(() => figures && {
    labels: figures.data.map((u) => short(u.fullName)),
    names: figures.data.map((u) => u.fullName),
    series: { label, values: figures.data.map((u) => u.sales), format: (v: number) => count(v, locale), color: '#0f766e' },
  }, [figures, label, locale]);
  const axis = useMemo(() => (v: number) => (Number.isInteger(v) ? count(v, locale) : ''), [locale]);
  const table = figures && {
    caption: t('users.title'),
    columns: [t('users.member'), label, t('users.trade-ins'), t('users.revenue')],
    rows: figures.data.map((u) => [u.fullName, count(u.sales, locale), count(u.tradeIn, locale), formatKwd(u.revenue, locale)]),
  };
  return (
    <ChartCard title={t('users.title')} testId="chart-user-sales" status={status} error={error} emptyText={t('users.empty')} onRetry={onRetry} table={table} className="lg:col-span-2" reserve={CHART_RESERVE}>
      {chart && <UplotChart {...chart} pointLabel={t('users.member')} axis={axis} kind="columns" rtl={i18n.dir(locale) === 'rtl'} />}
    </ChartCard>
  );
}
