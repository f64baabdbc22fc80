import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * The layers point one way (docs/architecture.md): each folder may not import the folders listed
 * (`allowTypeImports`: an interface may be named, no code may be reached).
 */
const layer = (files, forbidden) => ({
  files,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: forbidden }],
  },
});
const notServer = { group: ['**/server/**'], message: 'The browser code never imports the server.' };

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', '**/*.tmp.ts', 'node_modules/**', 'server/db/migrations/**', 'test-results*/**', 'playwright-report/**', '.data*/**'] },
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
  // Layers (later blocks override no-restricted-imports of earlier ones for the same files, so each lists all it forbids).
  layer(['src/domain/**/*.ts'], [
    { group: ['**/api/**', '**/api', '**/machines/**', '**/ui/**', '**/locales/**', 'react', 'xstate'], message: 'src/domain is pure rules: it imports nothing from api, machines or ui.' },
    notServer,
  ]),
  layer(['src/api/**/*.ts'], [{ group: ['**/machines/**', '**/ui/**', 'react'], message: 'src/api is below the machines and the views.' }, notServer]),
  layer(['src/machines/**/*.ts'], [{ group: ['**/ui/**', 'react', 'react-dom', '@xstate/react'], message: 'A machine never touches React or the views.' }, notServer]),
  layer(['server/db/**/*.ts'], [{ group: ['**/services/**', '**/routes/**', '**/http/**'], message: 'server/db (schema, migrations, seed) is below the services and routes.' }]),
  layer(['server/lib/**/*.ts', 'server/mail/**/*.ts', 'server/storage/**/*.ts'], [{ group: ['**/services/**', '**/routes/**', '**/db/**'], message: 'Helpers and adapters are below the services.' }]),
  layer(['server/http/**/*.ts'], [{ group: ['**/services/**', '**/routes/**'], allowTypeImports: true, message: 'server/http gets what it needs from the services through AppDeps.' }]),
  layer(['server/services/**/*.ts'], [{ group: ['**/routes/**'], message: 'Services never import routes.' }]),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
);
