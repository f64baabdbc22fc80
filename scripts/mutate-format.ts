// What `npm run mutate` prints: one machine's table, and the score over every machine with its survivors.
import type { Mutant } from '../src/machines/test/mutants';

/** A mutant's fate: the test that killed it, or null; the model file's reason when it cannot be told apart. */
export type Outcome = { mutant: Mutant; killedBy: string | null; equivalent?: string };

/** One machine: a line of counts, then a markdown table of every mutant. */
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

/** One score over every machine: mutants killed (equivalent ones left out) and the survivors by machine. */
export function overall(results: Record<string, Outcome[]>, seconds: number, notRun: Record<string, string> = {}): string {
  const all = Object.values(results).flat();
  const equivalent = all.filter((o) => !o.killedBy && o.equivalent).length;
  const killed = all.filter((o) => o.killedBy).length;
  const counted = all.length - equivalent;
  const ran = Object.keys(results).length - Object.keys(notRun).length;
  const score = counted ? (100 * killed) / counted : 100;
  const survivors = Object.entries(results).flatMap(([name, outcomes]) =>
    outcomes.filter((o) => !o.killedBy && !o.equivalent).map((o) => `- ${name} #${o.mutant.index} (${o.mutant.kind}): ${o.mutant.description}`));
  return [
    `mutation score over ${ran} machines: ${score.toFixed(1)}% (${killed} of ${counted} mutants killed; ${equivalent} equivalent) in ${Math.round(seconds)} s`,
    ...(survivors.length ? ['', `survivors (${survivors.length}):`, ...survivors] : []),
    ...Object.entries(notRun).map(([name, why]) => `not run: ${name} (${why})`),
  ].join('\n');
}

