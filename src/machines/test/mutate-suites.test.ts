import { describe, expect, it } from 'vitest';
import { staleModules } from './mutate-suites';

const node = (...importers: string[]) => ({ importers: new Set(importers), evaluated: true });

describe('the modules a mutant loads afresh', () => {
  it('are the machine module, whatever imports it however indirectly, and the test files; not what the machine imports', () => {
    const graph = new Map([
      ['/m/x.machine.ts', node('/m/x.model.ts', '/m/x.selectors.ts')],
      ['/m/x.model.ts', node('/m/x.machine.test.ts')],
      ['/m/x.selectors.ts', node('/m/x.machine.test.ts')],
      ['/m/x.machine.test.ts', node('/driver.ts')],
      ['/m/helper.test.ts', node('/driver.ts')],
      ['/api/schemas.ts', node('/m/x.machine.ts', '/m/helper.test.ts')],
      ['/test/model.ts', node('/m/x.machine.test.ts')],
    ]);
    expect([...staleModules(graph, '/m/x.machine.ts', ['/m/x.machine.test.ts', '/m/helper.test.ts'])].sort()).toEqual([
      '/driver.ts', '/m/helper.test.ts', '/m/x.machine.test.ts', '/m/x.machine.ts', '/m/x.model.ts', '/m/x.selectors.ts',
    ]);
  });
});
