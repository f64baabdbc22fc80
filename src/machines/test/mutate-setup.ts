// Under `npm run mutate`: the machine module named in MUTANT is replaced by one whose machine (and
// machine factories) carry one mutant, so the machine's own tests run against it unchanged.
import { vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { mutant } from './mutants';

const spec = process.env.MUTANT ? (JSON.parse(process.env.MUTANT) as { module: string; machineId: string; index: number }) : null;

const isMachine = (value: unknown): value is AnyStateMachine =>
  !!value && typeof value === 'object' && 'root' in value && 'implementations' in value && typeof (value as AnyStateMachine).provide === 'function';

if (spec) {
  vi.doMock(spec.module, async (importOriginal) => {
    const original = await importOriginal<Record<string, unknown>>();
    return Object.fromEntries(Object.entries(original).map(([name, value]) => {
      if (isMachine(value) && value.id === spec.machineId) return [name, mutant(value, spec.index)];
      // A factory of machines (the generic list): every machine it makes carries the mutant.
      if (typeof value === 'function' && /^create\w*Machine$/.test(name)) {
        return [name, (...args: unknown[]) => {
          const made = (value as (...a: unknown[]) => unknown)(...args);
          return isMachine(made) ? mutant(made, spec.index) : made;
        }];
      }
      return [name, value];
    }));
  });
}
