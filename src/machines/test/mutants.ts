// Mutants of a chart for `npm run mutate`: each is the machine with one change a careless edit could
// make — a transition dropped, a target swapped for a sibling, a guard inverted or swapped for another
// named guard, an action dropped, a delay doubled or halved, a context start value changed.
// A model and behaviour suite worth trusting fails on every one of them.
import { not, type AnyStateMachine } from 'xstate';
import { guardLabel } from './chart';

type Node = AnyStateMachine['root'];
type Branch = { target?: unknown; guard?: unknown; [key: string]: unknown };
type Config = Record<string, unknown>;

export type MutantKind = 'drop' | 'retarget' | 'invert' | 'delay' | 'drop-action' | 'swap-guard' | 'context';
export type Mutant = { index: number; kind: MutantKind; description: string };

/** A copy of the chart's config: objects and arrays copied, functions shared. */
function cloneConfig<T>(value: T): T {
  if (Array.isArray(value)) return value.map(cloneConfig) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cloneConfig(v)])) as T;
  }
  return value;
}

const toBranches = (value: unknown): Branch[] =>
  (Array.isArray(value) ? value : [value]).filter((b) => b !== undefined).map((b) => (typeof b === 'string' ? { target: b } : (b as Branch)));

type Slot = {
  node: Node;
  /** How the chart names the transition: `session.signedOut.locked: xstate.after.LOCK_EXPIRED`. */
  label: string;
  /** The event type xstate files the branches under, to find their resolved targets. */
  eventType: string;
  branches: Branch[];
  write: (branches: Branch[]) => void;
};

function slotsOf(machine: AnyStateMachine): Slot[] {
  const slots: Slot[] = [];
  const walk = (node: Node) => {
    const config = node.config as Config;
    const on = config.on as Record<string, unknown> | undefined;
    for (const key of Object.keys(on ?? {})) {
      slots.push({ node, label: `${node.id}: ${key}`, eventType: key, branches: toBranches(on![key]), write: (b) => { on![key] = b; } });
    }
    const invokes = config.invoke === undefined ? [] : Array.isArray(config.invoke) ? (config.invoke as Config[]) : [config.invoke as Config];
    for (const inv of invokes) {
      for (const [field, prefix] of [['onDone', 'xstate.done.actor'], ['onError', 'xstate.error.actor']] as const) {
        if (inv[field] === undefined) continue;
        slots.push({ node, label: `${node.id}: ${prefix}.${inv.id}`, eventType: `${prefix}.${inv.id}`, branches: toBranches(inv[field]), write: (b) => { inv[field] = b; } });
      }
    }
    const after = config.after as Record<string, unknown> | undefined;
    for (const delay of Object.keys(after ?? {})) {
      const eventType = `xstate.after.${delay}.${node.id}`;
      slots.push({ node, label: `${node.id}: after ${delay}`, eventType, branches: toBranches(after![delay]), write: (b) => { after![delay] = b; } });
    }
    if (config.always !== undefined) {
      slots.push({ node, label: `${node.id}: always`, eventType: '', branches: toBranches(config.always), write: (b) => { config.always = b; } });
    }
    for (const child of Object.values(node.states) as Node[]) walk(child);
  };
  walk(machine.root);
  return slots;
}

/** The state a swapped target goes to instead: the sibling before it (the one after, for a first child). */
function swappedTarget(slot: Slot, index: number): Node | null {
  const resolved = slot.eventType === '' ? slot.node.always?.[index] : slot.node.transitions.get(slot.eventType)?.[index];
  const target = (resolved as { target?: Node[] } | undefined)?.target?.[0];
  if (!target?.parent) return null;
  const siblings = Object.values(target.parent.states) as Node[];
  const at = siblings.indexOf(target);
  if (siblings.length < 2) return null;
  return siblings[at > 0 ? at - 1 : at + 1];
}

type Change = Mutant & { apply: (config: Config) => Config | { delays: Record<string, unknown> } };

/** A transition branch as a mutant's description names it: its slot, its place among several, its guard. */
function branchName(slot: ReturnType<typeof slotsOf>[number], branch: Branch, i: number): string {
  return `${slot.label}${slot.branches.length > 1 ? ` #${i + 1}` : ''}${branch.guard !== undefined ? ` [${guardLabel(branch.guard)}]` : ''}`;
}

