// A statechart as boxes and arrows, read from the machine's own definition: every state (nested and
// parallel ones as boxes around their children), every transition with its event, guard and actions
// by the names the chart gives them. The Flows page lays it out and draws it (the page's own machine carries
// the graph and its layout, so both are plain data).
import type { AnyStateMachine, StateValue } from 'xstate';
import { guardLabel } from '../test/chart';

type Node = AnyStateMachine['root'];
type Transition = { target?: readonly Node[]; guard?: unknown; actions?: readonly unknown[]; eventType: string };

export type FlowNodeKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export type FlowNode = {
  /** The state node's id (`session.signedOut.editing`), unique in the machine. */
  id: string;
  key: string;
  kind: FlowNodeKind;
  parent: string | null;
  /** The state its parent enters first. */
  initial: boolean;
  entry: string[];
  exit: string[];
  /** What the state invokes, by the actor's source name. */
  invokes: string[];
};

export type FlowEdge = {
  id: string;
  source: string;
  target: string;
  /** The event in the chart's notation: `LOGIN_SUBMITTED`, `after(lockTick)`, `done(login)`, `always`. */
  event: string;
  guard?: string;
  actions: string[];
  /** A transition without a target: the state stays (drawn as a loop). */
  stays: boolean;
};

export type FlowGraph = { id: string; nodes: FlowNode[]; edges: FlowEdge[] };

/** The graph laid out (src/ui/screens/flows/flow-layout.ts, ELK): every box, arrow and label in the drawing's coordinates. */
export type Box = { node: FlowNode; x: number; y: number; width: number; height: number };
export type Arrow = { edge: FlowEdge; points: { x: number; y: number }[]; label?: { x: number; y: number; text: string } };
export type Layout = { width: number; height: number; boxes: Box[]; arrows: Arrow[] };

/** An action by its name: `notifyLocked`, a built-in by its kind (`assign`, `raise`), an inline function as `inline`. */
export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && typeof action === 'object' && 'type' in action) return actionLabel((action as { type: unknown }).type);
  if (typeof action === 'function') {
    const type = (action as { type?: unknown }).type;
    return typeof type === 'string' ? type.replace(/^xstate\./, '') : 'inline';
  }
  return 'inline';
}

/** XState's internal event types in the chart's notation; the app's own events as they are. */
export function eventLabel(type: string, nodeId: string): string {
  if (type === '') return 'always';
  let m = /^xstate\.after\.([^.]+)\./.exec(type);
  if (m && type.endsWith(`.${nodeId}`)) return `after(${type.slice('xstate.after.'.length, -nodeId.length - 1)})`;
  if (m) return `after(${m[1]})`;
  m = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (m) return `${m[1]}(${m[2]})`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

const declared = (actions: unknown): unknown[] => (actions === undefined ? [] : Array.isArray(actions) ? actions : [actions]);
const invokeLabel = (invoke: { src?: unknown; id?: string }) => (typeof invoke.src === 'string' ? invoke.src : invoke.id ?? 'inline');

/** The machine's states and transitions, parents before their children, in the chart's order. */
export function flowGraph(machine: AnyStateMachine): FlowGraph {
  const nodes: FlowNode[] = [];
  const edges: FlowEdge[] = [];
  const visit = (node: Node, parent: Node | null) => {
    const initialTargets = (parent?.initial as { target?: readonly Node[] } | undefined)?.target ?? [];
    nodes.push({
      id: node.id,
      key: node.key,
      kind: node.type as FlowNodeKind,
      parent: parent?.id ?? null,
      initial: parent?.type === 'compound' && initialTargets.some((t) => t.id === node.id),
      // As written: the node's own lists also hold the raise and cancel XState adds for `after`.
      entry: declared(node.config.entry).map(actionLabel),
      exit: declared(node.config.exit).map(actionLabel),
      invokes: (node.invoke as { src?: unknown; id?: string }[]).map(invokeLabel),
    });
    const groups: [string, Transition[]][] = [...(node.transitions as Map<string, Transition[]>)];
    if (node.always?.length) groups.push(['', node.always as Transition[]]);
    for (const [type, transitions] of groups) {
      transitions.forEach((t, i) => {
        const targets = t.target?.length ? t.target : [node];
        for (const target of targets) {
          edges.push({
            id: `${node.id}:${type || 'always'}:${i}:${target.id}`,
            source: node.id,
            target: target.id,
            event: eventLabel(type, node.id),
            ...(t.guard === undefined ? {} : { guard: guardLabel(t.guard) }),
            actions: (t.actions ?? []).map(actionLabel),
            stays: !t.target?.length,
          });
        }
      });
    }
    for (const child of Object.values(node.states) as Node[]) visit(child, node);
  };
  visit(machine.root, null);
  return { id: machine.id, nodes, edges };
}

/** The ids of the states a snapshot's value is in, each with its ancestors (the root too), read off the graph. */
export function activeIds(graph: FlowGraph, value: StateValue | undefined): Set<string> {
  const root = graph.nodes.find((n) => n.parent === null);
  const out = new Set<string>(root ? [root.id] : []);
  const walk = (parent: string, v: StateValue | undefined) => {
    if (v === undefined) return;
    const entries: [string, StateValue | undefined][] = typeof v === 'string' ? [[v, undefined]] : Object.entries(v);
    for (const [key, sub] of entries) {
      const child = graph.nodes.find((n) => n.parent === parent && n.key === key);
      if (!child) continue;
      out.add(child.id);
      walk(child.id, sub);
    }
  };
  if (root) walk(root.id, value);
  return out;
}

/** An arrow's words: `EVENT [guard] / action, action`. */
export const edgeText = (edge: FlowEdge) =>
  `${edge.event}${edge.guard ? ` [${edge.guard}]` : ''}${edge.actions.length ? ` / ${edge.actions.join(', ')}` : ''}`;
