// Route /statistics (part 2 §2 Statistics screen, §7 Statistics): a Kuwait month (this one by default) or
// the twelve months ending with it; sales over the period, sales in numbers (sale vs trade-in), top
// products / categories, sales per member (company user only) and the views of the products and of the
// company. One statistics machine runs it; each chart loads, fails and retries on its own.
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { todayInKuwait } from '../../../domain/calendar';
import { formatKwd } from '../../../domain/money';
import { addMonthsTo, periodQuery } from '../../../domain/statistics-period';
import { selectUser } from '../../../machines/session/session.selectors';
import { statisticsMachine } from '../../../machines/statistics/statistics.machine';
import type { ChartName } from '../../../machines/statistics/statistics.figures';
import { useSessionActor } from '../../app-context';
import { useFlow } from '../../flow/use-flow';
import { useMessageText } from '../join/message-text';
import { PeriodPicker } from './PeriodPicker';
import { SalesInNumbersCard } from './SalesInNumbersCard';
import { TimeChartCard } from './TimeChartCard';
import { TopSalesCard } from './TopSalesCard';
import { UserSalesCard } from './UserSalesCard';
import { axisKwd, count, monthName, monthRange } from './statistics-format';
import { chartView } from './statistics.connect';

export function StatisticsScreen() {
  const { t, i18n } = useTranslation('statistics');
  const locale = i18n.language;
  const messageText = useMessageText();
  const user = useSelector(useSessionActor(), selectUser);
  const isCompany = user?.roles[0] === 'company';
  const [today] = useMemo(() => [todayInKuwait()], []);
  const [state, send] = useFlow(statisticsMachine, { input: { today, isCompany } });
  const { view, month, top } = state.context;
  const retry = (chart: ChartName) => () => send({ type: 'RETRY_CLICKED', chart });

  const formats = useMemo(() => ({
    kwd: (fils: number) => formatKwd(fils, locale),
    kwdAxis: (fils: number) => axisKwd(fils, locale),
    count: (n: number) => count(n, locale),
    countAxis: (n: number) => (Number.isInteger(n) ? count(n, locale) : ''),
  }), [locale]);

  const sales = chartView(state, 'sales');
  const salesPoints = useMemo(() => sales.figures?.data.map((p) => ({ date: p.date, value: p.revenue, extra: count(p.sales, locale) })) ?? null, [sales.figures, locale]);
  const inNumbers = chartView(state, 'salesInNumbers');
  const topSales = chartView(state, 'topSales');
  const userSales = chartView(state, 'userSales');
  const productViews = chartView(state, 'productViews');
  const productPoints = useMemo(() => productViews.figures?.data.map((p) => ({ date: p.date, value: p.views })) ?? null, [productViews.figures]);
  const companyViews = chartView(state, 'companyViews');
  const companyPoints = useMemo(() => companyViews.figures?.data.map((p) => ({ date: p.date, value: p.views })) ?? null, [companyViews.figures]);

  const query = periodQuery(view, month, today);
  const period = 'month' in query ? monthName(month, locale) : monthRange(addMonthsTo(month, -11), month, locale);
  const totalOf = (figures: { total: number } | undefined) => (figures ? t('views.total', { count: figures.total }) : undefined);

  return (
    <section aria-labelledby="screen-title" className="flex min-w-0 flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 id="screen-title" className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="text-sm text-slate-500" data-testid="statistics-period" aria-live="polite">{period}</p>
        </div>
        <PeriodPicker view={view} month={month} today={today}
          onView={(next) => send({ type: 'VIEW_CHOSEN', view: next })} onMonth={(next) => send({ type: 'MONTH_CHOSEN', month: next })} />
      </div>
      <div className="grid min-w-0 grid-cols-1 gap-4 lg:grid-cols-2">
        <TimeChartCard wide title={t('sales.title')} subtitle={period} testId="chart-sales" status={sales.status} error={messageText(sales.error)}
          emptyText={t('sales.empty')} onRetry={retry('sales')} points={salesPoints} seriesLabel={t('sales.revenue')}
          format={formats.kwd} axis={formats.kwdAxis} extraColumn={t('sales.count')} color="#0f766e" />
        <SalesInNumbersCard status={inNumbers.status} error={messageText(inNumbers.error)} figures={inNumbers.figures} onRetry={retry('salesInNumbers')} />
        <TopSalesCard status={topSales.status} error={messageText(topSales.error)} rows={topSales.figures} top={top}
          onTop={(next) => send({ type: 'TOP_CHOSEN', top: next })} onRetry={retry('topSales')} />
        {isCompany && <UserSalesCard status={userSales.status} error={messageText(userSales.error)} figures={userSales.figures} onRetry={retry('userSales')} />}
        <TimeChartCard title={t('views.products')} subtitle={totalOf(productViews.figures)} testId="chart-product-views" status={productViews.status}
          error={messageText(productViews.error)} emptyText={t('views.empty')} onRetry={retry('productViews')} points={productPoints}
          seriesLabel={t('views.views')} format={formats.count} axis={formats.countAxis} color="#4f46e5" />
        <TimeChartCard title={t('views.company')} subtitle={totalOf(companyViews.figures)} testId="chart-company-views" status={companyViews.status}
          error={messageText(companyViews.error)} emptyText={t('views.empty')} onRetry={retry('companyViews')} points={companyPoints}
          seriesLabel={t('views.views')} format={formats.count} axis={formats.countAxis} color="#db2777" />
      </div>
    </section>
  );
}
