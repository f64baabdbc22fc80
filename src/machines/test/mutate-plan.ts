// What scripts/mutate-runner.ts hands the mutation driver (src/machines/test/mutate-driver.ts), and how
// the driver names each mutant's suite so the runner can read the results back.

/**
 * The machine module, its machine's id, the mutants to run (null: the machine as written) and the test
 * files; `testTimeout`, when set, is the time limit of the mutants' tests that have none of their own
 * (scripts/mutate-time.ts), the machine as written keeping the configured one; `input`, the model's
 * input that the mutants were listed with (mutantsOf), so an index names the same change here.
 */
export type MutantPlan = { module: string; machineId: string; indices: (number | null)[]; files: string[]; testTimeout?: number; input?: unknown };

export const suiteName = (index: number | null) => (index === null ? 'as written' : `mutant ${index}`);
