import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate';
import { assertModel } from '../test/model';
import type { FlowGraph, Layout } from './flow-graph';
import { flowsPageMachine, type FlowsPageEvent, type ScenarioExport, type Scenarios } from './flows-page.machine';
import { events, graphOf, input, layoutOf, machine, running, scenariosOf, serialize } from './flows-page.model';

describe('flows page machine (model-based)', () => {
  it('visits every state and takes every transition, each with its meaning', () => {
    assertModel({
      machine,
      input,
      events,
      serialize,
      states: {
        'chart.loadingFlow': (s) => expect(s.context).toMatchObject({ graph: null, layout: null }),
        'chart.layingOut': (s) => {
          expect(s.context.graph?.id).toBe(s.context.folder);
          expect(s.context.layout).toBeNull();
        },
        'chart.chartShown': (s) => {
          expect(s.context.graph?.id).toBe(s.context.folder);
          expect(s.context.layout).toEqual(layoutOf(s.context.graph!));
        },
        'chart.chartFailed': (s) => expect(s.context.layout).toBeNull(),
        'scenarios.computing': (s) => expect(s.context.scenarios).toBeNull(),
        'scenarios.scenariosShown': (s) => expect(s.context.scenarios).toEqual(scenariosOf(s.context.folder)),
        'scenarios.noScenarios': (s) => expect(s.context.scenarios).toBeNull(),
        'scenarios.scenariosFailed': (s) => expect(s.context.scenarios).toBeNull(),
        'live.noOtherTab': (s) => expect(s.context.live.actors).toEqual([]),
        'live.otherTabsRunning': (s) => expect(s.context.live.actors).not.toEqual([]),
      },
    });
  });
});

/** The page's machine with its work done by hand: each call waits until the test settles it. */
function page() {
  const asked: { load: string[]; layout: FlowGraph[]; scenarios: string[]; shown: string[]; saved: ScenarioExport[] } = { load: [], layout: [], scenarios: [], shown: [], saved: [] };
  let tell: (event: EventObject) => void = () => {};
  let listening = 0;
  const actor = createActor(flowsPageMachine.provide({
    actors: {
      loadFlow: fromPromise<FlowGraph, { folder: string }>(async ({ input: { folder } }) => { asked.load.push(folder); return graphOf(folder); }),
      layOutChart: fromPromise<Layout, FlowGraph>(async ({ input: graph }) => { asked.layout.push(graph); return layoutOf(graph); }),
      computeScenarios: fromPromise<Scenarios, { folder: string }>(async ({ input: { folder } }) => { asked.scenarios.push(folder); return scenariosOf(folder); }),
      listenToOtherTabs: fromCallback<EventObject>(({ sendBack }) => {
        listening += 1;
        tell = sendBack;
        return () => { listening -= 1; };
      }),
    },
    actions: {
      showChoice: (_, { folder }) => { asked.shown.push(folder); },
      saveScenario: (_, file) => { asked.saved.push(file); },
    },
  }), { input }).start();
  return { actor, asked, tell: (event: FlowsPageEvent) => tell(event), listening: () => listening };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('flows page (behaviour)', () => {
  it("loads the chosen flow's code, lays its graph out and works out its scenarios", async () => {
    const { actor, asked } = page();
    await settled();
    expect(asked.load).toEqual(['session']);
    expect(asked.layout).toEqual([graphOf('session')]);
    expect(asked.scenarios).toEqual(['session']);
    expect(actor.getSnapshot().value).toEqual({ chart: 'chartShown', scenarios: 'scenariosShown', live: 'noOtherTab' });
  });

  it('another flow chosen: the address names it, and its chart and scenarios are worked out', async () => {
    const { actor, asked } = page();
    await settled();
    actor.send({ type: 'MACHINE_CHOSEN', folder: 'overview' });
    await settled();
    expect(asked.shown).toEqual(['overview']);
    expect(asked.load).toEqual(['session', 'overview']);
    expect(asked.scenarios).toEqual(['session', 'overview']);
    expect(actor.getSnapshot().context.graph).toEqual(graphOf('overview'));
  });

  it('the flow already shown, chosen again: nothing loads again and the address stays', async () => {
    const { actor, asked } = page();
    await settled();
    actor.send({ type: 'MACHINE_CHOSEN', folder: 'session' });
    await settled();
    expect(asked).toMatchObject({ shown: [], load: ['session'], scenarios: ['session'] });
  });

  it('an export hands that scenario to the browser in its format, under the flow and its number', async () => {
    const { actor, asked } = page();
    await settled();
    actor.send({ type: 'EXPORT_CLICKED', number: 1, format: 'csv' });
    expect(asked.saved).toEqual([{ folder: 'session', number: 1, path: scenariosOf('session').paths[0], format: 'csv' }]);
  });

  it('listens to the other tabs for the whole page, whatever flow is chosen, and stops when it closes', async () => {
    const { actor, tell, listening } = page();
    expect(listening()).toBe(1);
    actor.send({ type: 'MACHINE_CHOSEN', folder: 'overview' });
    tell({ type: 'OTHER_TABS_REPORTED', live: running });
    expect(listening()).toBe(1);
    expect(actor.getSnapshot().context.live).toEqual(running);
    actor.stop();
    expect(listening()).toBe(0);
  });
});
