// Model-based testing for every machine: walk the shortest path to every state, then take every
// transition out of it, replaying each path on a real actor. Each model event names the state it
// must land in (per guard branch); the walk fails when it lands elsewhere, when a state does not
// mean what the test says, or when a state or a guarded branch of a transition is never taken.
import { createActor, fromCallback, type AnyActorRef, type AnyStateMachine, type EventObject, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { allBranches, branchIds, modelOf } from './chart';

export { allBranches, modelOf } from './chart';

type Snap<M extends AnyStateMachine> = SnapshotFrom<M>;

const EXPECTED = Symbol('lands in');

/** Where an event must take the machine, and what must hold once it is there. */
export type Landing = { target: string; check?: (after: never, before: never) => void };
export type ModelEvent = EventObject & { [EXPECTED]?: Landing };

/**
 * A model event with the state it must land in (`stateKey` form: `signedOut.locked`, parallel
 * regions joined by `|`), and an optional check of what the transition did. A transition that
 * passes through states on its way (eventless hops) names them in order: `between → hidden`.
 */
export function lands<E extends EventObject, S = never>(target: string, event: E, check?: (after: S, before: S) => void): E {
  return Object.assign({ ...event }, { [EXPECTED]: { target, check } as Landing });
}

/** The landing a model event names, if any. */
export const landingOf = (event: EventObject): Landing | undefined => (event as ModelEvent)[EXPECTED];

export type ModelSpec<M extends AnyStateMachine> = {
  machine: M;
  /** Events the model may send in a state, each made with `lands` (include xstate.done.actor.* / xstate.after.*). */
  events: (snapshot: Snap<M>) => readonly EventObject[];
  /** One assertion per leaf state (dotted key, e.g. `signedOut.locked`), run on the real actor's snapshot. */
  states: Record<string, (snapshot: Snap<M>) => void>;
  input?: unknown;
  /** More starting points (e.g. with and without a stored session), walked like `input`. */
  inputs?: readonly unknown[];
  /** Bound on how deep the traversal may go, for machines with counters in context. */
  limit?: number;
  /** Serialises a snapshot for the traversal; default: state value plus context. */
  serialize?: (snapshot: Snap<M>) => string;
  /** The wall clock (epoch ms) the model's times are written against; tests freeze Date there. */
  clock?: number;
};

export type ModelPath = { description: string; events: EventObject[]; finalKey: string; input: unknown };

/** A clock that never fires: timers are driven by the model's xstate.after.* events instead. */
const stoppedClock = { setTimeout: () => 0 as unknown as ReturnType<typeof setTimeout>, clearTimeout: () => {} };

export function leafKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  const walk = (node: AnyStateMachine['root'], prefix: string) => {
    const children = Object.values(node.states) as AnyStateMachine['root'][];
    if (children.length === 0 && prefix) keys.push(prefix);
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

/** More states than any model here walks (the wizard, the largest, has about 1,600). */
const TRAVERSAL_LIMIT = 50_000;

const startsOf = (spec: { input?: unknown; inputs?: readonly unknown[] }) => (spec.inputs?.length ? spec.inputs : [spec.input]);

export function modelPaths<M extends AnyStateMachine>(spec: Omit<ModelSpec<M>, 'states'>, options: { outgoing?: boolean } = {}): ModelPath[] {
  const paths: ModelPath[] = [];
  const seen = new Set<string>();
  for (const input of startsOf(spec)) {
    const model = createTestModel(modelOf(spec.machine), {
      events: spec.events as never,
      input,
      // A state is its value and context; how it was reached does not make it another state.
      serializeTransition: () => '',
      // createTestModel adds a bare `{ type }` for every event a state accepts; offer only the spec's.
      filterEvents: ((snapshot: Snap<M>, event: EventObject) => spec.events(snapshot).some((e) => JSON.stringify(e) === JSON.stringify(event))) as never,
      // A chart whose states do not end (a mutant that lost the guard that bounded a counter) fails instead of running on.
      limit: spec.limit ?? TRAVERSAL_LIMIT,
      ...(spec.serialize ? { serializeState: ((s: Snap<M>) => spec.serialize!(s)) as never } : {}),
    });
    const add = (events: EventObject[], finalKey: string) => {
      const id = JSON.stringify([input, events]);
      if (seen.has(id)) return;
      seen.add(id);
      const description = events.length ? events.map((e) => e.type).join(' → ') : '(start)';
      paths.push({ description: `${description} ⇒ ${finalKey}`, events, finalKey, input });
    };
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
      const events = path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init');
      add(events, stateKey(path.state));
      // …and every transition out of that state (where it leads is checked when the path is replayed).
      if (options.outgoing !== false) for (const event of spec.events(path.state as Snap<M>)) add([...events, event], `${stateKey(path.state)} + ${event.type}`);
    }
  }
  return paths;
}

/**
 * Snapshots at rest after each event, branches taken, every state passed (transient ones too), and
 * for each event the states its microsteps went through, the last being where it came to rest.
 */
export type Replayed<M extends AnyStateMachine> = { snapshots: Snap<M>[]; branches: string[]; passed: string[]; routes: string[][]; stepBranches: string[][] };

/**
 * The machine with invoked actors that never finish by themselves (the model sends their done/error
 * events), and its branches: built once a machine, as a walk replays thousands of paths on it. The
 * stand-ins are callback actors that do nothing: a pending promise actor's stop aborts a signal, and
 * each abort built an error (a third of a replay's time went to those and their garbage).
 */
const replayable = new WeakMap<AnyStateMachine, { machine: AnyStateMachine; ids: Map<object, string> }>();
function replayableOf(original: AnyStateMachine) {
  let found = replayable.get(original);
  if (!found) {
    const pending = Object.fromEntries(
      Object.keys(original.implementations.actors ?? {}).map((name) => [name, fromCallback(() => {})]),
    );
    const machine = original.provide({ actors: pending } as never) as AnyStateMachine;
    found = { machine, ids: branchIds(machine) };
    replayable.set(original, found);
  }
  return found;
}

/** Replays a path on a real actor of the machine: the snapshots it passed through and the branches it took. */
export function replayPath<M extends AnyStateMachine>(spec: Pick<ModelSpec<M>, 'machine' | 'input'>, path: ModelPath): Replayed<M> {
  const { machine, ids } = replayableOf(spec.machine);
  const branches: string[] = [];
  const passed: string[] = [];
  const routes: string[][] = [[]];
  const stepBranches: string[][] = [[]];
  const self: { actor?: AnyActorRef } = {};
  const actor = createActor(machine, {
    input: path.input,
    clock: stoppedClock,
    inspect: (ev: { type: string; actorRef: unknown; snapshot?: { value: unknown }; _transitions?: object[] }) => {
      if (ev.type !== '@xstate.microstep' || (self.actor && ev.actorRef !== self.actor)) return;
      if (ev.snapshot) {
        passed.push(...stateKey(ev.snapshot).split('|'));
        const route = routes[routes.length - 1];
        if (route.at(-1) !== stateKey(ev.snapshot)) route.push(stateKey(ev.snapshot));
      }
      for (const t of ev._transitions ?? []) {
        const id = ids.get(t);
        if (id) { branches.push(id); stepBranches[stepBranches.length - 1].push(id); }
      }
    },
  } as never) as AnyActorRef;
  self.actor = actor;
  actor.start();
  const snapshots: Snap<M>[] = [actor.getSnapshot()];
  for (const event of path.events) {
    routes.push([]);
    stepBranches.push([]);
    actor.send(event);
    snapshots.push(actor.getSnapshot());
  }
  actor.stop();
  return { snapshots, branches, passed, routes, stepBranches };
}

/** The snapshots a path passes through (for scripts and extra checks). */
export function replay<M extends AnyStateMachine>(spec: Pick<ModelSpec<M>, 'machine' | 'input'>, path: ModelPath): Snap<M>[] {
  return replayPath(spec, path).snapshots;
}

const trail = (events: EventObject[]) => events.map((e) => e.type).join(' → ') || '(start)';

/**
 * The prefixes of paths already checked, one tree a start: paths share their beginnings (each is a
 * shortest path, then one more event), and a replay is deterministic, so a step checked once needs no
 * second check (the wizard's walk checked each of its 3,900 paths' 30,000 steps, seven in eight again).
 */
type Checked = Map<string, Checked>;

/** The node of `event` under `node`, and whether it was there already. */
function visit(node: Checked, event: EventObject): { next: Checked; seen: boolean } {
  const key = JSON.stringify(event);
  const found = node.get(key);
  if (found) return { next: found, seen: true };
  const next: Checked = new Map();
  node.set(key, next);
  return { next, seen: false };
}

/** Checks one replayed path: every event names where it lands and lands there, every state means what the test says. */
function checkPath<M extends AnyStateMachine>(spec: ModelSpec<M>, path: ModelPath, { snapshots, routes }: Replayed<M>, checked: Checked, started: boolean) {
  let node = checked;
  snapshots.forEach((snapshot, i) => {
    if (i === 0 && started) return;
    if (i > 0) {
      const step = visit(node, path.events[i - 1]);
      node = step.next;
      if (step.seen) return;
    }
    const where = trail(path.events.slice(0, i));
    if (i > 0) {
      const event = path.events[i - 1];
      const landing = landingOf(event);
      const from = stateKey(snapshots[i - 1]);
      if (!landing) throw new Error(`${event.type} in ${from} names no state to land in (wrap it in lands())`);
      const to = stateKey(snapshot);
      const before = trail(path.events.slice(0, i - 1));
      const route = (routes[i].length ? routes[i] : [to]).join(' → ');
      if (to !== landing.target.split(' → ').at(-1)) throw new Error(`${event.type} in ${from} landed in ${to}, the model says ${landing.target} (after ${before})`);
      if (route !== landing.target) throw new Error(`${event.type} in ${from} went ${route}, the model says ${landing.target} (after ${before})`);
      try {
        landing.check?.(snapshot as never, snapshots[i - 1] as never);
      } catch (error) {
        throw new Error(`${event.type} in ${from} → ${to} (after ${before}): ${(error as Error).message}`);
      }
    }
    for (const key of stateKey(snapshot).split('|')) {
      try {
        spec.states[key]?.(snapshot);
      } catch (error) {
        throw new Error(`in state ${key} after ${where}: ${(error as Error).message}`);
      }
    }
  });
}

export type ModelResult = { paths: ModelPath[]; missedStates: string[]; missedBranches: string[] };

/** Runs every path, checks targets and each state's meaning, and reports states and guarded branches never taken. */
export function checkModel<M extends AnyStateMachine>(spec: ModelSpec<M>): ModelResult {
  const leaves = leafKeys(spec.machine);
  const undescribed = leaves.filter((k) => !(k in spec.states));
  if (undescribed.length) throw new Error(`states without an assertion: ${undescribed.join(', ')}`);
  const unknown = Object.keys(spec.states).filter((k) => !leaves.includes(k));
  if (unknown.length) throw new Error(`assertions for states the machine does not have: ${unknown.join(', ')}`);

  const paths = modelPaths(spec);
  const visitedStates = new Set<string>();
  const takenBranches = new Set<string>();
  const checkedFrom = new Map<string, Checked>();
  for (const path of paths) {
    const replayed = replayPath(spec, path);
    const { snapshots, branches, passed } = replayed;
    const start = JSON.stringify(path.input) ?? '';
    const started = checkedFrom.has(start);
    if (!started) checkedFrom.set(start, new Map());
    checkPath(spec, path, replayed, checkedFrom.get(start)!, started);
    for (const s of snapshots) for (const key of stateKey(s).split('|')) visitedStates.add(key);
    for (const key of passed) visitedStates.add(key);
    for (const b of branches) takenBranches.add(b);
  }
  return {
    paths,
    missedStates: leaves.filter((k) => !visitedStates.has(k)),
    missedBranches: allBranches(spec.machine).filter((b) => !takenBranches.has(b)),
  };
}

/** checkModel, failing unless every state and every guarded branch was taken. */
export function assertModel<M extends AnyStateMachine>(spec: ModelSpec<M>): ModelResult {
  const result = checkModel(spec);
  const missed = [...result.missedStates.map((s) => `state ${s}`), ...result.missedBranches.map((b) => `branch ${b}`)];
  if (missed.length) throw new Error(`the model never reaches:\n  ${missed.join('\n  ')}`);
  return result;
}

/** A landing check: the context holds these values (compared as JSON). */
export const holds = (partial: Record<string, unknown>) => (after: { context: Record<string, unknown> }) => {
  for (const [key, value] of Object.entries(partial)) {
    if (JSON.stringify(after.context[key]) !== JSON.stringify(value)) {
      throw new Error(`${key} is ${JSON.stringify(after.context[key])}, the model says ${JSON.stringify(value)}`);
    }
  }
};

/** An event that must leave the machine where it is. */
export const stays = <E extends EventObject>(snapshot: { value: unknown }, event: E, check?: (after: never, before: never) => void): E =>
  lands(stateKey(snapshot), event, check as never);
