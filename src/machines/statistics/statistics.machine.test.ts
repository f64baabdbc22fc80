import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import { httpError } from '../session/session.fixtures';
import { assertModel } from '../test/model';
import { CHARTS, type ChartName, type ChartRequest } from './statistics.figures';
import { figuresOf, topCategories, topProducts, TODAY } from './statistics.fixtures';
import { statisticsMachine } from './statistics.machine';
import { events, inputs, machine } from './statistics.model';

type Snap = SnapshotFrom<typeof statisticsMachine>;

/** Each chart region's three states, checked by what the chart holds. */
const chartStates = (chart: ChartName) => ({
  [`charts.${chart}.loading`]: (s: Snap) => {
    expect(s.context.figures[chart]).toBeUndefined();
    expect(s.context.errors[chart]).toBeUndefined();
  },
  [`charts.${chart}.shown`]: (s: Snap) => {
    expect(s.context.figures[chart]).toEqual(figuresOf(chart, s.context.top));
    expect(s.context.errors[chart]).toBeUndefined();
  },
  [`charts.${chart}.failed`]: (s: Snap) => {
    expect(s.context.figures[chart]).toBeUndefined();
    expect(s.context.errors[chart]).toBe('statistics.chart-failed');
  },
});

describe('statistics machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    const result = assertModel({
      machine,
      events,
      inputs,
      states: {
        ...Object.assign({}, ...CHARTS.map(chartStates)),
        'charts.userSales.deciding': () => { throw new Error('deciding is passed through, never rested in'); },
        'charts.userSales.notShown': (s) => {
          expect(s.context.isCompany).toBe(false);
          expect(s.context.figures.userSales).toBeUndefined();
        },
        'charts.topSales.shown': (s) => expect(s.context.figures.topSales).toEqual(s.context.top === 'products' ? topProducts : topCategories),
      },
    });
    expect(result.paths.length).toBeGreaterThan(0);
  });
});

describe('statistics (behaviour)', () => {
  const calls: ChartRequest[] = [];
  const answering = (fail: ChartName | null = null) => statisticsMachine.provide({
    actors: {
      loadChart: fromPromise(async ({ input }: { input: ChartRequest }) => {
        calls.push(input);
        if (input.chart === fail) throw httpError(500);
        return figuresOf(input.chart, input.top);
      }),
    },
  });
  const settled = (s: Snap) => CHARTS.every((chart) => !s.matches({ charts: { [chart]: 'loading' } }));

  it('opens on the current Kuwait month and asks each chart for it; an employee is never asked for user sales', async () => {
    calls.length = 0;
    const company = createActor(answering(), { input: { today: TODAY, isCompany: true } }).start();
    await waitFor(company, settled);
    expect(calls.map((c) => c.chart).sort()).toEqual([...CHARTS].sort());
    expect(calls.every((c) => JSON.stringify(c.query) === JSON.stringify({ type: 'monthly', month: '2026-11' }))).toBe(true);
    calls.length = 0;
    const employee = createActor(answering(), { input: { today: TODAY, isCompany: false } }).start();
    await waitFor(employee, settled);
    expect(calls.map((c) => c.chart)).not.toContain('userSales');
    expect(employee.getSnapshot().matches({ charts: { userSales: 'notShown' } })).toBe(true);
  });

  it('a failing chart leaves the others drawn and says the server failed', async () => {
    const actor = createActor(answering('sales'), { input: { today: TODAY, isCompany: true } }).start();
    await waitFor(actor, settled);
    const s = actor.getSnapshot();
    expect(s.matches({ charts: { sales: 'failed', salesInNumbers: 'shown', productViews: 'shown' } })).toBe(true);
    expect(s.context.errors.sales).toBe('errors.server');
  });

  it('the year view asks for the twelve months ending with the month', async () => {
    calls.length = 0;
    const actor = createActor(answering(), { input: { today: TODAY, isCompany: true } }).start();
    await waitFor(actor, settled);
    calls.length = 0;
    actor.send({ type: 'VIEW_CHOSEN', view: 'year' });
    await waitFor(actor, settled);
    expect(calls.find((c) => c.chart === 'sales')?.query).toEqual({ startDate: '2025-12-01', endDate: TODAY });
  });
});
