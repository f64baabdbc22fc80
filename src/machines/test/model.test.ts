import { describe, expect, it } from 'vitest';
import { fromPromise, setup } from 'xstate';
import { checkModel, modelOf } from './model';

const door = setup({
  types: { events: {} as { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'LOCK' } },
  actors: { unlock: fromPromise(async () => 'ok') },
  delays: { autoClose: 1000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open', LOCK: 'locked' } },
    open: { on: { CLOSE: 'closed' }, after: { autoClose: 'closed' } },
    locked: { invoke: { id: 'unlock', src: 'unlock', onDone: 'closed' } },
  },
});

describe('the model-based harness', () => {
  it('models invocations and delays as the events the machine receives', () => {
    const model = modelOf(door);
    expect(Object.keys(model.root.states.locked.config.on ?? {})).toEqual(['xstate.done.actor.unlock']);
    expect(Object.keys(model.root.states.open.config.on ?? {})).toContain('xstate.after.autoClose.door.open');
  });

  it('reports 100% when every state and transition is walked', () => {
    const result = checkModel({
      machine: door,
      events: () => [{ type: 'OPEN' }, { type: 'CLOSE' }, { type: 'LOCK' }, { type: 'xstate.done.actor.unlock', output: 'ok' }, { type: 'xstate.after.autoClose.door.open' }],
      states: { closed: () => {}, open: () => {}, locked: () => {} },
    });
    expect(result.missedStates).toEqual([]);
    expect(result.missedTransitions).toEqual([]);
  });

  it('reports the transitions and states a test forgets to drive', () => {
    const result = checkModel({
      machine: door,
      events: () => [{ type: 'OPEN' }, { type: 'CLOSE' }],
      states: { closed: () => {}, open: () => {}, locked: () => {} },
    });
    expect(result.missedStates).toEqual(['locked']);
    expect(result.missedTransitions.sort()).toEqual(['door.closed::LOCK', 'door.locked::xstate.done.actor.unlock', 'door.open::xstate.after.autoClose.door.open']);
  });

  it('refuses a test that does not describe every state', () => {
    expect(() => checkModel({ machine: door, events: () => [], states: { closed: () => {}, open: () => {} } })).toThrow(/without an assertion: locked/);
  });

  it('fails when a state does not mean what the test says', () => {
    expect(() =>
      checkModel({
        machine: door,
        events: () => [{ type: 'OPEN' }],
        states: { closed: () => {}, open: () => { throw new Error('door should be shut'); }, locked: () => {} },
      }),
    ).toThrow(/in state open after OPEN: door should be shut/);
  });
});
