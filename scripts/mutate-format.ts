// What `npm run mutate` prints: one machine's table, and the score over every machine with its survivors.
import type { Mutant } from '../src/machines/test/mutants';

/** A mutant's fate: the test that killed it, or null; the model file's reason when it cannot be told apart. */
export type Outcome = { mutant: Mutant; killedBy: string | null; equivalent?: string };

/** `killedBy` of a mutant whose tests never finished (the worker stopped): neither killed nor survived. */
export const NOT_RUN = '(not run)';
/** Ends `killedBy` when the killing test passed its time limit rather than failed a check. */
export const TIMED_OUT = '(timed out)';

/** Whether the mutant counts as killed (a test failed), and whether its tests never finished. */
export const isKilled = (o: Outcome) => !!o.killedBy && o.killedBy !== NOT_RUN;
export const isNotRun = (o: Outcome) => o.killedBy === NOT_RUN;
const byTimeout = (o: Outcome) => isKilled(o) && o.killedBy!.endsWith(TIMED_OUT);

/** One machine: a line of counts, then a markdown table of every mutant. */
export function table(name: string, outcomes: Outcome[]): string {
  const killed = outcomes.filter(isKilled).length;
  const equivalent = outcomes.filter((o) => !o.killedBy && o.equivalent).length;
  const notRun = outcomes.filter(isNotRun).length;
  const survived = outcomes.length - killed - equivalent - notRun;
  const timedOut = outcomes.filter(byTimeout).length;
  const rows = outcomes.map(({ mutant, killedBy, equivalent: why }) =>
    `| ${mutant.index} | ${mutant.kind} | ${mutant.description} | ${killedBy === NOT_RUN ? '**not run**' : killedBy ? `killed (${killedBy})` : why ? `equivalent: ${why}` : '**survived**'} |`);
  return [
    `${name}: ${outcomes.length} mutants, ${killed} killed${timedOut ? ` (${timedOut} by a timeout)` : ''}, ${equivalent} equivalent, ${survived} survived${notRun ? `, ${notRun} not run` : ''}`,
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
  const killed = all.filter(isKilled).length;
  const timedOut = all.filter(byTimeout).length;
  const unrun = all.filter(isNotRun);
  const counted = all.length - equivalent - unrun.length;
  const ran = Object.keys(results).length - Object.keys(notRun).length;
  const score = counted ? (100 * killed) / counted : 100;
  const survivors = Object.entries(results).flatMap(([name, outcomes]) =>
    outcomes.filter((o) => !o.killedBy && !o.equivalent).map((o) => `- ${name} #${o.mutant.index} (${o.mutant.kind}): ${o.mutant.description}`));
  const timeouts = timedOut ? `, ${timedOut} of them by a timeout` : '';
  const unrunLine = unrun.length ? `; ${unrun.length} not run` : '';
  return [
    `mutation score over ${ran} machines: ${score.toFixed(1)}% (${killed} of ${counted} mutants killed${timeouts}; ${equivalent} equivalent${unrunLine}) in ${Math.round(seconds)} s`,
    ...(survivors.length ? ['', `survivors (${survivors.length}):`, ...survivors] : []),
    ...(unrun.length ? ['', `not run (${unrun.length}):`, ...Object.entries(results).flatMap(([name, outcomes]) =>
      outcomes.filter(isNotRun).map((o) => `- ${name} #${o.mutant.index} (${o.mutant.kind}): ${o.mutant.description}`))] : []),
    ...Object.entries(notRun).map(([name, why]) => `not run: ${name} (${why})`),
  ].join('\n');
}

