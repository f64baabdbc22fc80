// Run by scripts/mutate-runner.ts as a test file (never by the ordinary test run, whose globs do not
// match it): the machine's test files are imported once per mutant, each inside a suite named by the
// mutant's index, with the machine module replaced by one carrying that mutant. One worker and one
// Vitest run hold every mutant of a machine, so a mutant costs its tests, not a process.
import { beforeEach, describe, inject, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { mutant } from './mutants';
import { suiteName, type MutantPlan } from './mutate-plan';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by scripts/mutate-runner.ts: the mutants to run (null: the machine as written) and the files. */
    mutantPlan: MutantPlan;
  }
}

const plan = inject('mutantPlan');

const isMachine = (value: unknown): value is AnyStateMachine =>
  !!value && typeof value === 'object' && 'root' in value && 'implementations' in value && typeof (value as AnyStateMachine).provide === 'function';

/** The machine module with mutant `index` (its machine, and the machines its factories make). */
const mockWith = (index: number) => vi.doMock(plan.module, async (importOriginal) => {
  const original = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(Object.entries(original).map(([name, value]) => {
    if (isMachine(value) && value.id === plan.machineId) return [name, mutant(value, index)];
    // A factory of machines (the generic list): every machine it makes carries the mutant.
    if (typeof value === 'function' && /^create\w*Machine$/.test(name)) {
      return [name, (...args: unknown[]) => {
        const made = (value as (...a: unknown[]) => unknown)(...args);
        return isMachine(made) ? mutant(made, index) : made;
      }];
    }
    return [name, value];
  }));
});

for (const index of plan.indices) {
  describe(suiteName(index), async () => {
    // The first failing test kills the mutant; the rest of its tests are skipped.
    let killed = false;
    beforeEach(({ skip, onTestFailed }) => {
      if (killed) skip();
      onTestFailed(() => { killed = true; });
    });
    // A fresh module graph, and the mock registered anew: Vitest keeps a mock's first result otherwise.
    vi.resetModules();
    vi.doUnmock(plan.module);
    if (index !== null) mockWith(index);
    for (const file of plan.files) await import(/* @vite-ignore */ file);
  });
}
