// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { flowsBroadcast, FLOWS_CHANNEL, type FlowsMessage } from './flows-broadcast';
import { namedByMachine } from './inspection';

const toggle = setup({ types: { events: {} as { type: 'FLIPPED' } } }).createMachine({
  id: 'toggle', initial: 'off', states: { off: { on: { FLIPPED: 'on' } }, on: { on: { FLIPPED: 'off' } } },
});

const page = new BroadcastChannel(FLOWS_CHANNEL);
let heard: FlowsMessage[] = [];
page.onmessage = ({ data }: MessageEvent<FlowsMessage>) => heard.push(data);
/** Resolves when the tab has posted a message of this kind (a tab posts in order, so what came before is in `heard`). */
const until = (kind: FlowsMessage['kind']) => new Promise<void>((resolve) => {
  const check = () => (heard.some((m, i) => m.kind === kind && i >= seen) ? (seen = heard.length, resolve()) : setTimeout(check, 5));
  check();
});
let seen = 0;
afterEach(() => {
  heard = [];
  seen = 0;
});

describe("a tab's reports to the Flows pages", () => {
  it('posts nothing of its actors until a Flows page is watching, then their states and the events that led there', async () => {
    const actor = createActor(toggle, { inspect: namedByMachine(flowsBroadcast()) }).start();
    actor.send({ type: 'FLIPPED' });
    page.postMessage({ kind: 'watching' } satisfies FlowsMessage);
    await until('actors');
    // Before anyone watched, the tab only said it opened.
    expect(heard.map((m) => m.kind)).toEqual(['tab-opened', 'actors']);
    expect(heard.at(-1)).toMatchObject({ kind: 'actors', reports: [{ actor: 'toggle', value: 'on', event: 'FLIPPED', status: 'active' }] });

    actor.send({ type: 'FLIPPED' });
    await until('snapshot');
    expect(heard.at(-1)).toMatchObject({ kind: 'snapshot', actor: 'toggle', value: 'off', event: 'FLIPPED' });

    // The last Flows page closed: nothing more until one watches again.
    page.postMessage({ kind: 'gone' } satisfies FlowsMessage);
    const before = heard.length;
    const gone = new BroadcastChannel(FLOWS_CHANNEL);
    await new Promise<void>((resolve) => { gone.onmessage = () => resolve(); page.postMessage({ kind: 'tab-opened', tab: 'probe' } satisfies FlowsMessage); });
    gone.close();
    actor.send({ type: 'FLIPPED' });
    page.postMessage({ kind: 'watching' } satisfies FlowsMessage);
    await until('actors');
    expect(heard.slice(before).map((m) => m.kind)).toEqual(['actors']);
    actor.stop();
  });
});
