// Sales in numbers: accepted sales against trade-ins (accepted barters) in the period, as a donut.
import { useTranslation } from 'react-i18next';
import type { SalesNumberReply } from '../../../api/schemas/statistics';
import { ChartCard, type ChartStatus } from './ChartCard';
import { Donut } from './Donut';
import { count, percent } from './statistics-format';

type Props = { status: ChartStatus; error: string | null; figures: SalesNumberReply | undefined; onRetry: () => void };

const COLORS = { sales: '#0f766e', tradIn: '#d97706' } as const;

export function SalesInNumbersCard({ status, error, figures, onRetry }: Props) {
  const { t, i18n } = useTranslation('statistics');
  const locale = i18n.language;
  const total = figures ? figures.sales + figures.tradIn : 0;
  const parts = figures ? (['sales', 'tradIn'] as const).map((kind) => ({
    kind, label: t(`in-numbers.${kind}`), value: figures[kind], color: COLORS[kind],
    text: `${count(figures[kind], locale)} (${percent(total ? (figures[kind] / total) * 100 : 0, locale)})`,
  })) : [];
  const table = figures && { caption: t('in-numbers.title'), columns: [t('in-numbers.kind'), t('in-numbers.count')], rows: parts.map((p) => [p.label, p.text]) };
  return (
    <ChartCard title={t('in-numbers.title')} testId="chart-sales-in-numbers" status={status} error={error} emptyText={t('in-numbers.empty')} onRetry={onRetry} table={table} reserve="min-h-44">
      <div className="flex flex-wrap items-center justify-center gap-6">
        <Donut parts={parts} total={count(total, locale)} rtl={i18n.dir(locale) === 'rtl'} />
        <ul className="flex flex-col gap-2 text-sm" aria-hidden="true">
          {parts.map((p) => (
            <li key={p.kind} className="flex items-center gap-2" data-testid={`in-numbers-${p.kind}`}>
              <span className="size-3 rounded-sm" style={{ backgroundColor: p.color }} />
              <span className="text-slate-600">{p.label}</span>
              <span className="font-semibold text-slate-900 tabular-nums">{p.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}
