// The statistics screen's model for checkModel and `npm run paths -- statistics`. The charts' calls
// settle in the order of CHARTS (each one's answer or failure is offered once the charts before it
// have settled), at most one chart fails at a time, and the period and the toggle change once every
// chart has settled, from the first period only (after a change, the charts just answer): every state
// of every region is reached without walking every interleaving.
import type { EventObject, SnapshotFrom } from 'xstate';
import { httpError } from '../session/session.fixtures';
import { holds, lands, stays } from '../test/model';
import { CHARTS, type ChartName } from './statistics.figures';
import { figuresOf, TODAY } from './statistics.fixtures';
import { statisticsMachine, type StatisticsInput } from './statistics.machine';

export const machine = statisticsMachine;
export const inputs: StatisticsInput[] = [{ today: TODAY, isCompany: true }, { today: TODAY, isCompany: false }];
export const input = inputs[0];
type Snap = SnapshotFrom<typeof statisticsMachine>;
type Regions = Record<ChartName, string>;

const regionsOf = (s: Snap) => (s.value as { charts: Regions }).charts;
/** The state key of the charts with these regions (the order of the machine's regions). */
const keyOf = (regions: Regions) => CHARTS.map((chart) => `charts.${chart}.${regions[chart]}`).join('|');
const withRegion = (s: Snap, chart: ChartName, state: string) => keyOf({ ...regionsOf(s), [chart]: state });

/** A new period: every chart loads again; the user-sales region decides again on the way. */
const reloadAll = (s: Snap) => {
  const all = Object.fromEntries(CHARTS.map((chart) => [chart, 'loading'])) as Regions;
  const deciding = keyOf({ ...all, userSales: 'deciding' });
  return `${deciding} → ${keyOf(s.context.isCompany ? all : { ...all, userSales: 'notShown' })}`;
};
const noErrors = holds({ errors: {} });
/** The period and toggle the screen opens on. */
const firstPeriod = (s: Snap) => s.context.month === '2026-11' && s.context.view === 'month' && s.context.top === 'products';

export function events(s: Snap): EventObject[] {
  const regions = regionsOf(s);
  const loading = CHARTS.find((chart) => regions[chart] === 'loading');
  if (loading) {
    const out: EventObject[] = [
      lands(withRegion(s, loading, 'shown'), { type: `xstate.done.actor.${loading}`, output: figuresOf(loading, s.context.top) }, holds({ figures: { ...s.context.figures, [loading]: figuresOf(loading, s.context.top) } })),
    ];
    if (firstPeriod(s) && !CHARTS.some((chart) => regions[chart] === 'failed')) {
      out.push(lands(withRegion(s, loading, 'failed'), { type: `xstate.error.actor.${loading}`, error: httpError(404) }, holds({ errors: { [loading]: 'statistics.chart-failed' } })));
    }
    return out;
  }
  const failed = CHARTS.find((chart) => regions[chart] === 'failed');
  const out: EventObject[] = [];
  if (!firstPeriod(s)) return out;
  if (failed) {
    out.push(lands(withRegion(s, failed, 'loading'), { type: 'RETRY_CLICKED', chart: failed }, noErrors));
    // A retry names its chart: the others stay as they are.
    out.push(stays(s, { type: 'RETRY_CLICKED', chart: CHARTS.find((chart) => chart !== failed)! }));
  }
  const previous = '2026-10';
  out.push(
    lands(reloadAll(s), { type: 'MONTH_CHOSEN', month: previous }, holds({ month: previous, errors: {} })),
    // The selector offers no future month, and the month shown is not asked again.
    stays(s, { type: 'MONTH_CHOSEN', month: '2026-12' }),
    stays(s, { type: 'MONTH_CHOSEN', month: s.context.month }),
    stays(s, { type: 'MONTH_CHOSEN', month: '1999-12' }),
    lands(reloadAll(s), { type: 'VIEW_CHOSEN', view: 'year' }, holds({ view: 'year', month: '2026-11' })),
    stays(s, { type: 'VIEW_CHOSEN', view: s.context.view }),
    lands(withRegion(s, 'topSales', 'loading'), { type: 'TOP_CHOSEN', top: 'categories' }, holds({ top: 'categories', month: '2026-11' })),
    stays(s, { type: 'TOP_CHOSEN', top: s.context.top }),
  );
  return out;
}

export const model = { machine, events };
