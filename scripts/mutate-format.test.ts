import { describe, expect, it } from 'vitest';
import { overall, table, type Outcome } from './mutate-format';

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
});
