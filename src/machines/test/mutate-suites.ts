// The mutation driver's suites (src/machines/test/mutate-driver*.ts, one file per test environment):
// the machine's test files are imported once per mutant, each inside a suite named by the mutant's
// index, with the machine module replaced by one carrying that mutant.
import { beforeEach, describe, vi } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { mutant } from './mutants';
import { suiteName, type MutantPlan } from './mutate-plan';

const isMachine = (value: unknown): value is AnyStateMachine =>
  !!value && typeof value === 'object' && 'root' in value && 'implementations' in value && typeof (value as AnyStateMachine).provide === 'function';

/** The machine module with mutant `index` (its machine, and the machines its factories make). */
const mockWith = (plan: MutantPlan, index: number) => vi.doMock(plan.module, async (importOriginal) => {
  const original = await importOriginal<Record<string, unknown>>();
  return Object.fromEntries(Object.entries(original).map(([name, value]) => {
    if (isMachine(value) && value.id === plan.machineId) return [name, mutant(value, index, plan.input)];
    // A factory of machines (the generic list): every machine it makes carries the mutant.
    if (typeof value === 'function' && /^create\w*Machine$/.test(name)) {
      return [name, (...args: unknown[]) => {
        const made = (value as (...a: unknown[]) => unknown)(...args);
        return isMachine(made) ? mutant(made, index, plan.input) : made;
      }];
    }
    return [name, value];
  }));
});

type ModuleNode = { importers: Set<string>; promise?: unknown; exports?: unknown; evaluated: boolean };
type Graph = Map<string, ModuleNode>;

/**
 * The modules a mutant must load afresh: the machine module, every module that imports it (directly
 * or through others) and the test files. The rest (schemas, helpers, fixtures) cannot see the mutant
 * and stay loaded, as they do between the files of a worker (vitest.config.ts, shared-modules).
 */
export function staleModules(graph: Graph, machineModule: string, files: readonly string[]): Set<string> {
  const stale = new Set([machineModule, ...files]);
  const queue = [...stale];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const importer of graph.get(id)?.importers ?? []) {
      if (!stale.has(importer)) {
        stale.add(importer);
        queue.push(importer);
      }
    }
  }
  return stale;
}

/** The worker's loaded modules (Vite's module runner, which Vitest keeps in its worker state). */
const loadedModules = (): Graph | undefined =>
  (globalThis as { __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Graph } } }).__vitest_worker__?.evaluatedModules?.idToModuleMap;

/** Forgets the modules a mutant can change, as vi.resetModules does for all of them. */
function resetStale(plan: MutantPlan, driver: string) {
  const graph = loadedModules();
  if (!graph) return vi.resetModules();
  for (const id of staleModules(graph, plan.module, plan.files)) {
    const node = graph.get(id);
    if (!node || id === driver) continue;
    node.promise = undefined;
    node.exports = undefined;
    node.evaluated = false;
    node.importers.clear();
  }
}

/** One suite per mutant of the plan (`driver`: the calling test file, left alone). */
export function mutantSuites(plan: MutantPlan, driver: string): void {
  plan.indices.forEach((index, n) => {
    describe(suiteName(index), async () => {
      // The first failing test kills the mutant; the rest of its tests are skipped.
      let killed = false;
      beforeEach(({ skip, onTestFailed }) => {
        if (killed) skip();
        onTestFailed(() => { killed = true; });
      });
      // The first suite loads everything afresh (the worker may have run another machine); later ones
      // only what imports the machine. The mock is registered anew: Vitest keeps a mock's first result otherwise.
      if (n === 0) vi.resetModules();
      else resetStale(plan, driver);
      vi.doUnmock(plan.module);
      if (index !== null) mockWith(plan, index);
      // A test's time limit is fixed as it is collected, here: a mutant's tests get the shorter one.
      if (index !== null && plan.testTimeout !== undefined) vi.setConfig({ testTimeout: plan.testTimeout });
      else vi.resetConfig();
      for (const file of plan.files) await import(/* @vite-ignore */ file);
    });
  });
}
