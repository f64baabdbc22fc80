// How long a mutant's test may run in `npm run mutate`. A mutant that stops or breaks the machine leaves a
// test waiting on it (xstate's waitFor waits for ever) until the test's time limit, 60 s as written: the
// mutants get a limit scaled from the slowest test of the machine as written, measured in the same
// command, so such a mutant costs seconds. Tests with a limit of their own keep it (the model walks,
// which run synchronously: a limit cannot stop them anyway).

/** A test of the machine as written: how long it took (ms), and its time limit. */
export type Timed = { duration: number; timeout: number | undefined };

/** The least limit a mutant's test gets, however quick its tests are as written (ms). */
export const LIMIT_FLOOR = 5_000;
/** How many times the slowest test as written a mutant's test may take. */
export const LIMIT_FACTOR = 10;

/**
 * The time limit of a mutant's tests that have none of their own: ten times the slowest such test as
 * written, 5 s at least, never more than the limit as written. Undefined (the limit as written) when
 * every test has a limit of its own.
 */
export function mutantTimeLimit(asWritten: readonly Timed[], defaultTimeout: number): number | undefined {
  const plain = asWritten.filter((t) => t.timeout === undefined || t.timeout === defaultTimeout);
  if (!plain.length) return undefined;
  const slowest = Math.max(...plain.map((t) => t.duration));
  return Math.min(defaultTimeout, Math.max(LIMIT_FLOOR, Math.ceil(LIMIT_FACTOR * slowest)));
}
