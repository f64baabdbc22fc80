// One Vitest run per machine for `npm run mutate`: a single test file (src/machines/test/mutate-driver.ts,
// or mutate-driver.jsdom.ts for files that ask for jsdom) imports the machine's test files once per
// mutant inside a suite of its own, so the whole machine costs one worker and one module graph rather
// than a process per mutant. The machine as written runs alone first: its tests must pass, and the
// slowest sets the mutants' time limit (scripts/mutate-time.ts). The spec's numbers run in a last pass,
// only for the mutants the machine's own files left alive, and only when they load the machine at all.
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createVitest, type TestModule, type Vitest } from 'vitest/node';
import { suiteName } from '../src/machines/test/mutate-plan';
import { byEnvironment, driverFor, reaches } from './mutate-files';
import { NOT_RUN, TIMED_OUT } from './mutate-format';
import { mutantTimeLimit, type Timed } from './mutate-time';

/** The spec's numbers and the flows' timings, as literals: where a doubled or halved delay shows. */
export const SPEC_NUMBERS = ['src/machines/spec-numbers.test.ts', 'src/machines/timings.test.ts'];

const writes = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
let quiet = 0;
/** A line of progress on stderr, also while Vitest is silenced. */
export const say = (line: string) => writes.err(`${line}\n`);

/** Vitest reports each failure at length; the table is the report here. Machines run side by side,
 * so the silence lasts while any of them is in Vitest. */
export async function quietly<T>(work: () => Promise<T>): Promise<T> {
  if (quiet++ === 0) process.stdout.write = process.stderr.write = (() => true) as never;
  try {
    return await work();
  } finally {
    if (--quiet === 0) {
      process.stdout.write = writes.out as typeof process.stdout.write;
      process.stderr.write = writes.err as typeof process.stderr.write;
    }
  }
}

/** Per mutant index (null: as written), the first failing test's name, or null when all passed. */
export function killers(module: TestModule | undefined, indices: (number | null)[]): Map<number | null, string | null> {
  const out = new Map<number | null, string | null>();
  const suites = module ? [...module.children.suites()] : [];
  for (const index of indices) {
    const suite = suites.find((s) => s.name === suiteName(index));
    if (!suite) {
      out.set(index, module ? `${module.moduleId} (does not load)` : 'no run');
      continue;
    }
    const failed = [...suite.children.allTests('failed')][0];
    if (failed) {
      // A walk past its time limit may be the mutant (a walk that never ends) or a busy machine: said apart.
      const timedOut = failed.result().errors?.some((e) => /timed out/i.test(e.message ?? ''));
      out.set(index, timedOut ? `${failed.name} ${TIMED_OUT}` : failed.name);
    } else if (suite.state() === 'failed') out.set(index, 'the suite fails to load');
    // Tests still pending when the run ended (a worker out of memory): not a survivor, not run.
    else out.set(index, [...suite.children.allTests('pending')].length ? NOT_RUN : null);
  }
  return out;
}

/** The tests of the machine as written (its suite in `module`): how long each took, and its limit. */
export function asWrittenTests(module: TestModule | undefined): Timed[] {
  const suite = module ? [...module.children.suites()].find((s) => s.name === suiteName(null)) : undefined;
  return suite ? [...suite.children.allTests('passed')].map((t) => ({ duration: t.diagnostic()?.duration ?? 0, timeout: t.options.timeout })) : [];
}

/** Runs the mutants of the machine in `dir` (`input`: the model's, as mutantsOf had it); per index, the test that killed it or null. */
export async function runMutants(dir: string, machineId: string, indices: (number | null)[], input?: unknown): Promise<Map<number | null, string | null>> {
  const name = dir.split('/').pop()!;
  const module = resolve(dir, `${name}.machine.ts`);
  const own = readdirSync(dir).filter((f) => /\.test\.tsx?$/.test(f)).map((f) => resolve(join(dir, f)));
  const vitest = idle.pop() ?? (await start());
  try {
    const project = vitest.getProjectByName('shared-modules');
    const pass = async (files: string[], which: (number | null)[], environment = 'node', testTimeout?: number) => {
      vitest.provide('mutantPlan', { module, machineId, indices: which, files, testTimeout, input });
      const result = await quietly(() => vitest.runTestSpecifications([project.createSpecification(driverFor(environment))]));
      return result.testModules[0];
    };
    const found = new Map<number | null, string | null>(indices.map((i) => [i, null]));
    const alive = () => indices.filter((i) => i !== null && found.get(i) === null);
    // Files in the environment each asks for (the app's in jsdom), each group on the mutants still alive.
    for (const [environment, files] of byEnvironment(own)) {
      // The machine as written alone first: whether its tests pass, and how long they take.
      const alone = await pass(files, [null], environment);
      const failure = killers(alone, [null]).get(null);
      if (failure) return new Map([[null, failure]]);
      const limit = mutantTimeLimit(asWrittenTests(alone), project.config.testTimeout);
      if (limit !== undefined) say(`${name}: a mutant's test may take ${(limit / 1000).toFixed(1)} s (${files.length} files, ${environment})`);
      const which = [null, ...alive()];
      const first = killers(await pass(files, which, environment, limit), which);
      if (first.get(null)) {
        // The as-written suite fails beside the mutants' imports (a singleton of a library they share,
        // set by a later import): one run per mutant, each loading everything afresh.
        for (const i of which) if (i !== null) first.set(i, killers(await pass(files, [i], environment, limit), [i]).get(i) ?? null);
      }
      for (const i of which) if (i !== null) found.set(i, first.get(i) ?? null);
    }
    const spec = SPEC_NUMBERS.map((f) => resolve(f));
    if (alive().length && reaches(spec, module)) {
      const which = alive();
      const second = killers(await pass(spec, which), which);
      for (const i of which) found.set(i, second.get(i) ?? null);
    }
    return found;
  } finally {
    idle.push(vitest);
  }
}

/** Vitests between machines: a start-up costs seconds, so machines after the first reuse one. */
const idle: Vitest[] = [];
const start = () => quietly(async () => {
  const made = await createVitest('test', { watch: false, reporters: [], silent: true, project: ['shared-modules'], globalSetup: [] });
  await made.standalone();
  return made;
});
/** Closes the Vitests kept for reuse. */
export async function closeRunners(): Promise<void> {
  await Promise.all(idle.splice(0).map((v) => v.close()));
}
