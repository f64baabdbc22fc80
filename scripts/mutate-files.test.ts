import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { byEnvironment, driverFor, environmentOf, longestFirst, reaches, relativeImports } from './mutate-files';
import { SPEC_NUMBERS } from './mutate-runner';

describe('where npm run mutate runs a machine’s files', () => {
  it('runs each test file in the environment its docblock asks for (node when none), node first', () => {
    const sources: Record<string, string> = {
      'a.test.ts': "import { it } from 'vitest';",
      'app.test.ts': '// @vitest-environment jsdom\nimport { it } from \'vitest\';',
      'b.test.ts': '/** @vitest-environment node */',
    };
    expect(environmentOf(sources['app.test.ts'])).toBe('jsdom');
    expect(byEnvironment(['app.test.ts', 'a.test.ts', 'b.test.ts'], (f) => sources[f])).toEqual([['node', ['a.test.ts', 'b.test.ts']], ['jsdom', ['app.test.ts']]]);
    expect(driverFor('jsdom')).toBe(resolve('src/machines/test/mutate-driver.jsdom.ts'));
    expect(() => driverFor('happy-dom')).toThrow('no mutation driver for the happy-dom environment');
  });

  it('finds the relative modules a file loads: imports, re-exports, side-effect and dynamic imports', () => {
    expect(relativeImports([
      "import { a } from './a';",
      "import type { B } from '../b/b.machine';",
      "export * from './c';",
      "import './d';",
      "const e = await import('./e');",
      "import { it } from 'vitest';",
    ].join('\n'))).toEqual(['./a', '../b/b.machine', './c', './d', './e']);
  });

  it('runs the spec’s numbers only for a machine they load, through any chain of imports', () => {
    const files: Record<string, string> = {
      '/m/spec.test.ts': "import { x } from './x/x.filters';",
      '/m/x/x.filters.ts': "import { y } from '../y/y.machine';",
      '/m/y/y.machine.ts': "import { setup } from 'xstate';",
      '/m/z/z.machine.ts': '',
    };
    const read = (f: string) => files[f];
    const exists = (f: string) => f in files;
    expect(reaches(['/m/spec.test.ts'], '/m/y/y.machine.ts', read, exists)).toBe(true);
    expect(reaches(['/m/spec.test.ts'], '/m/z/z.machine.ts', read, exists)).toBe(false);
    // The real files: the session's delays are among the spec's numbers, the overview's are not.
    const spec = SPEC_NUMBERS.map((f) => resolve(f));
    expect(reaches(spec, resolve('src/machines/session/session.machine.ts'))).toBe(true);
    expect(reaches(spec, resolve('src/machines/chat-contacts/chat-contacts.machine.ts'))).toBe(true);
    expect(reaches(spec, resolve('src/machines/overview/overview.machine.ts'))).toBe(false);
  });

  it('starts the machines with most mutants first (ties by name)', () => {
    expect(longestFirst({ app: 15, 'product-wizard': 225, session: 91, reset: 91 })).toEqual(['product-wizard', 'reset', 'session', 'app']);
  });
});
