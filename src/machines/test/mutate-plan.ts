// What scripts/mutate-runner.ts hands the mutation driver (src/machines/test/mutate-driver.ts), and how
// the driver names each mutant's suite so the runner can read the results back.

/** The machine module, its machine's id, the mutants to run (null: the machine as written) and the test files. */
export type MutantPlan = { module: string; machineId: string; indices: (number | null)[]; files: string[] };

export const suiteName = (index: number | null) => (index === null ? 'as written' : `mutant ${index}`);
