import { describe, expect, it } from 'vitest';
import { and, assign, fromPromise, setup } from 'xstate';
import { sessionMachine } from '../session/session.machine';
import { activeIds, edgeText, eventLabel, flowGraph } from './flow-graph';

const door = setup({
  types: { events: {} as { type: 'OPENED' } | { type: 'CLOSED' } | { type: 'KNOCKED' } },
  guards: { isUnlocked: () => true, isDay: () => true },
  actions: { ring: () => {}, log: () => {} },
  actors: { check: fromPromise(async () => true) },
  delays: { autoClose: 1000 },
}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: {
      on: {
        OPENED: [{ guard: and(['isUnlocked', 'isDay']), target: 'open', actions: 'ring' }, { target: 'checking' }],
        KNOCKED: { actions: ['log', assign({})] },
      },
    },
    checking: { invoke: { id: 'checker', src: 'check', onDone: 'open', onError: 'closed' } },
    open: {
      type: 'parallel',
      entry: 'log',
      after: { autoClose: '#door.closed' },
      states: {
        light: { initial: 'on', states: { on: {}, off: { type: 'final' } } },
        fan: { initial: 'off', states: { off: { always: { target: 'spinning', guard: 'isDay' } }, spinning: {} } },
      },
    },
  },
});

describe('flowGraph', () => {
  const graph = flowGraph(door);
  const node = (id: string) => graph.nodes.find((n) => n.id === id)!;

  it('reads every state with its kind, parent and initial flag, parallel regions and finals included', () => {
    expect(graph.nodes.map((n) => n.id)).toEqual([
      'door', 'door.closed', 'door.checking', 'door.open', 'door.open.light', 'door.open.light.on', 'door.open.light.off',
      'door.open.fan', 'door.open.fan.off', 'door.open.fan.spinning',
    ]);
    expect(node('door.open')).toMatchObject({ kind: 'parallel', parent: 'door', initial: false, entry: ['log'] });
    expect(node('door.closed').initial).toBe(true);
    expect(node('door.open.light').initial).toBe(false); // a parallel region is entered with the others, not first
    expect(node('door.open.light.on').initial).toBe(true);
    expect(node('door.open.light.off').kind).toBe('final');
    expect(node('door.checking').invokes).toEqual(['check']);
  });

  it('reads every transition with its event, guard and actions by name', () => {
    const texts = graph.edges.map((e) => `${e.source} → ${e.target}: ${edgeText(e)}`);
    expect(texts).toEqual([
      'door.closed → door.open: OPENED [and(isUnlocked, isDay)] / ring',
      'door.closed → door.checking: OPENED',
      'door.closed → door.closed: KNOCKED / log, assign',
      'door.checking → door.open: done(checker)',
      'door.checking → door.closed: error(checker)',
      'door.open → door.closed: after(autoClose)',
      'door.open.fan.off → door.open.fan.spinning: always [isDay]',
    ]);
    expect(graph.edges.find((e) => e.event === 'KNOCKED')?.stays).toBe(true);
  });

  it('marks the states a snapshot is in, with their ancestors', () => {
    expect([...activeIds(flowGraph(door), { open: { light: 'on', fan: 'spinning' } })].sort()).toEqual([
      'door', 'door.open', 'door.open.fan', 'door.open.fan.spinning', 'door.open.light', 'door.open.light.on',
    ]);
    expect([...activeIds(flowGraph(door), 'checking')]).toEqual(['door', 'door.checking']);
  });

  it("reads a real flow: sign-in's lock and its named guards", () => {
    const session = flowGraph(sessionMachine);
    expect(session.nodes.some((n) => n.id === 'session.signedOut.locked')).toBe(true);
    expect(session.edges.every((e) => session.nodes.some((n) => n.id === e.source) && session.nodes.some((n) => n.id === e.target))).toBe(true);
    expect(session.edges.some((e) => e.guard && !e.guard.includes('inline'))).toBe(true);
  });
});

describe('eventLabel', () => {
  it("writes XState's own events in the chart's notation, the app's as they are", () => {
    expect(eventLabel('xstate.after.lockTick.session.signedOut.locked', 'session.signedOut.locked')).toBe('after(lockTick)');
    expect(eventLabel('xstate.after.1000.door.open', '')).toBe('after(1000)');
    expect(eventLabel('xstate.done.actor.loadFilterOptions', '')).toBe('done(loadFilterOptions)');
    expect(eventLabel('xstate.error.actor.login', '')).toBe('error(login)');
    expect(eventLabel('LOGIN_SUBMITTED', '')).toBe('LOGIN_SUBMITTED');
  });
});
