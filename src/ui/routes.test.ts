// A route's declared namespaces against what its screen asks for: a screen module that reaches a
// useTranslation of an undeclared namespace (a list screen without 'data-table', a new screen without
// its own) would suspend its first render and be built again.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOT_NAMESPACES, SHELL_NAMESPACES } from '../boot-namespaces';
import { ROUTES } from './routes';
import { showsChrome } from './shell/route-rules';

const UI = resolve(import.meta.dirname);
const ROUTES_SOURCE = readFileSync(resolve(UI, 'routes.tsx'), 'utf8');

const resolveModule = (from: string, spec: string): string | undefined => {
  const base = resolve(dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`, base].find((file) => /\.tsx?$/.test(file) && existsSync(file));
};

/** Every namespace named in a useTranslation call of `entry` and the modules it imports statically
 * (a lazy import suspends under its own boundary, after the first render). */
function askedNamespaces(entry: string): Map<string, string> {
  const asked = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const call of source.matchAll(/useTranslation\(([^)]*)\)/g)) {
      for (const name of call[1].matchAll(/'([^']+)'/g)) asked.set(name[1], relative(UI, file));
    }
    for (const spec of source.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gm)) {
      const next = resolveModule(file, spec[1]);
      if (next) walk(next);
    }
  };
  walk(entry);
  return asked;
}

/** The module of each lazy screen component, as routes.tsx names them. */
function screenModules(): Map<string, string> {
  const loaderModule = new Map([...ROUTES_SOURCE.matchAll(/'(\/[^']*)': \(\) => import\('([^']+)'\)/g)].map((m) => [m[1], m[2]]));
  const modules = new Map<string, string>();
  for (const [, component, loader] of ROUTES_SOURCE.matchAll(/const (\w+) = lazy\(LOADERS\['([^']+)'\]\)/g)) {
    modules.set(component, resolveModule(resolve(UI, 'routes.tsx'), loaderModule.get(loader)!)!);
  }
  return modules;
}

describe('route namespaces', () => {
  const modules = screenModules();
  const components = new Map([...ROUTES_SOURCE.matchAll(/\{ path: '([^']+)', name: '[^']+', component: (\w+)[,(]/g)].map((m) => [m[1], m[2]]));

  it('reads every route of routes.tsx', () => {
    expect([...components.keys()]).toEqual(ROUTES.map((route) => route.path));
    expect(modules.get('ProductsScreen')).toMatch(/products\/ProductsScreen\.tsx$/);
  });

  it.each(ROUTES.map((route) => [route.path, route] as const))('%s declares what its screen asks for', (path, route) => {
    const component = components.get(path)!;
    const entry = component === 'pending' ? resolve(UI, 'screens/pending/PendingScreen.tsx') : modules.get(component);
    expect(entry, `${path}: the module of ${component}`).toBeDefined();
    const loaded = new Set([...BOOT_NAMESPACES, ...(showsChrome(path) ? SHELL_NAMESPACES : []), ...route.namespaces]);
    const missing = [...askedNamespaces(entry!)].filter(([name]) => !loaded.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });
});
