// The Flows page (/flows) for product owners and QA: a flow is chosen (from the list or a live tab's name);
// its chart loads and is laid out (ELK), then shown, or says it failed and can be tried again; beside it its
// QA scenarios are worked out (a worker), then shown to export one at a time, or say there are none or that
// they failed; all along, the other tabs of this browser report what their flows do. The page only reads:
// loading, laying out, the worker, the live feed and the download work on the page, so the view provides them.
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import type { WordedPath } from '../../../scripts/paths-format';
import type { FlowGraph, Layout } from './flow-graph';

/**
 * What a tab says of one of its actors (src/ui/flow/flows-broadcast.ts posts it, the Flows page reads it):
 * only names and state values, never an event's data or an actor's context. The one definition of it.
 */
export type TabReport = {
  tab: string;
  sessionId: string;
  /** The name the inspector shows the actor by: its machine's id. */
  actor: string;
  value: unknown;
  /** The type of the event that led to `value`. */
  event: string;
  /** The actor's snapshot status (`active`, `done`, `stopped`, `error`). */
  status: string;
  /** The tab's address path when it reported. */
  path: string;
  at: number;
};
/** The other tabs' running actors, and their last events, newest first. */
export type LiveFeed = { actors: TabReport[]; events: TabReport[] };
export type Scenarios = { note: string; paths: WordedPath[] };
export type ExportFormat = 'gherkin' | 'csv' | 'json';
/** A scenario to hand to the browser as a file (`session-1.feature`). */
export type ScenarioExport = { folder: string; number: number; path: WordedPath; format: ExportFormat };

export type FlowsPageContext = {
  /** The chosen flow's folder under src/machines (`request-list`): the address says it too. */
  folder: string;
  /** Its states and transitions, once its code has loaded. */
  graph: FlowGraph | null;
  /** The graph laid out, once ELK has placed it. */
  layout: Layout | null;
  scenarios: Scenarios | null;
  live: LiveFeed;
};

export type FlowsPageInput = { folder: string };

export type FlowsPageEvent =
  /** A flow was picked in the list, or by the name of one another tab runs. */
  | { type: 'MACHINE_CHOSEN'; folder: string }
  /** After a chart failed. */
  | { type: 'RETRY_CLICKED' }
  /** One scenario's export button (`number` counts from 1, as the list does). */
  | { type: 'EXPORT_CLICKED'; number: number; format: ExportFormat }
  | { type: 'OTHER_TABS_REPORTED'; live: LiveFeed };

const noLive: LiveFeed = { actors: [], events: [] };

