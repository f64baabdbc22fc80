import { describe, expect, it } from 'vitest';
import { NOT_RUN, overall, table, TIMED_OUT, type Outcome } from './mutate-format';

const outcome = (index: number, kind: Outcome['mutant']['kind'], description: string, killedBy: string | null, equivalent?: string): Outcome =>
  ({ mutant: { index, kind, description }, killedBy, equivalent });

const session = [
  outcome(0, 'drop', 'drop session.signedOut: LOGIN', 'walks every transition'),
  outcome(1, 'delay', 'delay LOCK_EXPIRED halved', null),
  outcome(2, 'context', 'context attempts starts at 1 instead of 0', null, 'the first failure sets it'),
];

describe('npm run mutate output', () => {
  it("prints one machine's counts and a row per mutant: the killing test, the reason it is equivalent, or survived", () => {
    expect(table('session', session)).toBe([
      'session: 3 mutants, 1 killed, 1 equivalent, 1 survived',
      '',
      '| # | kind | mutation | result |',
      '|---|---|---|---|',
      '| 0 | drop | drop session.signedOut: LOGIN | killed (walks every transition) |',
      '| 1 | delay | delay LOCK_EXPIRED halved | **survived** |',
      '| 2 | context | context attempts starts at 1 instead of 0 | equivalent: the first failure sets it |',
    ].join('\n'));
  });

  it('prints one score over every machine (equivalent mutants left out), the seconds, the survivors and the machines not run', () => {
    const snackbar = [outcome(0, 'retarget', 'snackbar.shown: CLOSED: target → snackbar.shown', 'closes')];
    expect(overall({ session, snackbar, app: [] }, 61.4, { app: 'the tests of app fail without any mutant' })).toBe([
      'mutation score over 2 machines: 66.7% (2 of 3 mutants killed; 1 equivalent) in 61 s',
      '',
      'survivors (1):',
      '- session #1 (delay): delay LOCK_EXPIRED halved',
      'not run: app (the tests of app fail without any mutant)',
    ].join('\n'));
    expect(overall({ snackbar }, 2)).toBe('mutation score over 1 machines: 100.0% (1 of 1 mutants killed; 0 equivalent) in 2 s');
  });

  it('says which kills were a timeout, and leaves mutants whose tests never finished out of the score as not run', () => {
    const overview = [
      outcome(0, 'drop', 'drop overview.products: NEXT_CLICKED', `walks every transition ${TIMED_OUT}`),
      outcome(1, 'retarget', 'overview.products: MORE_LOADED: target → loadingMore', NOT_RUN),
      outcome(2, 'drop', 'drop overview.dialog: CLOSED', 'closes'),
    ];
    expect(table('overview', overview).split('\n')[0]).toBe('overview: 3 mutants, 2 killed (1 by a timeout), 0 equivalent, 0 survived, 1 not run');
    expect(table('overview', overview)).toContain('| 1 | retarget | overview.products: MORE_LOADED: target → loadingMore | **not run** |');
    expect(overall({ overview }, 5)).toBe([
      'mutation score over 1 machines: 100.0% (2 of 2 mutants killed, 1 of them by a timeout; 0 equivalent; 1 not run) in 5 s',
      '',
      'not run (1):',
      '- overview #1 (retarget): overview.products: MORE_LOADED: target → loadingMore',
    ].join('\n'));
  });
});
