// What scripts/mutate-runner.ts provides to the mutation drivers (src/machines/test/mutate-driver*.ts).
import type { MutantPlan } from './mutate-plan';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by scripts/mutate-runner.ts: the mutants to run (null: the machine as written) and the files. */
    mutantPlan: MutantPlan;
  }
}
