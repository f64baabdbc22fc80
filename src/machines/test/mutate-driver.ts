// Run by scripts/mutate-runner.ts as a test file (never by the ordinary test run, whose globs do not
// match it): the machine's test files are imported once per mutant, each inside a suite named by the
// mutant's index, with the machine module replaced by one carrying that mutant (mutate-suites.ts).
// One worker and one Vitest run hold every mutant of a machine, so a mutant costs its tests, not a
// process. Files that ask for jsdom run in mutate-driver.jsdom.ts instead.
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { mutantSuites } from './mutate-suites';
import './mutate-driver-context';

mutantSuites(inject('mutantPlan'), fileURLToPath(import.meta.url));
