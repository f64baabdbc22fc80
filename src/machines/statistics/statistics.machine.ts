// Part 2 §2 Statistics screen and §7 Statistics: a month (the current Kuwait month by default, never a
// future one) or the twelve months ending with it; each chart loads, fails and is retried on its own, so
// a failing chart never blanks the others; the top chart shows products or categories; the user-sales
// chart is the company user's only (an employee's region rests in notShown and never calls).
import { assign, fromPromise, setup } from 'xstate';
import { chartFailure } from '../../api/statistics';
import { isChoosableMonth, monthOf, periodQuery, type StatisticsView } from '../../domain/statistics-period';
import { loadChartFigures, type ChartFigures, type ChartName, type ChartRequest, type TopKind } from './statistics.figures';

export type StatisticsInput = { today: string; isCompany: boolean };

export type StatisticsContext = {
  /** Today in Kuwait ('YYYY-MM-DD'): the last day any period reaches. */
  today: string;
  isCompany: boolean;
  view: StatisticsView;
  /** The month shown, or the last of the twelve ('YYYY-MM'). */
  month: string;
  top: TopKind;
  figures: Partial<ChartFigures>;
  /** Each failed chart's message (an `ns.key`). */
  errors: Partial<Record<ChartName, string>>;
};

export type StatisticsEvent =
  | { type: 'MONTH_CHOSEN'; month: string }
  | { type: 'VIEW_CHOSEN'; view: StatisticsView }
  | { type: 'TOP_CHOSEN'; top: TopKind }
  | { type: 'RETRY_CLICKED'; chart: ChartName };

type Done = { event: { output: unknown } };
type Failed = { event: { error: unknown } };

/** One chart's region: loading → shown | failed, and a retry of that chart alone. */
const chartRegion = (chart: ChartName) => ({
  initial: 'loading' as const,
  states: {
    loading: {
      entry: { type: 'clearChart' as const, params: { chart } },
      invoke: {
        id: chart,
        src: 'loadChart' as const,
        input: ({ context }: { context: StatisticsContext }): ChartRequest => ({ chart, query: periodQuery(context.view, context.month, context.today), top: context.top }),
        onDone: { target: 'shown' as const, actions: { type: 'keepFigures' as const, params: ({ event }: Done) => ({ chart, figures: event.output }) } },
        onError: { target: 'failed' as const, actions: { type: 'showFailure' as const, params: ({ event }: Failed) => ({ chart, error: event.error }) } },
      },
    },
    shown: {},
    failed: { on: { RETRY_CLICKED: { guard: { type: 'isChart' as const, params: { chart } }, target: 'loading' as const } } },
  },
});

export const statisticsMachine = setup({
  types: {
    context: {} as StatisticsContext,
    events: {} as StatisticsEvent,
    input: {} as StatisticsInput,
  },
  actors: {
    loadChart: fromPromise<ChartFigures[ChartName], ChartRequest>(({ input, signal }) => loadChartFigures(input, signal)),
  },
  guards: {
    isNewMonth: ({ context, event }) => event.type === 'MONTH_CHOSEN' && event.month !== context.month && isChoosableMonth(event.month, context.today),
    isNewView: ({ context, event }) => event.type === 'VIEW_CHOSEN' && event.view !== context.view,
    isNewTop: ({ context, event }) => event.type === 'TOP_CHOSEN' && event.top !== context.top,
    isChart: ({ event }, params: { chart: ChartName }) => event.type === 'RETRY_CLICKED' && event.chart === params.chart,
    isCompany: ({ context }) => context.isCompany,
  },
  actions: {
    chooseMonth: assign(({ event }) => (event.type === 'MONTH_CHOSEN' ? { month: event.month } : {})),
    chooseView: assign(({ event }) => (event.type === 'VIEW_CHOSEN' ? { view: event.view } : {})),
    chooseTop: assign(({ event }) => (event.type === 'TOP_CHOSEN' ? { top: event.top } : {})),
    clearChart: assign(({ context }, { chart }: { chart: ChartName }) => ({
      figures: { ...context.figures, [chart]: undefined },
      errors: { ...context.errors, [chart]: undefined },
    })),
    keepFigures: assign(({ context }, { chart, figures }: { chart: ChartName; figures: unknown }) => ({ figures: { ...context.figures, [chart]: figures } })),
    showFailure: assign(({ context }, { chart, error }: { chart: ChartName; error: unknown }) => ({ errors: { ...context.errors, [chart]: chartFailure(error) } })),
  },
}).createMachine({
  id: 'statistics',
  context: ({ input }) => ({ today: input.today, isCompany: input.isCompany, view: 'month', month: monthOf(input.today), top: 'products', figures: {}, errors: {} }),
  initial: 'charts',
  on: {
    // A new period reloads every chart (re-entering `charts` restarts each region's call).
    MONTH_CHOSEN: { guard: 'isNewMonth', target: '.charts', reenter: true, actions: 'chooseMonth' },
    VIEW_CHOSEN: { guard: 'isNewView', target: '.charts', reenter: true, actions: 'chooseView' },
  },
  states: {
    charts: {
      type: 'parallel',
      states: {
        sales: chartRegion('sales'),
        salesInNumbers: chartRegion('salesInNumbers'),
        topSales: {
          ...chartRegion('topSales'),
          // The toggle reloads this chart only.
          on: { TOP_CHOSEN: { guard: 'isNewTop', target: '.loading', actions: 'chooseTop' } },
        },
        userSales: {
          initial: 'deciding',
          states: {
            deciding: { always: [{ guard: 'isCompany', target: 'loading' }, { target: 'notShown' }] },
            // An employee has no per-member split (the server answers 403): nothing is asked or shown.
            notShown: {},
            ...chartRegion('userSales').states,
          },
        },
        productViews: chartRegion('productViews'),
        companyViews: chartRegion('companyViews'),
      },
    },
  },
});
