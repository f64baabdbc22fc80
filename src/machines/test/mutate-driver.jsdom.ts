// @vitest-environment jsdom
// The mutation driver for test files that run in jsdom (`@vitest-environment jsdom`, the app's): as
// src/machines/test/mutate-driver.ts, in the environment those files ask for.
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { mutantSuites } from './mutate-suites';
import './mutate-driver-context';

mutantSuites(inject('mutantPlan'), fileURLToPath(import.meta.url));