export const flowsPageMachine = setup({
  types: {
    context: {} as FlowsPageContext,
    events: {} as FlowsPageEvent,
    input: {} as FlowsPageInput,
  },
  actors: {
    /** Provided by the view: the folder's machine code, read as a graph. */
    loadFlow: fromPromise<FlowGraph, { folder: string }>(() => new Promise<FlowGraph>(() => {})),
    /** Provided by the view: ELK lays the graph out. */
    layOutChart: fromPromise<Layout, FlowGraph>(() => new Promise<Layout>(() => {})),
    /** Provided by the view: the worker walks the folder's model, as `npm run paths` does. */
    computeScenarios: fromPromise<Scenarios, { folder: string }>(() => new Promise<Scenarios>(() => {})),
    /** Provided by the view: the BroadcastChannel to the other tabs, sending OTHER_TABS_REPORTED. */
    listenToOtherTabs: fromCallback<EventObject>(() => {}),
  },
  guards: {
    isAnotherFlow: ({ context, event }) => event.type === 'MACHINE_CHOSEN' && event.folder !== context.folder,
    hasScenarios: (_, params: { scenarios: Scenarios }) => params.scenarios.paths.length > 0,
    isAnyTabRunning: ({ event }) => event.type === 'OTHER_TABS_REPORTED' && event.live.actors.length > 0,
  },
  actions: {
    keepChoice: assign(({ event }) => {
      assertEvent(event, 'MACHINE_CHOSEN');
      return { folder: event.folder };
    }),
    /** Provided by the view: the address names the chosen flow (`/flows?machine=…`), so a reload keeps it. */
    showChoice: (_, _params: { folder: string }) => {},
    clearChart: assign({ graph: null, layout: null }),
    keepGraph: assign((_, graph: FlowGraph) => ({ graph })),
    keepLayout: assign((_, layout: Layout) => ({ layout })),
    clearScenarios: assign({ scenarios: null }),
    keepScenarios: assign((_, scenarios: Scenarios) => ({ scenarios })),
    keepLive: assign(({ event }) => {
      assertEvent(event, 'OTHER_TABS_REPORTED');
      return { live: event.live };
    }),
    /** Provided by the view: the scenario as a file in its format, downloaded. */
    saveScenario: (_, _file: ScenarioExport) => {},
  },
}).createMachine({
  id: 'flowsPage',
  context: ({ input }) => ({ folder: input.folder, graph: null, layout: null, scenarios: null, live: noLive }),
  type: 'parallel',
  states: {
    chart: {
      initial: 'loadingFlow',
      on: {
        MACHINE_CHOSEN: {
          guard: 'isAnotherFlow',
          target: '.loadingFlow',
          actions: ['keepChoice', 'clearChart', { type: 'showChoice', params: ({ event }) => ({ folder: event.folder }) }],
        },
      },
      states: {
        /** The flow's code is on its way. */
        loadingFlow: {
          invoke: {
            id: 'loadFlow',
            src: 'loadFlow',
            input: ({ context }) => ({ folder: context.folder }),
            onDone: { target: 'layingOut', actions: { type: 'keepGraph', params: ({ event }) => event.output } },
            onError: 'chartFailed',
          },
        },
        /** ELK places the states and arrows. */
        layingOut: {
          invoke: {
            id: 'layOutChart',
            src: 'layOutChart',
            input: ({ context }) => context.graph!,
            onDone: { target: 'chartShown', actions: { type: 'keepLayout', params: ({ event }) => event.output } },
            onError: 'chartFailed',
          },
        },
        chartShown: {},
        /** The code did not load or the layout failed: the chart says so and can be tried again. */
        chartFailed: {
          on: { RETRY_CLICKED: { target: 'loadingFlow', actions: 'clearChart' } },
        },
      },
    },
    scenarios: {
      initial: 'computing',
      on: {
        // The chart's region keeps the choice; this one starts over with it.
        MACHINE_CHOSEN: { guard: 'isAnotherFlow', target: '.computing', actions: 'clearScenarios' },
      },
      states: {
        /** The worker walks the flow's model. */
        computing: {
          invoke: {
            id: 'computeScenarios',
            src: 'computeScenarios',
            input: ({ context }) => ({ folder: context.folder }),
            onDone: [
              {
                guard: { type: 'hasScenarios', params: ({ event }) => ({ scenarios: event.output }) },
                target: 'scenariosShown',
                actions: { type: 'keepScenarios', params: ({ event }) => event.output },
              },
              { target: 'noScenarios' },
            ],
            onError: 'scenariosFailed',
          },
        },
        /** Each scenario with its export buttons. */
        scenariosShown: {
          on: {
            EXPORT_CLICKED: {
              actions: {
                type: 'saveScenario',
                params: ({ context, event }) => ({ folder: context.folder, number: event.number, path: context.scenarios!.paths[event.number - 1]!, format: event.format }),
              },
            },
          },
        },
        /** The flow has no model file: nothing to list. */
        noScenarios: {},
        scenariosFailed: {},
      },
    },
    /** Heard for the page's whole life; the reports arrive in whatever state the other regions are in. */
    live: {
      initial: 'noOtherTab',
      invoke: { id: 'listenToOtherTabs', src: 'listenToOtherTabs' },
      on: {
        OTHER_TABS_REPORTED: [
          { guard: 'isAnyTabRunning', target: '.otherTabsRunning', actions: 'keepLive' },
          { target: '.noOtherTab', actions: 'keepLive' },
        ],
      },
      states: {
        noOtherTab: {},
        otherTabsRunning: {},
      },
    },
  },
});
