// Model-based testing for every machine: walk the shortest path to every state, then take every
// transition out of it, replaying each path on a real actor and asserting what each state means.
// The suite fails when a state or a transition of the machine is never reached, or when the test
// forgets to describe a state — a new state or event cannot slip past it.
import { createActor, createMachine, fromPromise, type AnyStateMachine, type EventObject, type SnapshotFrom, type AnyActorRef } from 'xstate';
import { createTestModel } from 'xstate/graph';

type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;

export type ModelSpec<M extends AnyStateMachine> = {
  machine: M;
  /** Events the model may send in a state (include xstate.done.actor.* / xstate.after.* events). */
  events: (snapshot: Snap<M>) => readonly EventObject[];
  /** One assertion per leaf state (dotted key, e.g. `signedOut.locked`), run on the real actor's snapshot. */
  states: Record<string, (snapshot: Snap<M>) => void>;
  input?: unknown;
  /** Bound on how deep the traversal may go, for machines with counters in context. */
  limit?: number;
  /** Serialises a snapshot for the traversal; default: state value plus context. */
  serialize?: (snapshot: Snap<M>) => string;
};

export type ModelPath = { description: string; events: EventObject[]; finalKey: string };

/** A clock that never fires: timers are driven by the model's xstate.after.* events instead. */
const stoppedClock = { setTimeout: () => 0 as unknown as ReturnType<typeof setTimeout>, clearTimeout: () => {} };

export function leafKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: AnyStateMachine['root'], prefix: string) => {
    const children = Object.values(node.states) as AnyStateMachine['root'][];
    if (children.length === 0 || node.type === 'parallel') {
      if (node.type !== 'parallel' && prefix) keys.push(prefix);
    }
    for (const child of children) walk(child, prefix ? `${prefix}.${child.key}` : child.key);
  };
  walk(machine.root, '');
  return keys;
}

export function stateKey(snapshot: { value: unknown }): string {
  const flatten = (value: unknown, prefix: string): string[] =>
    typeof value === 'string'
      ? [prefix ? `${prefix}.${value}` : value]
      : Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
  return flatten(snapshot.value, '').join('|');
}

/** Every transition of the machine as `sourceStateId::eventType` (eventless ones excluded). */
export function allTransitions(machine: AnyStateMachine): Set<string> {
  const out = new Set<string>();
  const walk = (node: AnyStateMachine['root']) => {
    for (const [eventType, transitions] of node.transitions) {
      if (eventType === '' || transitions.length === 0) continue;
      out.add(`${node.id}::${eventType}`);
    }
    for (const child of Object.values(node.states) as AnyStateMachine['root'][]) walk(child);
  };
  walk(machine.root);
  return out;
}

type StateConfig = {
  states?: Record<string, StateConfig>;
  invoke?: InvokeConfig | InvokeConfig[];
  after?: Record<string, unknown>;
  on?: Record<string, unknown>;
  [key: string]: unknown;
};
type InvokeConfig = { id?: string; onDone?: unknown; onError?: unknown; [key: string]: unknown };

/**
 * createTestModel refuses machines with `invoke` and `after`, because it cannot run actors or
 * timers. The model of a machine is the same chart with each invocation's onDone/onError and each
 * delayed transition turned into the plain event the real machine receives
 * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<stateId>`).
 */
export function modelOf(machine: AnyStateMachine): AnyStateMachine {
  const convert = (config: StateConfig, id: string): StateConfig => {
    const { invoke, after, states, on, ...rest } = config;
    const events: Record<string, unknown> = { ...(on ?? {}) };
    for (const inv of invoke ? (Array.isArray(invoke) ? invoke : [invoke]) : []) {
      if (!inv.id) throw new Error(`invocation in ${id} needs an id for its model`);
      if (inv.onDone) events[`xstate.done.actor.${inv.id}`] = inv.onDone;
      if (inv.onError) events[`xstate.error.actor.${inv.id}`] = inv.onError;
    }
    for (const [delay, transition] of Object.entries(after ?? {})) events[`xstate.after.${delay}.${id}`] = transition;
    const children = states
      ? Object.fromEntries(Object.entries(states).map(([key, child]) => [key, convert(child, `${id}.${key}`)]))
      : undefined;
    return { ...rest, ...(children ? { states: children } : {}), ...(Object.keys(events).length ? { on: events } : {}) };
  };
  const config = machine.config as StateConfig & { id?: string };
  return createMachine(convert(config, config.id ?? '(machine)') as never).provide(machine.implementations as never) as AnyStateMachine;
}

