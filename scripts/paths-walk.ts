// The walk behind `npm run paths`, without Node: a model's paths replayed and worded (named scenarios,
// then the covering set). The CLI (scripts/paths.ts) and the Flows page's worker both run it.
import type { AnyStateMachine, EventObject } from 'xstate';
import { modelPaths, replayPath, stateKey, type ModelPath, type ModelSpec } from '../src/machines/test/model';
import { changedRegions, eventData, eventInWords, inputInWords, stateInWords, type WordedPath } from './paths-format';

/**
 * A scenario a model file names in the spec's words (`export const scenarios`): where it starts and,
 * step by step, which of the events the model offers there to take (its type, or a test of the event).
 */
export type ModelScenario = { name: string; input?: unknown; steps: readonly (string | ((event: EventObject) => boolean))[] };

export type Loaded = { spec: ModelSpec<AnyStateMachine>; scenarios: ModelScenario[] };

/** A model module's `{ machine, events }` object and its named scenarios (`file` names it in errors). */
export function modelOfModule(mod: Record<string, unknown>, file: string): Loaded {
  const found = Object.values(mod).find((v): v is ModelSpec<AnyStateMachine> => !!v && typeof v === 'object' && 'machine' in v && 'events' in v);
  if (!found) throw new Error(`${file} exports no { machine, events }`);
  const scenarios = (Array.isArray(mod.scenarios) ? mod.scenarios : (found as { scenarios?: ModelScenario[] }).scenarios ?? []) as ModelScenario[];
  // A model object that leaves out its starting points takes the module's own (`export const inputs`).
  const fromModule = Object.fromEntries((['input', 'inputs', 'clock'] as const).filter((k) => mod[k] !== undefined && (found as Record<string, unknown>)[k] === undefined).map((k) => [k, mod[k]]));
  return { spec: { ...fromModule, ...found, states: {} } as ModelSpec<AnyStateMachine>, scenarios };
}

type Walked = { path: ModelPath; name?: string; reaches: string[] };

/**
 * Replays a path for the states and branches it reaches. Only the few paths shown are worded (replayed
 * again then): wording each of a model's thousands of paths was a tenth of the walk.
 */
function walk(spec: ModelSpec<AnyStateMachine>, path: ModelPath, name?: string): Walked {
  const { routes, stepBranches } = replayPath(spec, path);
  return { path, ...(name ? { name } : {}), reaches: [...routes.flat(), ...stepBranches.flat()] };
}

/** A path in words: the set-up, then each event with what the tester sees after it. */
function worded(spec: ModelSpec<AnyStateMachine>, { path, name }: Walked): WordedPath {
  const { snapshots, routes } = replayPath(spec, path);
  const delays = (spec.machine.implementations.delays ?? {}) as Record<string, unknown>;
  let shownKey = stateKey(snapshots[0]);
  const steps = path.events.map((event: EventObject, i) => {
    const before = snapshots[i];
    const delayMs = (delay: string) => {
      const value = delays[delay];
      if (typeof value === 'number') return value;
      if (typeof value === 'function') return Math.round((value as (a: object) => number)({ context: before.context, event }) / 1000) * 1000;
      return undefined;
    };
    const route = routes[i + 1].length ? routes[i + 1] : [stateKey(snapshots[i + 1])];
    const hops = route.map((key) => {
      const words = changedRegions(shownKey, key);
      shownKey = key;
      return words;
    });
    return {
      event: eventInWords(event, { delayMs, context: before.context as Record<string, unknown> }),
      state: hops.join(' → '),
      type: event.type,
      stateKey: stateKey(snapshots[i + 1]),
      data: eventData(event),
    };
  });
  const start = stateKey(snapshots[0]);
  return { ...(name ? { name } : {}), given: inputInWords(path.input), start: stateInWords(start), startKey: start, input: eventData(path.input as never), steps };
}

/** The events of a named scenario: at each step the first event the model offers there that the step names. */
export function scenarioPath(spec: ModelSpec<AnyStateMachine>, scenario: ModelScenario): ModelPath {
  const input = 'input' in scenario ? scenario.input : spec.inputs?.[0] ?? spec.input;
  const events: EventObject[] = [];
  for (const [i, step] of scenario.steps.entries()) {
    const { snapshots } = replayPath(spec, { description: scenario.name, events, finalKey: '', input });
    const here = snapshots.at(-1)!;
    const offered = spec.events(here as never);
    const chosen = offered.find((event) => (typeof step === 'string' ? event.type === step : step(event)));
    if (!chosen) {
      throw new Error(`scenario “${scenario.name}”, step ${i + 1}: the model offers no such event in ${stateKey(here)} (it offers ${offered.map((e) => e.type).join(', ')})`);
    }
    events.push(chosen);
  }
  const { snapshots } = replayPath(spec, { description: scenario.name, events, finalKey: '', input });
  return { description: scenario.name, events, finalKey: stateKey(snapshots.at(-1)!), input };
}

/** The fewest shortest paths that reach every state and take every branch any path takes; none a prefix of another. */
export function covering(walked: Walked[], already: Walked[] = []): Walked[] {
  const byLength = [...walked].sort((a, b) => a.path.events.length - b.path.events.length);
  const chosen = new Set<Walked>();
  const covered = new Set<string>(already.flatMap((w) => w.reaches));
  for (const w of byLength) {
    if (w.reaches.some((r) => !covered.has(r))) chosen.add(w);
    for (const r of w.reaches) covered.add(r);
  }
  const list = [...chosen];
  const key = (w: Walked) => JSON.stringify([w.path.input, w.path.events]);
  const isPrefix = (a: Walked, b: Walked) => a !== b && JSON.stringify(a.path.input) === JSON.stringify(b.path.input)
    && a.path.events.length < b.path.events.length && key(b).startsWith(key(a).slice(0, -2));
  const pool = [...already, ...list];
  return list.filter((a) => !pool.some((b) => isPrefix(a, b)));
}

/** A machine's paths in words: its named scenarios and the covering set, or (`all`) every path the model test walks. */
export function pathsInWords({ spec, scenarios }: Loaded, { all = false } = {}): { note: string; paths: WordedPath[] } {
  // Times read against the model's own clock, so a lock reads 3 min whatever the date is today.
  const realNow = Date.now;
  if (spec.clock !== undefined) Date.now = () => spec.clock!;
  try {
    const walked = modelPaths(spec).map((path) => walk(spec, path));
    if (all) return { note: `all ${walked.length} paths the model test walks`, paths: walked.map((w) => worded(spec, w)) };
    const named = scenarios.map((scenario) => walk(spec, scenarioPath(spec, scenario), scenario.name));
    const shown = covering(walked, named);
    const note = `${named.length ? `${named.length} named scenarios, then ` : ''}${shown.length} shortest paths reach every state and take every branch (the model test walks ${walked.length}; --all prints them)`;
    return { note, paths: [...named, ...shown].map((w) => worded(spec, w)) };
  } finally {
    Date.now = realNow;
  }
}
