// `npm run mutate -- <machine> [--only <n,…>]`: runs the machine's tests (model-based and behaviour)
// against each mutant of its chart — a transition dropped, a target swapped, a guard inverted or
// swapped for another named guard, an action dropped, a delay doubled or halved, a context start value
// changed — and prints which ones the tests kill. A mutant that survives is a hole in the tests, unless
// the model file explains in `equivalentMutants` why it cannot be told apart. `npm run mutate -- --all`
// does every machine and prints one score over all of them with the survivors and the time it took
// (long: each mutant is a test run; a benchmark-style command, not part of CI).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { startVitest } from 'vitest/node';
import { mutantsOf, type Mutant } from '../src/machines/test/mutants';

const ROOT = 'src/machines';
/** The spec's numbers and the flows' timings, as literals: where a doubled or halved delay shows. */
const SPEC_NUMBERS = ['src/machines/spec-numbers.test.ts', 'src/machines/timings.test.ts'];

type Outcome = { mutant: Mutant; killedBy: string | null; equivalent?: string };

function machineNames(): string[] {
  return readdirSync(ROOT).filter((dir) => existsSync(join(ROOT, dir, `${dir}.model.ts`)) && existsSync(join(ROOT, dir, `${dir}.machine.ts`))).sort();
}

/** Runs the machine's test files once; the first failing test's name, or null when all pass. */
async function runTests(dir: string, mutantSpec: object | null): Promise<string | null> {
  if (mutantSpec) process.env.MUTANT = JSON.stringify(mutantSpec);
  else delete process.env.MUTANT;
  // Vitest reports each failure at length; the table is the report here.
  const writes = [process.stdout.write, process.stderr.write];
  process.stdout.write = process.stderr.write = (() => true) as never;
  const vitest = await startVitest('test', [dir, ...SPEC_NUMBERS], { watch: false, reporters: [], bail: 1, silent: true }, {}, {}).finally(() => {
    [process.stdout.write, process.stderr.write] = writes;
  });
  try {
    const failed = vitest.state.getFiles().flatMap((file) => {
      if (file.result?.state === 'fail' && !file.tasks.length) return [`${file.name} (does not load)`];
      const out: string[] = [];
      const visit = (task: (typeof file.tasks)[number]) => {
        if (task.type === 'test' && task.result?.state === 'fail') out.push(task.name);
        if ('tasks' in task) task.tasks.forEach(visit);
      };
      file.tasks.forEach(visit);
      return out;
    });
    return failed[0] ?? null;
  } finally {
    await vitest.close();
  }
}

export function table(name: string, outcomes: Outcome[]): string {
  const killed = outcomes.filter((o) => o.killedBy).length;
  const equivalent = outcomes.filter((o) => !o.killedBy && o.equivalent).length;
  const survived = outcomes.length - killed - equivalent;
  const rows = outcomes.map(({ mutant, killedBy, equivalent: why }) =>
    `| ${mutant.index} | ${mutant.kind} | ${mutant.description} | ${killedBy ? `killed (${killedBy})` : why ? `equivalent: ${why}` : '**survived**'} |`);
  return [
    `${name}: ${outcomes.length} mutants, ${killed} killed, ${equivalent} equivalent, ${survived} survived`,
    '',
    '| # | kind | mutation | result |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** Every mutant of one machine against its tests. */
async function mutateMachine(name: string, only: Set<number> | null): Promise<Outcome[]> {
  const dir = join(ROOT, name);
  const model = (await import(pathToFileURL(resolve(dir, `${name}.model.ts`)).href)) as Record<string, unknown>;
  const machine = Object.values(model).find((v): v is AnyStateMachine => !!v && typeof v === 'object' && 'root' in v && 'implementations' in v);
  if (!machine) throw new Error(`${name}.model.ts exports no machine`);
  const equivalents = (model.equivalentMutants ?? {}) as Record<string, string>;

  const baseline = await runTests(dir, null);
  if (baseline) throw new Error(`the tests of ${name} fail without any mutant: ${baseline}`);

  const outcomes: Outcome[] = [];
  for (const m of mutantsOf(machine)) {
    if (only && !only.has(m.index)) continue;
    const killedBy = await runTests(dir, { module: resolve(dir, `${name}.machine.ts`), machineId: machine.id, index: m.index });
    outcomes.push({ mutant: m, killedBy, equivalent: equivalents[m.description] });
    process.stderr.write(`${name} ${m.index} ${killedBy ? 'killed' : 'SURVIVED'}: ${m.description}\n`);
  }
  return outcomes;
}

/** One score over every machine: mutants killed (equivalent ones left out) and the survivors by machine. */
export function overall(results: Record<string, Outcome[]>, seconds: number): string {
  const all = Object.values(results).flat();
  const equivalent = all.filter((o) => !o.killedBy && o.equivalent).length;
  const killed = all.filter((o) => o.killedBy).length;
  const counted = all.length - equivalent;
  const score = counted ? (100 * killed) / counted : 100;
  const survivors = Object.entries(results).flatMap(([name, outcomes]) =>
    outcomes.filter((o) => !o.killedBy && !o.equivalent).map((o) => `- ${name} #${o.mutant.index} (${o.mutant.kind}): ${o.mutant.description}`));
  return [
    `mutation score over ${Object.keys(results).length} machines: ${score.toFixed(1)}% (${killed} of ${counted} mutants killed; ${equivalent} equivalent) in ${Math.round(seconds)} s`,
    ...(survivors.length ? ['', `survivors (${survivors.length}):`, ...survivors] : []),
  ].join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const name = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--only');
  const onlyAt = args.indexOf('--only');
  const only = onlyAt >= 0 ? new Set(args[onlyAt + 1].split(',').map(Number)) : null;
  if (args.includes('--all')) {
    const started = Date.now();
    const results: Record<string, Outcome[]> = {};
    for (const machine of machineNames()) results[machine] = await mutateMachine(machine, null);
    console.log(overall(results, (Date.now() - started) / 1000));
    process.exit(Object.values(results).flat().some((o) => !o.killedBy && !o.equivalent) ? 1 : 0);
  }
  if (!name || !machineNames().includes(name)) {
    console.log(`usage: npm run mutate -- <machine> [--only 3,7] | --all\nmachines: ${machineNames().join(', ')}`);
    process.exit(name ? 1 : 0);
  }
  const outcomes = await mutateMachine(name, only);
  console.log(table(name, outcomes));
  process.exit(outcomes.some((o) => !o.killedBy && !o.equivalent) ? 1 : 0);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
