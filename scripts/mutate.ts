// `npm run mutate -- <machine> [--only <n,…>]`: runs the machine's tests (model-based and behaviour)
// against each mutant of its chart — a transition dropped, a target swapped, a guard inverted or
// swapped for another named guard, an action dropped, a delay doubled or halved, a context start value
// changed — and prints which ones the tests kill. A mutant that survives is a hole in the tests, unless
// the model file explains in `equivalentMutants` why it cannot be told apart. `npm run mutate -- --all`
// does every machine (two at a time, those with most mutants first; --jobs N) and prints one score over
// all of them with the survivors and the time it took: a benchmark-style command, not part of CI. A
// machine's mutants share one test run (scripts/mutate-runner.ts), each in a suite of its own.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { isNotRun, overall, table, type Outcome } from './mutate-format';
import { longestFirst } from './mutate-files';
import { closeRunners, runMutants, say } from './mutate-runner';
import { mutantsOf } from '../src/machines/test/mutants';

const ROOT = 'src/machines';

function machineNames(): string[] {
  return readdirSync(ROOT).filter((dir) => existsSync(join(ROOT, dir, `${dir}.model.ts`)) && existsSync(join(ROOT, dir, `${dir}.machine.ts`))).sort();
}

/** A value that can be handed to the test worker as it is (no functions), else undefined. */
function portable(value: unknown): unknown {
  try {
    return structuredClone(value);
  } catch {
    return undefined;
  }
}

/**
 * The machine a model file exports, the mutants its file says no test can tell apart, and its input
 * (`input`, or the first of `inputs`; for a context that needs one, handed to the worker as well).
 */
async function modelOf(name: string): Promise<{ machine: AnyStateMachine; equivalents: Record<string, string>; input: unknown }> {
  const model = (await import(pathToFileURL(resolve(ROOT, name, `${name}.model.ts`)).href)) as Record<string, unknown>;
  const machine = Object.values(model).find((v): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'implementations' in v);
  if (!machine) throw new Error(`${name}.model.ts exports no machine`);
  const input = portable(model.input ?? (model.inputs as unknown[] | undefined)?.[0]);
  return { machine, equivalents: (model.equivalentMutants ?? {}) as Record<string, string>, input };
}

/** Every mutant of one machine against its tests. */
async function mutateMachine(name: string, only: Set<number> | null): Promise<Outcome[]> {
  const dir = join(ROOT, name);
  const { machine, equivalents, input } = await modelOf(name);

  const mutants = mutantsOf(machine, input).filter((m) => !only || only.has(m.index));
  const killedBy = await runMutants(dir, machine.id, [null, ...mutants.map((m) => m.index)], input);
  const baseline = killedBy.get(null);
  if (baseline) throw new Error(`the tests of ${name} fail without any mutant: ${baseline}`);
  return mutants.map((m) => {
    const killer = killedBy.get(m.index) ?? null;
    say(`${name} ${m.index} ${killer ? 'killed' : 'SURVIVED'}: ${m.description}`);
    return { mutant: m, killedBy: killer, equivalent: equivalents[m.description] };
  });
}

async function main() {
  const args = process.argv.slice(2);
  const name = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--only');
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? new Set(args[onlyAt + 1].split(',').map(Number)) : null;
  if (args.includes('--all')) {
    const started = Date.now();
    const jobsAt = args.indexOf('--jobs');
    const jobs = jobsAt >= 0 ? Number(args[jobsAt + 1]) : 2;
    // The machines with most mutants start first: the last ones to finish are short.
    const counts: Record<string, number> = {};
    for (const machine of machineNames()) counts[machine] = await modelOf(machine).then(({ machine: m, input }) => mutantsOf(m, input).length, () => 0);
    const queue = longestFirst(counts);
    const results: Record<string, Outcome[]> = {};
    const notRun: Record<string, string> = {};
    // A few machines side by side (each its own Vitest and worker); the report keeps the machines' order.
    const worker = async () => {
      for (let machine = queue.shift(); machine; machine = queue.shift()) {
        results[machine] = await mutateMachine(machine, null).catch((error: Error) => {
          notRun[machine] = error.message;
          return [];
        });
      }
    };
    await Promise.all(Array.from({ length: jobs }, worker));
    await closeRunners();
    for (const machine of machineNames()) {
      const outcomes = results[machine];
      delete results[machine];
      results[machine] = outcomes;
    }
    console.log(overall(results, (Date.now() - started) / 1000, notRun));
    process.exit(Object.keys(notRun).length || Object.values(results).flat().some((o) => isNotRun(o) || (!o.killedBy && !o.equivalent)) ? 1 : 0);
  }
  if (!name || !machineNames().includes(name)) {
    console.log(`usage: npm run mutate -- <machine> [--only 3,7] | --all [--jobs 2]\nmachines: ${machineNames().join(', ')}`);
    process.exit(name ? 1 : 0);
  }
  const outcomes = await mutateMachine(name, only);
  await closeRunners();
  console.log(table(name, outcomes));
  process.exit(outcomes.some((o) => isNotRun(o) || (!o.killedBy && !o.equivalent)) ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
