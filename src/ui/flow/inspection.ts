// Who watches the app's actors, and what they are shown by. `?inspect` opens the Stately inspector under
// `npm run dev`, or on a build made with VITE_INSPECTOR=1 (a staging build; never by default in production).
import type { AnyActor, InspectionEvent, Observer } from 'xstate';
import { flowsPageOn } from './flows-flag';

/** What createActor accepts as `inspect`: the Stately browser inspector, or a test's collector. */
export type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void);

declare global {
  interface Window {
    /** An inspection observer a page installs before boot (the e2e inspection test records actor names with it). */
    souqdeskInspect?: Inspect;
  }
}

function deliver(inspect: Inspect, event: InspectionEvent) {
  if (typeof inspect === 'function') inspect(event);
  else inspect.next?.(event);
}

/** Whether this build lets `?inspect` open the Stately inspector: a development server, or VITE_INSPECTOR=1 at build time. */
export const INSPECTOR_BUILT_IN = import.meta.env.DEV || import.meta.env.VITE_INSPECTOR === '1';

/**
 * The page's own observer (set before boot), else the Stately inspector when the address asks for it
 * (`?inspect`) and the build allows it. The inspector opens stately.ai in a pop-up window.
 */
export async function pageInspector(): Promise<Inspect | undefined> {
  const observers = [await ownOrStately(), flowsPageOn() ? (await import('./flows-broadcast')).flowsBroadcast() : undefined].filter((o) => o !== undefined);
  if (!observers.length) return undefined;
  return namedByMachine(observers.length === 1 ? observers[0] : (event) => observers.forEach((o) => deliver(o, event)));
}

/**
 * The page's own observer, else the Stately inspector when asked for and allowed. Beside either, where the
 * Flows page is turned on (flows-flag.ts), the reports to this browser's Flows pages (flows-broadcast.ts).
 */
async function ownOrStately(): Promise<Inspect | undefined> {
  if (window.souqdeskInspect) return window.souqdeskInspect;
  if (!INSPECTOR_BUILT_IN || !new URLSearchParams(location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

/**
 * The name an actor is shown by: its machine's id, whether it runs a view's flow or was invoked or
 * spawned by another machine under an invoke id ('rows', 'chats'); a promise or callback child, which
 * has no machine, by its parent's name and its own (`requestDecision › decide`).
 */
export function actorName(actorRef: AnyActor): string {
  const machineId = (actorRef.logic as { config?: { id?: unknown } } | undefined)?.config?.id;
  if (typeof machineId === 'string' && machineId !== '(machine)') return machineId;
  const parent = actorRef._parent as AnyActor | undefined;
  return parent ? `${actorName(parent)} › ${actorRef.id}` : actorRef.id;
}

/**
 * Passes every inspection event on, an actor's creation with the actor known by `actorName` (the
 * Stately inspector names an actor by its id, which for an invoked child is the invoke's id).
 */
export function namedByMachine(inspect: Inspect): (event: InspectionEvent) => void {
  return (event) => {
    if (event.type !== '@xstate.actor') return deliver(inspect, event);
    const actorRef = event.actorRef as AnyActor;
    const name = actorName(actorRef);
    const named = name === actorRef.id ? actorRef : new Proxy(actorRef, { get: (target, key) => (key === 'id' ? name : Reflect.get(target, key, target)) });
    deliver(inspect, { ...event, actorRef: named });
  };
}

/**
 * Holds a flow's inspection events until its actor starts. In development React's StrictMode creates
 * each flow's actor twice and starts only one; the other's creation (and its children's) is never
 * passed on, so the inspector shows one actor per flow.
 */
export function heldUntilStarted(inspect: Inspect) {
  const held = new Map<string, InspectionEvent[]>();
  const started = new Set<string>();
  return {
    inspect(event: InspectionEvent) {
      if (started.has(event.rootId)) return deliver(inspect, event);
      held.set(event.rootId, [...(held.get(event.rootId) ?? []), event]);
    },
    /** The flow's actor (`rootId`: its session id) has started: its events so far go out, its unstarted twins' never. */
    started(rootId: string) {
      if (started.has(rootId)) return;
      started.add(rootId);
      for (const event of held.get(rootId) ?? []) deliver(inspect, event);
      held.clear();
    },
  };
}
