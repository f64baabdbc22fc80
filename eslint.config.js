import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'server/db/migrations/**', 'test-results/**', 'playwright-report/**', '.data*/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Specs take `test` from the shared fixtures, which fail a test on any CSP violation.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "Import { test, expect } from './fixtures'." }] }],
    },
  },
  {
    // A view runs a machine through useFlow (src/ui/flow/use-flow.ts), which attaches the inspector.
    files: ['src/ui/**/*.{ts,tsx}'],
    ignores: ['src/ui/flow/use-flow.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@xstate/react', importNames: ['useMachine', 'useActor', 'useActorRef'], message: 'Run machines through useFlow (src/ui/flow/use-flow.ts) so the inspector sees them.' }],
      }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
