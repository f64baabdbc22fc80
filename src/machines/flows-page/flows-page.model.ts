// The Flows page's model for its test and `npm run paths -- flows-page`: two flows to choose between,
// the chart's code and layout arriving or failing, the scenarios worked out, none or failing, and the
// other tabs reporting a running flow or nothing.
import type { EventObject, SnapshotFrom } from 'xstate';
import { holds, lands, stateKey } from '../test/model';
import type { FlowGraph, Layout } from './flow-graph';
import { flowsPageMachine, type LiveFeed, type Scenarios, type TabReport } from './flows-page.machine';

type Snap = SnapshotFrom<typeof flowsPageMachine>;

export const machine = flowsPageMachine;
export const input = { folder: 'session' };

/** The other flow the list offers (the model switches between two). */
export const otherFolder = (folder: string) => (folder === 'session' ? 'overview' : 'session');

/** A flow's graph as its code gives it: one state, enough to tell which flow it is. */
export const graphOf = (folder: string): FlowGraph => ({
  id: folder,
  nodes: [{ id: folder, key: folder, kind: 'atomic', parent: null, initial: false, entry: [], exit: [], invokes: [] }],
  edges: [],
});
export const layoutOf = (graph: FlowGraph): Layout => ({ width: 96, height: 48, boxes: [{ node: graph.nodes[0]!, x: 0, y: 0, width: 96, height: 48 }], arrows: [] });
export const scenariosOf = (folder: string): Scenarios => ({
  note: '1 shortest path reaches every state',
  paths: [{ start: `${folder} ready`, steps: [] }],
});
/** A model that the worker has none for. */
export const noScenarios: Scenarios = { note: '', paths: [] };

const report: TabReport = { tab: 't2', sessionId: 'x:1', actor: 'session', value: { signedOut: 'editing' }, event: 'xstate.init', status: 'active', path: '/login', at: 1 };
/** Another tab is on the sign-in form. */
export const running: LiveFeed = { actors: [report], events: [report] };
/** That tab has closed; its last event stays listed. */
export const quiet: LiveFeed = { actors: [], events: [report] };

/** A landing check: these parts of the context are as they were before the event. */
const keeps = (...keys: (keyof Snap['context'])[]) => (after: Snap, before: Snap) => {
  for (const key of keys) {
    if (JSON.stringify(after.context[key]) !== JSON.stringify(before.context[key])) throw new Error(`${key} changed to ${JSON.stringify(after.context[key])}`);
  }
};
const both = (...checks: ((after: Snap, before: Snap) => void)[]) => (after: Snap, before: Snap) => checks.forEach((check) => check(after, before));

/** The snapshot's key with some regions moved (`{ chart: 'layingOut' }`). */
const moved = (s: Snap, to: Partial<Record<'chart' | 'scenarios' | 'live', string>>) =>
  stateKey(s).split('|').map((part) => {
    const [region] = part.split('.');
    const next = to[region as keyof typeof to];
    return next ? `${region}.${next}` : part;
  }).join('|');

export function events(s: Snap): EventObject[] {
  const { folder } = s.context;
  const out: EventObject[] = [
    // Another flow: its chart and its scenarios start over, and the address names it.
    lands(moved(s, { chart: 'loadingFlow', scenarios: 'computing' }), { type: 'MACHINE_CHOSEN', folder: otherFolder(folder) },
      both(holds({ folder: otherFolder(folder), graph: null, layout: null, scenarios: null }), keeps('live'))),
    // The one already shown: nothing starts over.
    lands(stateKey(s), { type: 'MACHINE_CHOSEN', folder }, keeps('folder', 'graph', 'layout', 'scenarios', 'live')),
    lands(moved(s, { live: 'otherTabsRunning' }), { type: 'OTHER_TABS_REPORTED', live: running }, holds({ live: running })),
    lands(moved(s, { live: 'noOtherTab' }), { type: 'OTHER_TABS_REPORTED', live: quiet }, holds({ live: quiet })),
  ];
  if (s.matches({ chart: 'loadingFlow' })) {
    out.push(
      lands(moved(s, { chart: 'layingOut' }), { type: 'xstate.done.actor.loadFlow', output: graphOf(folder) }, holds({ graph: graphOf(folder), layout: null })),
      lands(moved(s, { chart: 'chartFailed' }), { type: 'xstate.error.actor.loadFlow', error: new Error('Failed to fetch dynamically imported module') }, holds({ graph: null })),
    );
  }
  if (s.matches({ chart: 'layingOut' })) {
    const graph = s.context.graph!;
    out.push(
      lands(moved(s, { chart: 'chartShown' }), { type: 'xstate.done.actor.layOutChart', output: layoutOf(graph) }, holds({ graph, layout: layoutOf(graph) })),
      lands(moved(s, { chart: 'chartFailed' }), { type: 'xstate.error.actor.layOutChart', error: new Error('ELK could not place the graph') }, holds({ layout: null })),
    );
  }
  if (s.matches({ chart: 'chartFailed' })) {
    out.push(lands(moved(s, { chart: 'loadingFlow' }), { type: 'RETRY_CLICKED' }, both(holds({ graph: null, layout: null }), keeps('folder', 'scenarios'))));
  }
  if (s.matches({ scenarios: 'computing' })) {
    out.push(
      lands(moved(s, { scenarios: 'scenariosShown' }), { type: 'xstate.done.actor.computeScenarios', output: scenariosOf(folder) }, holds({ scenarios: scenariosOf(folder) })),
      lands(moved(s, { scenarios: 'noScenarios' }), { type: 'xstate.done.actor.computeScenarios', output: noScenarios }, holds({ scenarios: null })),
      lands(moved(s, { scenarios: 'scenariosFailed' }), { type: 'xstate.error.actor.computeScenarios', error: new Error('worker') }, holds({ scenarios: null })),
    );
  }
  if (s.matches({ scenarios: 'scenariosShown' })) {
    // The file goes to the browser (the behaviour test sees which); the page stays as it is.
    out.push(lands(stateKey(s), { type: 'EXPORT_CLICKED', number: 1, format: 'gherkin' }, keeps('scenarios')));
  }
  return out;
}

/** The spec's words for the page, first in `npm run paths -- flows-page`. */
export const scenarios = [
  {
    name: "The flow's chart is drawn and its scenarios listed, one exported; another flow chosen starts both over",
    steps: ['xstate.done.actor.loadFlow', 'xstate.done.actor.layOutChart', 'xstate.done.actor.computeScenarios', 'EXPORT_CLICKED', 'MACHINE_CHOSEN', 'xstate.done.actor.loadFlow'],
  },
  {
    name: 'The chart fails to lay out and is tried again',
    steps: ['xstate.done.actor.loadFlow', 'xstate.error.actor.layOutChart', 'RETRY_CLICKED', 'xstate.done.actor.loadFlow', 'xstate.done.actor.layOutChart'],
  },
];

/** The walk tells states apart by where each region is and what is kept, not by which reports came in. */
export const serialize = (s: Snap) => JSON.stringify([s.value, s.context.folder, s.context.graph !== null, s.context.layout !== null, s.context.scenarios !== null]);

export const flowsPageModel = { machine, events, input, serialize };