export function modelPaths<M extends AnyStateMachine>(spec: ModelSpec<M>): ModelPath[] {
  const model = createTestModel(modelOf(spec.machine), {
    events: spec.events as never,
    input: spec.input,
    // A state is its value and context; how it was reached does not make it another state.
    serializeTransition: () => '',
    // createTestModel adds a bare `{ type }` for every event a state accepts; offer only the spec's.
    filterEvents: ((snapshot: Snap<M>, event: EventObject) => spec.events(snapshot).some((e) => JSON.stringify(e) === JSON.stringify(event))) as never,
    ...(spec.limit ? { limit: spec.limit } : {}),
    ...(spec.serialize ? { serializeState: ((s: Snap<M>) => spec.serialize!(s)) as never } : {}),
  });
  const toState = model.getShortestPaths({ allowDuplicatePaths: true });
  const paths: ModelPath[] = [];
  const seen = new Set<string>();
  const add = (events: EventObject[], finalKey: string) => {
    const id = JSON.stringify(events);
    if (seen.has(id)) return;
    seen.add(id);
    const description = events.length ? events.map((e) => e.type).join(' → ') : '(start)';
    paths.push({ description: `${description} ⇒ ${finalKey}`, events, finalKey });
  };
  for (const path of toState) {
    const events = path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
    add(events, stateKey(path.state));
    // …and every transition out of that state (where it leads is seen when the path is replayed).
    for (const event of spec.events(path.state as Snap<M>)) add([...events, event], `${stateKey(path.state)} + ${event.type}`);
  }
  return paths;
}

/** Replays a path on a real actor of the machine and returns the snapshots it passed through. */
export function replay<M extends AnyStateMachine>(spec: ModelSpec<M>, path: ModelPath): Snap<M>[] {
  // Invoked actors never finish by themselves here: the model sends their done/error events.
  const pending = Object.fromEntries(
    Object.keys(spec.machine.implementations.actors ?? {}).map((name) => [name, fromPromise(() => new Promise(() => {}))]),
  );
  const machine = spec.machine.provide({ actors: pending } as never);
  const actor = createActor(machine, { input: spec.input, clock: stoppedClock } as never) as AnyActorRef;
  actor.start();
  const snapshots: Snap<M>[] = [actor.getSnapshot()];
  for (const event of path.events) {
    actor.send(event);
    snapshots.push(actor.getSnapshot());
  }
  actor.stop();
  return snapshots;
}

/** Runs every path, checks each state's meaning, and checks 100% state and transition coverage. */
export function checkModel<M extends AnyStateMachine>(spec: ModelSpec<M>) {
  const leaves = leafKeys(spec.machine);
  const undescribed = leaves.filter((k) => !(k in spec.states));
  if (undescribed.length) throw new Error(`states without an assertion: ${undescribed.join(', ')}`);
  const unknown = Object.keys(spec.states).filter((k) => !leaves.includes(k));
  if (unknown.length) throw new Error(`assertions for states the machine does not have: ${unknown.join(', ')}`);

  const paths = modelPaths(spec);
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();
  for (const path of paths) {
    const snapshots = replay(spec, path);
    snapshots.forEach((snapshot, i) => {
      for (const key of stateKey(snapshot).split('|')) {
        visitedStates.add(key);
        try {
          spec.states[key]?.(snapshot);
        } catch (error) {
          throw new Error(`in state ${key} after ${path.events.slice(0, i).map((e) => e.type).join(' → ') || '(start)'}: ${(error as Error).message}`);
        }
      }
      if (i > 0) {
        const event = path.events[i - 1];
        for (const node of (snapshots[i - 1] as unknown as { _nodes: AnyStateMachine['root'][] })._nodes) {
          if (node.transitions.get(event.type)?.length) visitedTransitions.add(`${node.id}::${event.type}`);
        }
      }
    });
  }
  const missedStates = leaves.filter((k) => !visitedStates.has(k));
  const missedTransitions = [...allTransitions(spec.machine)].filter((t) => !visitedTransitions.has(t));
  return { paths, missedStates, missedTransitions };
}
