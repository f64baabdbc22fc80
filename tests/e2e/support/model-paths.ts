// Model paths in the browser, in the Abacus style: the machine's model (src/machines/<flow>/<flow>.model.ts)
// gives the paths; a spec gives one handler per event type and one check per state; `matchOneToOne`
// fails the suite when the machine and the handlers stop matching.
import type { AnyStateMachine, EventObject } from 'xstate';
import { leafKeys, modelPaths, replay, replayPath, stateKey, type ModelPath, type ModelSpec } from '../../../src/machines/test/model';

type Spec = Omit<ModelSpec<AnyStateMachine>, 'states'>;

/**
 * A spec's model paths, worked out once a spec object: a spec file asks for them in its one-to-one test
 * and again for its covering paths (the wizard's, about 4,000 a reading, took seconds of the worker each time).
 */
const pathsOf = new WeakMap<Spec, ModelPath[]>();
function modelPathsOf(spec: Spec): ModelPath[] {
  let paths = pathsOf.get(spec);
  if (!paths) pathsOf.set(spec, (paths = modelPaths(spec)));
  return paths;
}

/** Every event type the model offers in any state it can reach (every transition it walks). */
export function eventTypes(spec: Spec): string[] {
  return [...new Set(modelPathsOf(spec).flatMap((p) => p.events.map((e) => e.type)))].sort();
}

/** An event type, with the kind of failure for an actor's error (each is a branch of its own: 401, 429, no reply…). */
function branchOf(event: EventObject): string {
  if (!event.type.startsWith('xstate.error.actor.')) return event.type;
  const status = (event as { error?: { response?: { status?: number } } }).error?.response?.status;
  return `${event.type}(${status ?? 'no reply'})`;
}

/**
 * Shortest paths, as few as cover each state and each (state, event branch, landing) step at least
 * once: paths are taken shortest first, and one is kept only if it adds a step not yet covered.
 */
export function browserPaths(spec: Spec): ModelPath[] {
  const covered = new Set<string>();
  const kept: ModelPath[] = [];
  const all = [...modelPathsOf(spec)].sort((a, b) => a.events.length - b.events.length);
  for (const path of all) {
    const snapshots = replay(spec as never, path);
    const steps = snapshots.map((s, i) => (i === 0 ? stateKey(s) : `${stateKey(snapshots[i - 1])} --${branchOf(path.events[i - 1])}--> ${stateKey(s)}`));
    if (steps.every((step) => covered.has(step))) continue;
    steps.forEach((step) => covered.add(step));
    kept.push(path);
  }
  return kept;
}

/**
 * The fewest shortest paths that reach every state and take every guarded branch, as
 * `npm run paths` prints them (for a machine whose steps are too many to take each from every state):
 * shortest first, a path kept when it reaches a state or branch not reached yet, then none kept that
 * is the start of another. `counts` narrows what must be reached (e.g. the states one reading changes).
 */
export function coveringPaths(spec: Spec, counts: (reach: string) => boolean = () => true): ModelPath[] {
  const covered = new Set<string>();
  const kept: ModelPath[] = [];
  for (const path of [...modelPathsOf(spec)].sort((a, b) => a.events.length - b.events.length)) {
    const { routes, stepBranches } = replayPath(spec as never, path);
    const reaches = [...routes.flat(), ...stepBranches.flat()].filter(counts);
    if (reaches.every((r) => covered.has(r))) continue;
    reaches.forEach((r) => covered.add(r));
    kept.push(path);
  }
  const key = (p: ModelPath) => JSON.stringify([p.input, p.events]);
  const isStartOf = (a: ModelPath, b: ModelPath) => a !== b && a.events.length < b.events.length && key(b).startsWith(key(a).slice(0, -2));
  return kept.filter((a) => !kept.some((b) => isStartOf(a, b)));
}

/** The names that differ between the machine and the handlers (empty lists: one to one). */
export function matchOneToOne(spec: Spec, handlers: Record<string, unknown>, checks: Record<string, unknown>) {
  const events = eventTypes(spec);
  const states = leafKeys(spec.machine as AnyStateMachine).sort();
  const missing = (want: string[], have: string[]) => want.filter((n) => !have.includes(n));
  return {
    eventsWithoutHandler: missing(events, Object.keys(handlers)),
    handlersWithoutEvent: missing(Object.keys(handlers), events),
    statesWithoutCheck: missing(states, Object.keys(checks)),
    checksWithoutState: missing(Object.keys(checks), states),
  };
}

/** A readable title for a path: its events and where it ends. */
export const titleOf = (path: ModelPath, name: (e: EventObject) => string = (e) => e.type) =>
  `${path.events.map(name).join(' → ') || '(start)'} ⇒ ${path.finalKey}`;
