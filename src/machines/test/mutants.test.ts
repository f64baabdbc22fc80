import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type EventObject, type SnapshotFrom } from 'xstate';
import { checkModel, lands } from './model';
import { mutant, mutantsOf } from './mutants';

type Coin = { type: 'COIN'; fils: number } | { type: 'PUSH' };
const turnstile = setup({
  types: { events: {} as Coin },
  guards: { isFare: ({ event }) => event.type === 'COIN' && event.fils === 250 },
  delays: { relock: 5000 },
}).createMachine({
  id: 'turnstile',
  initial: 'locked',
  states: {
    // The fare opens it; any other coin is swallowed.
    locked: { on: { COIN: [{ guard: 'isFare', target: 'unlocked' }, { target: 'locked' }] } },
    unlocked: { on: { PUSH: 'locked' }, after: { relock: 'locked' } },
  },
});

describe('mutants of a chart', () => {
  it('drops each branch, swaps each target for a sibling, inverts each guard and doubles each delay', () => {
    expect(mutantsOf(turnstile).map((m) => m.description)).toEqual([
      'drop turnstile.locked: COIN #1 [isFare]',
      'turnstile.locked: COIN #1 [isFare]: target → turnstile.locked',
      'turnstile.locked: COIN #1 [isFare]: guard inverted',
      'drop turnstile.locked: COIN #2',
      'turnstile.locked: COIN #2: target → turnstile.unlocked',
      'drop turnstile.unlocked: PUSH',
      'turnstile.unlocked: PUSH: target → turnstile.unlocked',
      'drop turnstile.unlocked: after relock',
      'turnstile.unlocked: after relock: target → turnstile.unlocked',
      'delay relock doubled',
      'delay relock halved',
    ]);
  });

  it('builds a working machine with exactly that change, leaving the original alone', () => {
    const dropped = createActor(mutant(turnstile, 0)).start();
    dropped.send({ type: 'COIN', fils: 250 });
    expect(dropped.getSnapshot().value).toBe('locked');
    const original = createActor(turnstile).start();
    original.send({ type: 'COIN', fils: 250 });
    expect(original.getSnapshot().value).toBe('unlocked');
    expect(mutant(turnstile, 9).implementations.delays.relock).toBe(10_000);
  });

  it('is killed by a model that names its landings, but for two no model can see', () => {
    type Snap = SnapshotFrom<typeof turnstile>;
    const events = (s: Snap): EventObject[] => (s.matches('locked')
      ? [lands('unlocked', { type: 'COIN', fils: 250 }), lands('locked', { type: 'COIN', fils: 100 })]
      : [lands('locked', { type: 'PUSH' }), lands('locked', { type: 'xstate.after.relock.turnstile.unlocked' })]);
    const survivors = mutantsOf(turnstile).filter((m) => {
      const machine = mutant(turnstile, m.index);
      try {
        const { missedBranches } = checkModel({ machine, events, states: { locked: () => {}, unlocked: () => {} } });
        return missedBranches.length === 0;
      } catch {
        return false;
      }
    });
    // A branch that stays where it is and does nothing is the same as no branch at all (an equivalent
    // mutant); the model's clock never fires, so a delay is for the behaviour tests to pin.
    expect(survivors.map((m) => m.description)).toEqual(['drop turnstile.locked: COIN #2', 'delay relock doubled', 'delay relock halved']);
  });

  /** A counter with named actions and guards, entry actions and a start value. */
  const counter = setup({
    types: { context: {} as { count: number; label: string } },
    guards: { belowTen: ({ context }) => context.count < 10, isZero: ({ context }) => context.count === 0 },
    actions: { increment: assign({ count: ({ context }) => context.count + 1 }), mark: assign({ label: 'seen' }) },
  }).createMachine({
    id: 'counter',
    context: { count: 0, label: '' },
    initial: 'idle',
    states: {
      idle: { entry: 'mark', on: { ADD: { guard: 'belowTen', actions: 'increment' } } },
    },
  });

  it('also drops each action, swaps each named guard for another, halves each delay and changes each context start value', () => {
    const added = mutantsOf(counter).filter((m) => ['drop-action', 'swap-guard', 'context'].includes(m.kind)).map((m) => m.description);
    expect(added).toEqual([
      'counter.idle: ADD [belowTen]: action increment dropped',
      'counter.idle: ADD [belowTen]: guard → isZero',
      'counter.idle: entry action mark dropped',
      'context count starts at 1 instead of 0',
      'context label starts at "x" instead of ""',
    ]);
    const run = (description: string) => {
      const actor = createActor(mutant(counter, mutantsOf(counter).find((m) => m.description === description)!.index)).start();
      actor.send({ type: 'ADD' });
      actor.send({ type: 'ADD' });
      return actor.getSnapshot().context;
    };
    expect(run('counter.idle: ADD [belowTen]: action increment dropped')).toEqual({ count: 0, label: 'seen' });
    expect(run('counter.idle: ADD [belowTen]: guard → isZero')).toEqual({ count: 1, label: 'seen' });
    expect(run('counter.idle: entry action mark dropped')).toEqual({ count: 2, label: '' });
    expect(run('context count starts at 1 instead of 0')).toEqual({ count: 3, label: 'seen' });
    expect(createActor(counter).start().getSnapshot().context).toEqual({ count: 0, label: 'seen' });
  });

  /** A chart whose start values come from its input, and cannot be read without one. */
  const monthly = setup({
    types: { context: {} as { month: string; view: string }, input: {} as { today: string } },
  }).createMachine({
    id: 'monthly',
    context: ({ input }) => ({ month: input.today.slice(0, 7), view: 'month' }),
  });

  it("changes the start values of a context that needs an input, read with the model's input; the mutant keeps it for any input", () => {
    expect(mutantsOf(monthly).filter((m) => m.kind === 'context')).toEqual([]);
    const input = { today: '2026-11-27' };
    expect(mutantsOf(monthly, input).filter((m) => m.kind === 'context').map((m) => m.description)).toEqual([
      'context month starts at "" instead of "2026-11"',
      'context view starts at "" instead of "month"',
    ]);
    const index = mutantsOf(monthly, input).find((m) => m.description.startsWith('context view'))!.index;
    expect(createActor(mutant(monthly, index, input), { input: { today: '2027-01-02' } }).start().getSnapshot().context).toEqual({ month: '2027-01', view: '' });
  });

  it('reads a context that can do without an input without one, whatever input is given', () => {
    const owned = setup({ types: { context: {} as { owner: number | undefined; count: number }, input: {} as { userId?: number } } })
      .createMachine({ id: 'owned', context: ({ input }) => ({ owner: input.userId, count: 0 }) });
    expect(mutantsOf(owned, { userId: 9 }).map((m) => m.description)).toEqual(['context count starts at 1 instead of 0']);
    expect(mutantsOf(counter, { today: '2026-11-27' })).toEqual(mutantsOf(counter));
  });
});