/** Each change works on a fresh copy: find slot `s` in it and rewrite its branches. */
function slotEditor(machine: AnyStateMachine, s: number) {
  return (rewrite: (branches: Branch[]) => Branch[]) => (config: Config) => {
    const copy = rebuild(machine, config);
    const target = slotsOf(copy)[s];
    target.write(rewrite(target.branches));
    return copy.config as Config;
  };
}

/** Every mutant of the machine, in a fixed order (the index names a mutant across processes). */
function changesOf(machine: AnyStateMachine, input: unknown): Change[] {
  const changes: Omit<Change, 'index'>[] = [];
  const slotCount = slotsOf(machine).length;
  for (let s = 0; s < slotCount; s++) {
    const slot = slotsOf(machine)[s];
    slot.branches.forEach((branch, i) => {
      const name = branchName(slot, branch, i);
      const edit = slotEditor(machine, s);
      changes.push({ kind: 'drop', description: `drop ${name}`, apply: edit((b) => b.filter((_, j) => j !== i)) });
      const sibling = swappedTarget(slot, i);
      if (branch.target !== undefined && sibling) {
        const to = `#${sibling.id}`;
        changes.push({
          kind: 'retarget', description: `${name}: target → ${sibling.id}`,
          apply: edit((b) => b.map((x, j) => (j === i ? { ...x, target: Array.isArray(x.target) ? [to, ...x.target.slice(1)] : to } : x))),
        });
      }
      if (branch.guard !== undefined) {
        changes.push({ kind: 'invert', description: `${name}: guard inverted`, apply: edit((b) => b.map((x, j) => (j === i ? { ...x, guard: not(x.guard as never) } : x))) });
      }
    });
  }
  for (const [name, delay] of Object.entries(machine.implementations.delays ?? {})) {
    const doubled = typeof delay === 'function' ? (...args: unknown[]) => 2 * (delay as (...a: unknown[]) => number)(...args) : 2 * (delay as number);
    changes.push({ kind: 'delay', description: `delay ${name} doubled`, apply: () => ({ delays: { [name]: doubled } }) });
  }
  // Added later than the kinds above, so a mutant's index keeps naming the same change for them.
  const guardNames = Object.keys(machine.implementations.guards ?? {}).sort();
  for (let s = 0; s < slotCount; s++) {
    const slot = slotsOf(machine)[s];
    slot.branches.forEach((branch, i) => {
      const name = branchName(slot, branch, i);
      const edit = slotEditor(machine, s);
      actionsOf(branch.actions).forEach((action, a, all) => {
        changes.push({
          kind: 'drop-action', description: `${name}: action ${actionLabel(action)} dropped`,
          apply: edit((b) => b.map((x, j) => (j === i ? { ...x, actions: all.filter((_, k) => k !== a) } : x))),
        });
      });
      const guardName = namedGuard(branch.guard);
      const other = guardName === undefined ? undefined : guardNames.find((g) => g > guardName) ?? guardNames.find((g) => g !== guardName);
      if (guardName !== undefined && other !== undefined) {
        changes.push({
          kind: 'swap-guard', description: `${name}: guard → ${other}`,
          apply: edit((b) => b.map((x, j) => (j === i ? { ...x, guard: typeof x.guard === 'string' ? other : { ...(x.guard as object), type: other } } : x))),
        });
      }
    });
  }
  // Entry and exit actions of each state.
  const nodes: Node[] = [];
  const collect = (node: Node) => { nodes.push(node); for (const child of Object.values(node.states) as Node[]) collect(child); };
  collect(machine.root);
  nodes.forEach((node, n) => {
    for (const field of ['entry', 'exit'] as const) {
      actionsOf((node.config as Config)[field]).forEach((action, a, all) => {
        changes.push({
          kind: 'drop-action', description: `${node.id}: ${field} action ${actionLabel(action)} dropped`,
          apply: (config) => {
            const copy = rebuild(machine, config);
            const copied: Node[] = [];
            const gather = (x: Node) => { copied.push(x); for (const child of Object.values(x.states) as Node[]) gather(child); };
            gather(copy.root);
            (copied[n].config as Config)[field] = all.filter((_, k) => k !== a);
            return copy.config as Config;
          },
        });
      });
    }
  });
  for (const [name, delay] of Object.entries(machine.implementations.delays ?? {})) {
    const halved = typeof delay === 'function' ? (...args: unknown[]) => (delay as (...a: unknown[]) => number)(...args) / 2 : (delay as number) / 2;
    changes.push({ kind: 'delay', description: `delay ${name} halved`, apply: () => ({ delays: { [name]: halved } }) });
  }
  for (const [key, value] of Object.entries(contextStart(machine, input))) {
    const changed = changedValue(value);
    if (changed === NO_CHANGE) continue;
    changes.push({
      kind: 'context', description: `context ${key} starts at ${JSON.stringify(changed)} instead of ${JSON.stringify(value)}`,
      apply: (config) => {
        const context = config.context;
        const start = typeof context === 'function'
          ? (args: unknown) => ({ ...(context as (a: unknown) => Config)(args), [key]: changed })
          : { ...(context as Config), [key]: changed };
        return { ...config, context: start };
      },
    });
  }
  return changes.map((c, index) => ({ ...c, index }));
}

