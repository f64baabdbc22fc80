// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { assign, createMachine, fromPromise, setup, type AnyActor, type InspectionEvent } from 'xstate';
import { heldUntilStarted, namedByMachine } from './inspection';
import { InspectContext, useFlow } from './use-flow';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(cleanup);

/** A list machine invoked as 'rows', as the list screens do. */
const rowsMachine = createMachine({ id: 'demoRows', initial: 'loading', states: { loading: {} } });

const listMachine = setup({
  actors: { rows: rowsMachine, save: fromPromise(async () => 'saved') },
  actions: { keepSaved: assign({ saved: true }) },
}).createMachine({
  id: 'demoList',
  context: { saved: false },
  invoke: { id: 'rows', src: 'rows' },
  initial: 'idle',
  states: {
    idle: { on: { SAVE: 'saving' } },
    saving: { invoke: { id: 'decide', src: 'save', onDone: { target: 'idle', actions: 'keepSaved' } } },
  },
});

function List() {
  const [snapshot, send] = useFlow(listMachine);
  return <button onClick={() => send({ type: 'SAVE' })}>{snapshot.context.saved ? 'saved' : 'save'}</button>;
}

function actorsSeen(events: InspectionEvent[]) {
  return events.filter((e) => e.type === '@xstate.actor').map((e) => ({ name: (e.actorRef as AnyActor).id, session: e.actorRef.sessionId }));
}

describe('the inspector', () => {
  it('sees one actor per flow under StrictMode, and each child by its machine name', async () => {
    const events: InspectionEvent[] = [];
    const view = render(
      <StrictMode>
        <InspectContext.Provider value={namedByMachine((event) => events.push(event))}>
          <List />
        </InspectContext.Provider>
      </StrictMode>,
    );
    const roots = actorsSeen(events).filter((a) => a.name === 'demoList');
    expect(roots).toHaveLength(1);
    expect(actorsSeen(events).map((a) => a.name)).toEqual(['demoList', 'demoRows']);
    // Every event the inspector hears belongs to the started actor.
    expect(new Set(events.map((e) => e.rootId))).toEqual(new Set([roots[0].session]));

    await act(async () => view.getByRole('button').click());
    await act(async () => {});
    expect(view.getByRole('button').textContent).toBe('saved');
    expect(actorsSeen(events).map((a) => a.name)).toEqual(['demoList', 'demoRows', 'demoList › decide']);
  });

  it('passes nothing on for an actor that never starts', () => {
    const delivered: InspectionEvent[] = [];
    const gate = heldUntilStarted((event) => delivered.push(event));
    const event = (rootId: string) => ({ type: '@xstate.event', rootId }) as unknown as InspectionEvent;
    gate.inspect(event('x:1'));
    gate.inspect(event('x:2'));
    gate.started('x:2');
    gate.inspect(event('x:2'));
    gate.inspect(event('x:1'));
    expect(delivered.map((e) => e.rootId)).toEqual(['x:2', 'x:2']);
  });
});
