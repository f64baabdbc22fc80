// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { createActor, setup, type EventObject } from 'xstate';
import type { TabReport } from '../../../machines/flows-page/flows-page.machine';
import { FLOWS_CHANNEL, type FlowsMessage } from '../../flow/flows-broadcast';
import { listenToOtherTabs } from './live-actors';

/** A parent that keeps what the feed tells it. */
const heard: EventObject[] = [];
const parent = setup({ actors: { listenToOtherTabs } }).createMachine({
  invoke: { src: 'listenToOtherTabs' },
  on: { '*': { actions: ({ event }) => heard.push(event) } },
});

const otherTab = new BroadcastChannel(FLOWS_CHANNEL);
const said: FlowsMessage[] = [];
otherTab.onmessage = ({ data }: MessageEvent<FlowsMessage>) => said.push(data);
/** Resolves once `done` holds (messages cross the channel on later turns). */
const until = (done: () => boolean) => new Promise<void>((resolve) => {
  const check = () => (done() ? resolve() : setTimeout(check, 5));
  check();
});
const report = (actor: string, event: string): TabReport => ({ tab: 'b', sessionId: 'x:1', actor, value: 'idle', event, status: 'active', path: '/flows', at: 1 });

describe("the Flows page's feed from the other tabs", () => {
  it('says it watches, passes on what the tabs report, ignores another Flows page hearing it, and says when it is gone', async () => {
    const actor = createActor(parent).start();
    await until(() => said.some((m) => m.kind === 'watching'));

    // Another Flows page's machine took in this page's report: passing that on would echo between the two forever.
    otherTab.postMessage({ kind: 'snapshot', ...report('flowsPage', 'OTHER_TABS_REPORTED') } satisfies FlowsMessage);
    otherTab.postMessage({ kind: 'snapshot', ...report('session', 'LOGIN_SUBMITTED') } satisfies FlowsMessage);
    await until(() => heard.length > 0);
    expect(heard).toEqual([{ type: 'OTHER_TABS_REPORTED', live: { actors: [report('session', 'LOGIN_SUBMITTED')], events: [report('session', 'LOGIN_SUBMITTED')] } }]);

    actor.stop();
    await until(() => said.some((m) => m.kind === 'gone'));
    otherTab.close();
  });
});
