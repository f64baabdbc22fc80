// Reading a chart's structure: its guarded branches by name, and the invoke/after-free copy that
// createTestModel can walk.
import { createMachine, type AnyStateMachine } from 'xstate';

type Node = AnyStateMachine['root'];
type Transition = { guard?: unknown; target?: readonly { id: string }[] };

/** A guard as the chart names it: `isStepValid(2)`, `not(hasStoredSession)`, `inline`. */
export function guardLabel(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards;
    return inner ? `${guard.name}(${inner.map(guardLabel).join(', ')})` : 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: unknown; params?: unknown };
    const shown = params === undefined || typeof params === 'function' ? '' : `(${JSON.stringify(params)})`;
    return `${guardLabel(type)}${shown}`;
  }
  return 'inline';
}

function nodesOf(machine: AnyStateMachine): Node[] {
  const out: Node[] = [];
  const walk = (node: Node) => {
    out.push(node);
    for (const child of Object.values(node.states) as Node[]) walk(child);
  };
  walk(machine.root);
  return out;
}

/**
 * Every branch of every transition, named `source: EVENT #i [guard] → target` (eventless ones as
 * `always`), keyed by the machine's own transition objects so a replay can tell which one fired.
 */
export function branchIds(machine: AnyStateMachine): Map<object, string> {
  const ids = new Map<object, string>();
  for (const node of nodesOf(machine)) {
    const groups: [string, Transition[]][] = [...(node.transitions as Map<string, Transition[]>)];
    if (node.always?.length) groups.push(['always', node.always as Transition[]]);
    for (const [eventType, transitions] of groups) {
      transitions.forEach((t, i) => {
        const guard = t.guard === undefined ? (transitions.length > 1 ? ' [else]' : '') : ` [${guardLabel(t.guard)}]`;
        const target = t.target?.length ? t.target.map((n) => n.id).join(', ') : '(stays)';
        ids.set(t, `${node.id}: ${eventType}${transitions.length > 1 ? ` #${i + 1}` : ''}${guard} → ${target}`);
      });
    }
  }
  return ids;
}

export const allBranches = (machine: AnyStateMachine): string[] => [...branchIds(machine).values()];

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
