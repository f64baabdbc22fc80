import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { assertModel, checkModel, landingOf, lands, modelOf, type ModelSpec } from './model';

type Door = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'LOCK' } | { type: 'KNOCK' };
const door = setup({
  types: { events: {} as Door, context: {} as { knocks: number } },
  actors: { unlock: fromPromise(async () => 'ok') },
  delays: { autoClose: 1000 },
  guards: { isAnswered: ({ context }) => context.knocks >= 1 },
  actions: { countKnock: assign({ knocks: ({ context }) => context.knocks + 1 }) },
}).createMachine({
  id: 'door',
  context: { knocks: 0 },
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPEN: 'open',
        LOCK: 'locked',
        // The second knock opens the door; the first is only counted.
        KNOCK: [{ guard: 'isAnswered', target: 'open' }, { actions: 'countKnock' }],
      },
    },
    open: { on: { CLOSE: 'closed' }, after: { autoClose: 'closed' } },
    locked: { invoke: { id: 'unlock', src: 'unlock', onDone: 'closed' } },
  },
});
type Snap = SnapshotFrom<typeof door>;

/** The door's true model: every event with the state it lands in. */
function doorEvents(s: Snap): EventObject[] {
  if (s.matches('closed')) {
    return [lands('open', { type: 'OPEN' }), lands('locked', { type: 'LOCK' }), lands(s.context.knocks >= 1 ? 'open' : 'closed', { type: 'KNOCK' })];
  }
  if (s.matches('open')) return [lands('closed', { type: 'CLOSE' }), lands('closed', { type: 'xstate.after.autoClose.door.open' })];
  return [lands('closed', { type: 'xstate.done.actor.unlock', output: 'ok' })];
}
const states = { closed: () => {}, open: () => {}, locked: () => {} };
const landingTarget = (e: EventObject) => landingOf(e)!.target;
const spec: ModelSpec<typeof door> = { machine: door, events: doorEvents, states };

describe('the model-based harness', () => {
  it('models invocations and delays as the events the machine receives', () => {
    const model = modelOf(door);
    expect(Object.keys(model.root.states.locked.config.on ?? {})).toEqual(['xstate.done.actor.unlock']);
    expect(Object.keys(model.root.states.open.config.on ?? {})).toContain('xstate.after.autoClose.door.open');
  });

  it('reports 100% when every state and every guarded branch is taken', () => {
    const result = assertModel(spec);
    expect(result.missedStates).toEqual([]);
    expect(result.missedBranches).toEqual([]);
  });

  it('reports the states and branches a test forgets to drive, each guarded branch on its own', () => {
    // Only the first knock is ever sent: the guarded branch that opens the door is never taken.
    const result = checkModel({
      ...spec,
      events: (s) => doorEvents(s).filter((e) => e.type !== 'LOCK' && e.type !== 'xstate.after.autoClose.door.open' && !(e.type === 'KNOCK' && s.context.knocks > 0)),
    });
    expect(result.missedStates).toEqual(['locked']);
    expect(result.missedBranches.sort()).toEqual([
      'door.closed: KNOCK #1 [isAnswered] → door.open',
      'door.closed: LOCK → door.locked',
      'door.locked: xstate.done.actor.unlock → door.closed',
      'door.open: xstate.after.autoClose.door.open → door.closed',
    ]);
    expect(() => assertModel({ ...spec, events: (s) => doorEvents(s).filter((e) => e.type !== 'LOCK') })).toThrow(/never reaches:\n {2}state locked/);
  });

  it('fails when a transition lands somewhere other than the model says', () => {
    // A wrong model and a mutated machine fail the same way: here the second knock is said to keep the door shut…
    const wrong = (s: Snap) => doorEvents(s).map((e) => (e.type === 'KNOCK' ? lands('closed', e) : e));
    expect(() => checkModel({ ...spec, events: wrong })).toThrow(/KNOCK in closed landed in open, the model says closed \(after KNOCK\)/);
    // …and here a mutant opens on the first knock.
    const eager = door.provide({ guards: { isAnswered: () => true } });
    expect(() => checkModel({ ...spec, machine: eager })).toThrow(/KNOCK in closed landed in open, the model says closed \(after \(start\)\)/);
  });

  it('fails when a transition passes through a state the model does not name', () => {
    // A mutant that sends LOCK through `open` on its way to `locked` lands right, by the wrong way.
    const via = setup({ types: { events: {} as Door } }).createMachine({
      id: 'door',
      initial: 'closed',
      states: {
        closed: { on: { LOCK: 'hall' } },
        hall: { always: 'locked' },
        locked: {},
      },
    });
    const lock = (s: SnapshotFrom<typeof via>) => (s.matches('closed') ? [lands('locked', { type: 'LOCK' })] : []);
    const states = { closed: () => {}, hall: () => {}, locked: () => {} };
    expect(() => checkModel({ machine: via, events: lock, states })).toThrow(/LOCK in closed went hall → locked, the model says locked/);
    expect(checkModel({ machine: via, events: (s) => (s.matches('closed') ? [lands('hall → locked', { type: 'LOCK' })] : []), states }).missedStates).toEqual([]);
  });

  it('fails when an event names no state to land in', () => {
    const bare = (s: Snap) => doorEvents(s).map((e) => (e.type === 'OPEN' ? ({ type: 'OPEN' } as EventObject) : e));
    expect(() => checkModel({ ...spec, events: bare })).toThrow(/OPEN in closed names no state to land in/);
  });

  it('fails when a transition does not do what its check says', () => {
    const counted = (s: Snap) => doorEvents(s).map((e) => (e.type === 'KNOCK' && s.context.knocks === 0
      ? lands<EventObject, Snap>('closed', e, (after) => expect(after.context.knocks).toBe(2)) : e));
    expect(() => checkModel({ ...spec, events: counted })).toThrow(/KNOCK in closed → closed \(after \(start\)\): .*expected 1 to be 2/);
  });

  it('refuses a test that does not describe every state', () => {
    expect(() => checkModel({ ...spec, states: { closed: () => {}, open: () => {} } as never })).toThrow(/without an assertion: locked/);
  });

  it('checks each step once, though paths that share a beginning replay it again', () => {
    const seen = new Map<string, number>();
    const counting = { ...spec, events: (s: Snap) => doorEvents(s).map((e) => lands<EventObject, Snap>(landingTarget(e), e, (_after, before) => {
      const step = `${JSON.stringify(before.value)}/${before.context.knocks} ${e.type}`;
      seen.set(step, (seen.get(step) ?? 0) + 1);
    })) };
    const { paths } = checkModel(counting);
    // Paths repeat their beginnings (KNOCK → KNOCK → … starts with KNOCK), each step is checked one time.
    expect(paths.filter((p) => p.events[0]?.type === 'KNOCK').length).toBeGreaterThan(1);
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    // A deep step's check still runs: one that fails only after two knocks is reported.
    const failing = { ...spec, events: (s: Snap) => doorEvents(s).map((e) => (s.context.knocks === 1 && e.type === 'KNOCK'
      ? lands<EventObject, Snap>(landingTarget(e), e, () => { throw new Error('second knock'); }) : e)) };
    expect(() => checkModel(failing)).toThrow(/KNOCK in closed → open \(after KNOCK\): second knock/);
  });

  it('fails when a state does not mean what the test says', () => {
    expect(() => checkModel({ ...spec, states: { ...states, open: () => { throw new Error('door should be shut'); } } })).toThrow(/in state open after OPEN: door should be shut/);
  });
});