const actionsOf = (actions: unknown): unknown[] => (actions === undefined ? [] : Array.isArray(actions) ? actions : [actions]);

/** An action as the chart names it: its type (`keepFailure`), or `inline`. */
function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && 'type' in action) return String((action as { type: unknown }).type);
  if (typeof action === 'function') return (action as { type?: string }).type ?? 'inline';
  return 'inline';
}

/** The name of a guard written by name (`'isFare'` or `{ type: 'isFare', params }`); undefined for combinators. */
function namedGuard(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && typeof (guard as { type?: unknown }).type === 'string') return (guard as { type: string }).type;
  return undefined;
}

/**
 * The context the chart starts with: read without an input, or with the model's `input` when it needs
 * one (its start values come from it); none when it cannot be read.
 */
function contextStart(machine: AnyStateMachine, input: unknown): Record<string, unknown> {
  const context = (machine.config as Config).context;
  if (context && typeof context === 'object') return context as Record<string, unknown>;
  if (typeof context !== 'function') return {};
  const read = (given: unknown) => {
    const start = (context as (a: unknown) => unknown)({ input: given, spawn: () => undefined, self: undefined });
    return start && typeof start === 'object' ? (start as Record<string, unknown>) : {};
  };
  try {
    return read({});
  } catch {
    try {
      return input === undefined ? {} : read(input);
    } catch {
      return {};
    }
  }
}

const NO_CHANGE = Symbol('no change');
/** Another start value a careless edit could write: a number one more (0 → 1), a flag flipped, text emptied or filled, null given a value. */
function changedValue(value: unknown): unknown {
  if (typeof value === 'number') return value === 0 ? 1 : value + 1;
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'string') return value === '' ? 'x' : '';
  if (value === null) return 0;
  return NO_CHANGE;
}

/** A new machine of the same kind from a copy of the config, with the same implementations. */
function rebuild(machine: AnyStateMachine, config: Config, delays: Record<string, unknown> = {}): AnyStateMachine {
  const Machine = machine.constructor as new (config: Config, implementations: unknown) => AnyStateMachine;
  const impl = machine.implementations;
  // A mutant can close a loop of eventless transitions: it throws rather than spins forever.
  const bounded = { ...cloneConfig(config), options: { ...(config.options as object | undefined), maxIterations: 1_000 } };
  return new Machine(bounded, { ...impl, delays: { ...impl.delays, ...delays } });
}

/**
 * Every mutant of the machine. `input` (the model's) is what its context's start values are read with:
 * the same one wherever the mutants are made, or an index would name different changes.
 */
export const mutantsOf = (machine: AnyStateMachine, input?: unknown): Mutant[] =>
  changesOf(machine, input).map(({ index, kind, description }) => ({ index, kind, description }));

/** The machine with mutant `index` applied (`input`: as for mutantsOf). */
export function mutant(machine: AnyStateMachine, index: number, input?: unknown): AnyStateMachine {
  const change = changesOf(machine, input)[index];
  if (!change) throw new Error(`no mutant ${index} of ${machine.id}`);
  const result = change.apply(machine.config as Config);
  return 'delays' in result && Object.keys(result).length === 1 ? rebuild(machine, machine.config as Config, result.delays as Record<string, unknown>) : rebuild(machine, result as Config);
}
