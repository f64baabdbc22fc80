// Tells the browser's Flows pages what this tab's actors do (loaded at boot only where the Flows page is
// turned on). Nothing is posted until a Flows page has said it is watching; each post is the actor's
// name, its state value and the type of the event that led there — never the event's data or context.
import type { InspectionEvent } from 'xstate';
import type { TabReport } from '../../machines/flows-page/flows-page.machine';

export const FLOWS_CHANNEL = 'souqdesk.flows';
/** This tab, so that a Flows page can leave its own actors out. */
export const TAB_ID = Math.random().toString(36).slice(2, 10);

export type FlowsMessage =
  | { kind: 'watching' }
  | { kind: 'gone' }
  | { kind: 'tab-opened'; tab: string }
  | { kind: 'tab-closed'; tab: string }
  | { kind: 'actors'; tab: string; reports: TabReport[] }
  | ({ kind: 'snapshot' } & TabReport);

type Ref = { sessionId: string; id: string; getSnapshot(): { value?: unknown; status?: string } };

export function flowsBroadcast(): (event: InspectionEvent) => void {
  const channel = new BroadcastChannel(FLOWS_CHANNEL);
  const post = (message: FlowsMessage) => channel.postMessage(message);
  /** The machine actors started in this tab, by session id, with the name the inspector shows them by. */
  const live = new Map<string, { ref: Ref; name: string; event: string }>();
  let watched = false;
  const report = (ref: Ref, name: string, value: unknown, status: string, event: string): TabReport =>
    ({ tab: TAB_ID, sessionId: ref.sessionId, actor: name, value, event, status, path: location.pathname, at: Date.now() });
  channel.onmessage = ({ data }: MessageEvent<FlowsMessage>) => {
    if (data.kind === 'gone') watched = false; // the pages still open answer with `watching`
    if (data.kind !== 'watching') return;
    watched = true;
    const reports: TabReport[] = [];
    for (const [id, { ref, name, event }] of live) {
      const snapshot = ref.getSnapshot();
      if (snapshot.status !== 'active') live.delete(id);
      else reports.push(report(ref, name, snapshot.value, 'active', event));
    }
    post({ kind: 'actors', tab: TAB_ID, reports });
  };
  post({ kind: 'tab-opened', tab: TAB_ID });
  addEventListener('pagehide', () => post({ kind: 'tab-closed', tab: TAB_ID }));
  return (event) => {
    if (event.type === '@xstate.actor') {
      // The inspection wrapper gives the actor its machine's name as `id` (inspection.ts).
      const ref = event.actorRef as unknown as Ref;
      live.set(ref.sessionId, { ref, name: ref.id, event: 'xstate.init' });
      return;
    }
    if (event.type !== '@xstate.snapshot') return;
    const known = live.get(event.actorRef.sessionId);
    const snapshot = event.snapshot as { value?: unknown; status?: string };
    if (!known || snapshot.value === undefined) return;
    known.event = event.event.type;
    if (snapshot.status !== 'active') live.delete(event.actorRef.sessionId);
    if (watched) post({ kind: 'snapshot', ...report(known.ref, known.name, snapshot.value, snapshot.status ?? 'active', event.event.type) });
  };
}
