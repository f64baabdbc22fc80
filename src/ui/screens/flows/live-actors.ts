// What the browser's other tabs report of their actors (flows-broadcast.ts): the Flows page says it is
// watching when it opens and whenever a tab opens, and that it is gone when it closes, so tabs post only
// while a Flows page is open.
import { fromCallback, type EventObject } from 'xstate';
import type { FlowsPageEvent, LiveFeed, TabReport } from '../../../machines/flows-page/flows-page.machine';
import { FLOWS_CHANNEL, TAB_ID, type FlowsMessage } from '../../flow/flows-broadcast';

/** What a Flows page's own machine hears from the tabs (flows-page.machine.ts). */
const ECHO: FlowsPageEvent['type'] = 'OTHER_TABS_REPORTED';

/** How many of the last events the page keeps. */
const KEEP_EVENTS = 50;

export function liveActorsStore() {
  let state: LiveFeed = { actors: [], events: [] };
  const listeners = new Set<() => void>();
  const set = (next: LiveFeed) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const keyOf = (r: TabReport) => `${r.tab}:${r.sessionId}`;
  const receive = (data: FlowsMessage) => {
    if ('tab' in data && data.tab === TAB_ID) return; // this page's own actors
    // Another Flows page's machine hearing this one: taking it in would answer it, and the two would echo forever.
    if (data.kind === 'snapshot' && data.event === ECHO) return;
    if (data.kind === 'tab-opened' || data.kind === 'gone') channel?.postMessage({ kind: 'watching' } satisfies FlowsMessage);
    if (data.kind === 'tab-closed') set({ ...state, actors: state.actors.filter((a) => a.tab !== data.tab) });
    if (data.kind === 'actors') set({ ...state, actors: [...state.actors.filter((a) => a.tab !== data.tab), ...data.reports] });
    if (data.kind === 'snapshot') {
      const { kind: _, ...report } = data;
      const others = state.actors.filter((a) => keyOf(a) !== keyOf(report));
      set({ actors: report.status === 'active' ? [...others, report] : others, events: [report, ...state.events].slice(0, KEEP_EVENTS) });
    }
  };
  let channel: BroadcastChannel | undefined;
  return {
    start() {
      channel = new BroadcastChannel(FLOWS_CHANNEL);
      channel.onmessage = ({ data }: MessageEvent<FlowsMessage>) => receive(data);
      channel.postMessage({ kind: 'watching' } satisfies FlowsMessage);
      return () => {
        channel?.postMessage({ kind: 'gone' } satisfies FlowsMessage);
        channel?.close();
        channel = undefined;
      };
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => state,
  };
}

/** The page machine's `listenToOtherTabs`: the other tabs' actors and last events while the page is open. */
export const listenToOtherTabs = fromCallback<EventObject>(({ sendBack }) => {
  const store = liveActorsStore();
  const unsubscribe = store.subscribe(() => sendBack({ type: 'OTHER_TABS_REPORTED', live: store.get() } satisfies FlowsPageEvent));
  const stop = store.start();
  addEventListener('pagehide', stop);
  return () => {
    removeEventListener('pagehide', stop);
    unsubscribe();
    stop();
  };
});
